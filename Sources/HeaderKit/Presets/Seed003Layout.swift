import ScrollCore

/// seed003 — contentInset.top = W/2; the header is -offset tall (0 at offset ≥ 0) with its top at
/// the viewport top, so its bottom always meets the first row (rows start at content y 0).
enum Seed003Layout {
    static func insetTop(_ c: HeaderConfiguration) -> Double { c.width * c.seed003InsetRatio }

    static func metrics(offsetY: Double, _ c: HeaderConfiguration) -> HeaderMetrics {
        stretchedAboveContent(offsetY: offsetY, restingHeight: insetTop(c), width: c.width)
    }

    /// Shared with carousel: a header filling the inset area above the content.
    static func stretchedAboveContent(offsetY: Double, restingHeight: Double, width: Double) -> HeaderMetrics {
        let height = max(0, -offsetY)
        let frame = Rect(x: 0, y: 0, width: width, height: height)
        var m = HeaderMetrics(headerFrame: frame, photoFrame: frame)
        m.stretchFactor = restingHeight > 0 ? height / restingHeight : 0
        return m
    }
}
