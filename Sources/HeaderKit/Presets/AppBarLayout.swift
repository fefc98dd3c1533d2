import ScrollCore

/// appbar — Flutter's SliverAppBar with a FlexibleSpaceBar. E = expandedHeight, C = statusBar + minimumHeight.
/// - pinned: height max(C, E - offset) at the top. Not pinned: shrinks to C, then scrolls off.
/// - floating (simplified): `floatingReveal` points of the toolbar come back on an upward scroll
///   (the screen tracks the direction); Flutter re-expands the whole bar, we reveal the toolbar only.
/// - stretch, offset < 0: height E - offset; zoomBackground fills it (scale (E + d)/E),
///   blurBackground blurs by d/10, fadeTitle fades the title over 100 pt: 1 - clamp(d/100) (Flutter's numbers).
/// - t = clamp(offset / (E - C)); background fade as FlexibleSpaceBar: scrim = Interval(max(0, 1 - toolbar/(E - C)), 1)(t);
///   photo top = -t · (E - C)/4 (CollapseMode.parallax).
/// - title alpha = toolbarOpacity (1 when pinned, else visible toolbar / minimumHeight) × stretch fade;
///   title scales 1.5 → 1 (FlexibleSpaceBar's expandedTitleScale).
enum AppBarLayout {
    static let expandedTitleScale = 1.5
    static let stretchFadeDistance = 100.0
    static let blurPerPoint = 0.1

    static func metrics(offsetY: Double, floatingReveal: Double = 0, _ c: HeaderConfiguration) -> HeaderMetrics {
        let expanded = c.expandedHeight, collapsed = c.collapsedHeight
        let range = max(expanded - collapsed, 0)
        let pull = max(0, -offsetY)
        var frame: Rect
        if offsetY < 0 {
            frame = c.stretch
                ? Rect(x: 0, y: 0, width: c.width, height: expanded + pull)
                : Rect(x: 0, y: pull, width: c.width, height: expanded)
        } else {
            let extent = max(collapsed, expanded - offsetY)
            var hidden = 0.0
            if !c.pinned {
                hidden = min(collapsed, max(0, offsetY - range))
                if c.floating { hidden = max(0, hidden - floatingReveal) }
            }
            frame = Rect(x: 0, y: -hidden, width: c.width, height: extent)
        }
        let t = range > 0 ? clamp01(offsetY / range) : 1
        let stretched = c.stretch && pull > 0
        let photo: Rect = stretched && c.zoomBackground
            ? frame
            : Rect(x: 0, y: frame.minY - t * range / 4, width: c.width, height: expanded)
        var m = HeaderMetrics(headerFrame: frame, photoFrame: photo)
        m.headerScale = stretched && c.zoomBackground ? (expanded + pull) / expanded : 1
        m.blurRadius = stretched && c.blurBackground ? pull * blurPerPoint : 0
        m.collapseProgress = t
        let fadeStart = range > 0 ? max(0, 1 - c.minimumHeight / range) : 0
        m.scrimAlpha = fadeStart < 1 ? clamp01((t - fadeStart) / (1 - fadeStart)) : 1
        let toolbarY = min(frame.minY, frame.maxY - collapsed)
        m.toolbarY = toolbarY
        let toolbarOpacity = c.pinned ? 1 : clamp01((frame.maxY - c.statusBarHeight) / c.minimumHeight)
        let stretchFade = stretched && c.fadeTitle ? 1 - clamp01(pull / stretchFadeDistance) : 1
        m.titleAlpha = toolbarOpacity * stretchFade
        m.stretchFactor = range > 0 ? max(0, frame.maxY - collapsed) / range : 0
        ParallaxLayout.placeTitle(&m, progress: t, large: c.smallTitleSize * expandedTitleScale,
                                  toolbarY: toolbarY, c)
        return m
    }

    /// Flutter's snap, as a UIKit `willEndDragging` target adjuster: a release that would come to rest
    /// mid-collapse settles fully open (0) or collapsed (E - C), whichever is nearer the proposed rest.
    static func snapTarget(proposedOffset: Double, velocity: Double, _ c: HeaderConfiguration) -> Double? {
        guard c.snap else { return nil }
        let range = max(c.expandedHeight - c.collapsedHeight, 0)
        guard proposedOffset > 0, proposedOffset < range else { return nil }
        if velocity > 0 { return proposedOffset >= range / 4 ? range : 0 }
        if velocity < 0 { return proposedOffset <= range * 3 / 4 ? 0 : range }
        return proposedOffset < range / 2 ? 0 : range
    }

    /// Flutter's onStretchTrigger: the pull has passed stretchTriggerOffset.
    static func hasPassedStretchTrigger(offsetY: Double, _ c: HeaderConfiguration) -> Bool {
        c.stretch && -offsetY >= c.stretchTriggerOffset
    }
}
