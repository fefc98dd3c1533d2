import ScrollCore

/// The typed view of `Parameters` the layouts read, built when parameters or the viewport change
/// so nothing looks names up per frame.
public struct HeaderConfiguration: Equatable, Sendable {
    public var preset: HeaderPreset
    public var viewport: Size

    public var seed000InsetRatio: Double
    public var stretchFactor: Double
    public var sectionHeaderHeight: Double
    public var seed003InsetRatio: Double
    public var headerHeight: Double
    public var barHeight: Double
    public var segmentCount: Int
    public var zoomDistance: Double
    public var expandedHeight: Double
    public var minimumHeight: Double
    public var statusBarHeight: Double
    public var parallaxMultiplier: Double
    public var scrimStart: Double
    public var largeTitleSize: Double
    public var smallTitleSize: Double
    public var pinned: Bool
    public var floating: Bool
    public var snap: Bool
    public var stretch: Bool
    public var zoomBackground: Bool
    public var blurBackground: Bool
    public var fadeTitle: Bool
    public var stretchTriggerOffset: Double
    public var carouselInsetRatio: Double
    public var carouselPages: Int

    /// Width of the screen title at 1 pt (the screen measures it; text width scales with size).
    public var titleWidthPerPoint: Double = 0

    public init(preset: HeaderPreset, parameters p: Parameters, viewport: Size) {
        self.preset = preset
        self.viewport = viewport
        seed000InsetRatio = p["seed000InsetRatio"]
        stretchFactor = p["stretchFactor"]
        sectionHeaderHeight = p["sectionHeaderHeight"]
        seed003InsetRatio = p["seed003InsetRatio"]
        headerHeight = p["headerHeight"]
        barHeight = p["barHeight"]
        segmentCount = Int(p["segmentCount"])
        zoomDistance = p["zoomDistance"]
        expandedHeight = p["expandedHeight"]
        minimumHeight = p["minimumHeight"]
        statusBarHeight = p["statusBarHeight"]
        parallaxMultiplier = p["parallaxMultiplier"]
        scrimStart = p["scrimStart"]
        largeTitleSize = p["largeTitleSize"]
        smallTitleSize = p["smallTitleSize"]
        pinned = p.flag("pinned")
        floating = p.flag("floating")
        snap = p.flag("snap")
        stretch = p.flag("stretch")
        zoomBackground = p.flag("zoomBackground")
        blurBackground = p.flag("blurBackground")
        fadeTitle = p.flag("fadeTitle")
        stretchTriggerOffset = p["stretchTriggerOffset"]
        carouselInsetRatio = p["carouselInsetRatio"]
        carouselPages = Int(p["carouselPages"])
    }

    public var width: Double { viewport.width }
    /// Status bar + toolbar: the collapsed height of parallax and appbar.
    public var collapsedHeight: Double { statusBarHeight + minimumHeight }
}
