import ScrollCore

/// parallax — Android's CollapsingToolbarLayout (COLLAPSE_MODE_PARALLAX). The header is
/// expandedHeight E at the content top and collapses to a pinned toolbar C = statusBar + minimumHeight.
/// - visible height max(C, E - offset); pulled down (offset < 0) it stretches like seed003: E - offset.
/// - photo y = -offset · parallaxMultiplier (0.5) while offset ≥ 0, clipped to the visible header.
/// - collapse progress p = clamp(offset / (E - C), 0, 1).
/// - scrim (Android's scrimVisibleHeightTrigger, made continuous): alpha = clamp((p - scrimStart) / (1 - scrimStart), 0, 1).
/// - title: size from largeTitleSize to smallTitleSize, bottom-left (16 pt margins) to centred in the toolbar, by p.
enum ParallaxLayout {
    static let titleMargin = 16.0

    static func metrics(offsetY: Double, _ c: HeaderConfiguration) -> HeaderMetrics {
        let expanded = c.expandedHeight, collapsed = c.collapsedHeight
        let range = max(expanded - collapsed, 0)
        let frame: Rect, photo: Rect
        if offsetY < 0 {
            frame = Rect(x: 0, y: 0, width: c.width, height: expanded - offsetY)
            photo = frame
        } else {
            frame = Rect(x: 0, y: 0, width: c.width, height: max(collapsed, expanded - offsetY))
            photo = Rect(x: 0, y: -offsetY * c.parallaxMultiplier, width: c.width, height: expanded)
        }
        var m = HeaderMetrics(headerFrame: frame, photoFrame: photo)
        let progress = range > 0 ? clamp01(offsetY / range) : 1
        m.collapseProgress = progress
        m.toolbarY = 0
        m.scrimAlpha = c.scrimStart < 1 ? clamp01((progress - c.scrimStart) / (1 - c.scrimStart)) : 0
        m.stretchFactor = range > 0 ? (frame.height - collapsed) / range : 0
        m.titleAlpha = 1
        placeTitle(&m, progress: progress, large: c.largeTitleSize, toolbarY: 0, c)
        return m
    }

    /// Title from bottom-left of the header (large) to centred in the toolbar (small), by `progress`.
    static func placeTitle(_ m: inout HeaderMetrics, progress: Double, large: Double, toolbarY: Double,
                           _ c: HeaderConfiguration) {
        let size = interpolate(large, c.smallTitleSize, progress)
        let lineHeight = size * 1.2
        let width = c.titleWidthPerPoint * size
        let expandedY = m.headerFrame.maxY - titleMargin - lineHeight
        let collapsedY = toolbarY + c.statusBarHeight + (c.minimumHeight - lineHeight) / 2
        let x = interpolate(titleMargin, (c.width - width) / 2, progress)
        m.titleFontSize = size
        m.titleFrame = Rect(x: x, y: interpolate(expandedY, collapsedY, progress), width: width, height: lineHeight)
    }
}
