import ScrollCore

/// Where the header is this frame, in viewport points; computed in closed form from the offset.
public struct HeaderMetrics: Equatable, Sendable {
    /// The header's visible frame (the trace's header_y, header_height); the photo is clipped to it
    /// (seed004 clips to the viewport top instead, so its zoom fills the gap above).
    public var headerFrame: Rect
    /// Where the photo is laid out (aspect-fill) before `headerScale` is applied about its centre.
    /// Differs from `headerFrame` for parallax (the photo moves at half speed) and appbar without zoom.
    public var photoFrame: Rect
    /// Zoom of the photo about its centre; 1 when none.
    public var headerScale: Double = 1
    /// Top of the hover bar in viewport points; nil when the preset has none.
    public var barY: Double? = nil
    /// Top of the pinned toolbar area (parallax, appbar) or nil; it spans statusBar + minimumHeight.
    public var toolbarY: Double? = nil
    public var titleAlpha: Double = 0
    /// Toolbar colour drawn over the photo (CollapsingToolbarLayout's content scrim).
    public var scrimAlpha: Double = 0
    /// 0 expanded … 1 collapsed (parallax, appbar), 0 otherwise.
    public var collapseProgress: Double = 0
    /// GSKStretchyHeaderView's normalized progress: 1 expanded at rest, 0 collapsed, > 1 stretched.
    public var stretchFactor: Double = 1
    public var blurRadius: Double = 0
    /// Title font size and top-left frame (parallax, appbar); nil when the preset has no title.
    public var titleFontSize: Double = 0
    public var titleFrame: Rect? = nil

    public init(headerFrame: Rect, photoFrame: Rect) {
        self.headerFrame = headerFrame
        self.photoFrame = photoFrame
    }
}

/// Linear interpolation; `t` is not clamped.
@inline(__always) func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
@inline(__always) func clamp01(_ x: Double) -> Double { min(1, max(0, x)) }
