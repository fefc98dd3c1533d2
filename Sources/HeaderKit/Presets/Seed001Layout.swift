import ScrollCore

/// seed001 — a stretchy UICollectionViewFlowLayout section header: reference height 160 at 320 wide,
/// scaled with the width (H = sectionHeaderHeight · W / 320, so a 390 pt window keeps the shape).
/// Pulled past the top by d > 0 it is H + d tall with its top at the viewport top; otherwise it
/// scrolls away with the content at height H. contentInset.top is 0; rows follow the header.
enum Seed001Layout {
    static let referenceWidth = 320.0

    static func headerHeight(_ c: HeaderConfiguration) -> Double {
        c.sectionHeaderHeight * c.width / referenceWidth
    }

    static func metrics(offsetY: Double, _ c: HeaderConfiguration) -> HeaderMetrics {
        let height = headerHeight(c)
        let pull = -offsetY  // contentInset.top is 0
        let frame = pull > 0
            ? Rect(x: 0, y: 0, width: c.width, height: height + pull)
            : Rect(x: 0, y: -offsetY, width: c.width, height: height)
        var m = HeaderMetrics(headerFrame: frame, photoFrame: frame)
        m.stretchFactor = height > 0 ? max(0, frame.maxY) / height : 0
        return m
    }
}
