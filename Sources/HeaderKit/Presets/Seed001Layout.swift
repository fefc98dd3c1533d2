import ScrollCore

/// seed001 — a stretchy UICollectionViewFlowLayout section header: `headerReferenceSize` is
/// 320 × 160, and a vertical flow layout takes only its height (the header spans the view's
/// width), so H = 160 at any width. Pulled past the top by d > 0 it is H + d tall with its top at
/// the viewport top; otherwise it scrolls away with the content at height H. contentInset.top is
/// 0; rows follow the header.
enum Seed001Layout {
    static func headerHeight(_ c: HeaderConfiguration) -> Double { c.sectionHeaderHeight }

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
