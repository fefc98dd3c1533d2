import ScrollCore

/// seed004 — a photo of height H at the content top, then a hover (segmented) bar, then the list;
/// contentInset.top is 0. The bar's top is at H - offset until offset ≥ H, then pins at y = 0.
/// Pulling down zooms the photo about its centre by max(1, 1 - offset/zoomDistance) (60 pt doubles
/// it); the photo frame scrolls with the content (y = -offset).
enum Seed004Layout {
    static func metrics(offsetY: Double, _ c: HeaderConfiguration) -> HeaderMetrics {
        let h = c.headerHeight
        let frame = Rect(x: 0, y: -offsetY, width: c.width, height: h)
        var m = HeaderMetrics(headerFrame: frame, photoFrame: frame)
        m.headerScale = max(1, 1 - offsetY / c.zoomDistance)
        m.barY = offsetY < h ? h - offsetY : 0
        m.stretchFactor = h > 0 ? max(0, h - offsetY) / h : 0
        return m
    }
}
