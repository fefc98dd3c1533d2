import ScrollCore

/// seed000 — DesmondDAI's stretchy header post: the photo lies under the list, contentInset.top =
/// W·9/16, and for offset < 0 the photo is -offset × 1.2 tall with its top at the viewport top
/// (pulling enlarges it; scrolling up shrinks it faster than the list moves). Height 0 at offset ≥ 0.
enum Seed000Layout {
    static func insetTop(_ c: HeaderConfiguration) -> Double { c.width * c.seed000InsetRatio }

    static func metrics(offsetY: Double, _ c: HeaderConfiguration) -> HeaderMetrics {
        let height = offsetY < 0 ? -offsetY * c.stretchFactor : 0
        let frame = Rect(x: 0, y: 0, width: c.width, height: height)
        var m = HeaderMetrics(headerFrame: frame, photoFrame: frame)
        let resting = insetTop(c) * c.stretchFactor
        m.stretchFactor = resting > 0 ? height / resting : 0
        return m
    }
}
