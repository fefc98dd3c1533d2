import InputGeometry

/// One glass shape in the display list: a rounded rectangle (`cornerRadius` half the short side:
/// a circle or capsule) in viewport points, drawn with `look` over what is already drawn.
public struct GlassItem: Equatable, Sendable {
    public var frame: Rect
    public var cornerRadius: Double
    public var look: GlassLook
    public var alpha: Double
    public var clip: Rect?

    public init(frame: Rect, cornerRadius: Double, look: GlassLook, alpha: Double, clip: Rect?) {
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.look = look
        self.alpha = alpha
        self.clip = clip
    }
}

/// A band at the top or bottom of the screen whose drawn content is blurred by up to `blurRadius`
/// points and faded toward `fade` (alpha: the strongest fade): full strength from the edge over
/// `solid` points, then easing to nothing across the rest of the band (the feather).
public struct ProgressiveBlur: Equatable, Sendable {
    public enum Edge: String, Sendable, Equatable, CaseIterable { case top, bottom }
    public var band: Rect
    public var edge: Edge
    public var solid: Double
    public var blurRadius: Double
    public var fade: Color
    public var clip: Rect?

    public init(band: Rect, edge: Edge, solid: Double, blurRadius: Double, fade: Color, clip: Rect?) {
        self.band = band
        self.edge = edge
        self.solid = solid
        self.blurRadius = blurRadius
        self.fade = fade
        self.clip = clip
    }

    /// The effect's strength (0…1) `distance` points from its edge: 1 across `solid`, then a
    /// smoothstep down to 0 at the band's far side.
    public func strength(atDistance distance: Double) -> Double {
        let feather = band.height - solid
        guard distance > solid else { return 1 }
        guard feather > 0 else { return 0 }
        let t = min(1, (distance - solid) / feather)
        return 1 - t * t * (3 - 2 * t)
    }
}
