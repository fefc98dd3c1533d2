import ScrollCore

/// One entry point over the presets: insets, the content the header takes before the rows, and metrics.
public struct HeaderLayout: Equatable, Sendable {
    public var configuration: HeaderConfiguration

    public init(configuration: HeaderConfiguration) { self.configuration = configuration }

    /// contentInset the preset asks for (pull to refresh adds to the top).
    public var contentInset: EdgeInsets {
        let c = configuration
        switch c.preset {
        case .seed000: return EdgeInsets(top: Seed000Layout.insetTop(c))
        case .seed003: return EdgeInsets(top: Seed003Layout.insetTop(c))
        case .carousel: return EdgeInsets(top: CarouselLayout.insetTop(c))
        case .seed001, .seed004, .parallax, .appbar: return .zero
        }
    }

    /// Content points above the first row (header and bar that scroll with the content).
    public var rowsTop: Double {
        let c = configuration
        switch c.preset {
        case .seed000, .seed003, .carousel: return 0
        case .seed001: return Seed001Layout.headerHeight(c)
        case .seed004: return c.headerHeight + c.barHeight
        case .parallax, .appbar: return c.expandedHeight
        }
    }

    /// Content points the header covers at the top of the viewport when fully collapsed (pinned
    /// toolbar or bar), so rows under it are hidden from hit testing.
    public func pinnedHeight(metrics m: HeaderMetrics) -> Double {
        if let barY = m.barY { return max(0, barY + configuration.barHeight) }
        return max(0, m.headerFrame.maxY)
    }

    /// The header this frame; `floatingReveal` is only read by appbar with `floating` on.
    public func metrics(offsetY: Double, floatingReveal: Double = 0) -> HeaderMetrics {
        let c = configuration
        switch c.preset {
        case .seed000: return Seed000Layout.metrics(offsetY: offsetY, c)
        case .seed001: return Seed001Layout.metrics(offsetY: offsetY, c)
        case .seed003: return Seed003Layout.metrics(offsetY: offsetY, c)
        case .seed004: return Seed004Layout.metrics(offsetY: offsetY, c)
        case .parallax: return ParallaxLayout.metrics(offsetY: offsetY, c)
        case .appbar: return AppBarLayout.metrics(offsetY: offsetY, floatingReveal: floatingReveal, c)
        case .carousel: return CarouselLayout.metrics(offsetY: offsetY, c)
        }
    }

    public func snapTarget(proposedOffset: Double, velocity: Double) -> Double? {
        configuration.preset == .appbar
            ? AppBarLayout.snapTarget(proposedOffset: proposedOffset, velocity: velocity, configuration) : nil
    }

    public func hasPassedStretchTrigger(offsetY: Double) -> Bool {
        configuration.preset == .appbar && AppBarLayout.hasPassedStretchTrigger(offsetY: offsetY, configuration)
    }
}
