import ScrollCore

/// A `glass` layer (iOS 26's `UIGlassEffect` / `.glassEffect`): a shape of Liquid Glass over what
/// is drawn below it. How it looks comes from `GlassOptics` (a third-party fit, tunable per layer).
public struct GlassLayer: Sendable, Equatable {
    /// `UIGlassEffect.Style`: regular (frosted, washed) or clear (nearly transparent, full lens).
    public enum Style: String, Sendable, Equatable, CaseIterable { case regular, clear }
    /// The silhouette: a rounded rectangle of `cornerRadius`, a circle (the frame's short side),
    /// or a capsule (half the short side as radius).
    public enum Shape: String, Sendable, Equatable, CaseIterable { case rounded, circle, capsule }

    public var style: Style = .regular
    /// `UIGlassEffect.tintColor`: mixed over the face at its alpha.
    public var tint: DynamicColor?
    public var shape: Shape = .rounded
    public var cornerRadius: DesignProperty = .constant(0)
    /// `isInteractive`: the glass swells slightly while a finger is on it.
    public var interactive = false
    /// The fit's numbers, each overridable in the design file (`"optics": {…}`).
    public var optics = GlassOptics()
    /// Glass layers naming the same group share one platter (iOS 26 groups a bar's items on one
    /// glass capsule): the capsule around all of the group's drawn layers, drawn once, at the
    /// first of them in the design's order, with that layer's look.
    public var group: String?

    public init(style: Style = .regular, tint: DynamicColor? = nil, shape: Shape = .rounded, cornerRadius: DesignProperty = .constant(0),
                interactive: Bool = false, optics: GlassOptics = GlassOptics()) {
        self.style = style
        self.tint = tint
        self.shape = shape
        self.cornerRadius = cornerRadius
        self.interactive = interactive
        self.optics = optics
    }

    /// The corner radius drawn for a frame of `size` (`cornerRadius` is the rounded shape's).
    public func radius(for size: Size, cornerRadius: Double) -> Double {
        let half = min(size.width, size.height) / 2
        switch shape {
        case .rounded: return min(half, max(0, cornerRadius))
        case .circle, .capsule: return half
        }
    }

    /// A circle is as wide as it is tall: the frame's short side, centred in it.
    public func silhouette(in frame: Rect) -> Rect {
        guard shape == .circle else { return frame }
        let side = min(frame.width, frame.height)
        return Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
    }
}
