import ScrollCore

/// How a layer's rectangle is cut: `cornerRadius` (CALayer's) or a whole shape. A circle and a
/// capsule round by half the frame's short side (a circle on a square frame, as `mask: circle`).
public enum LayerShape: String, Sendable, Equatable, CaseIterable { case circle, capsule }

/// CALayer's shadow: the layer's outline blurred by `radius` points (shadowRadius), moved by
/// (`x`, `y`) (shadowOffset), in `color` at `opacity`, drawn under the layer.
public struct DesignShadow: Sendable, Equatable {
    public var color: DynamicColor
    public var opacity: DesignProperty
    public var radius: DesignProperty
    public var x: DesignProperty
    public var y: DesignProperty

    public init(color: DynamicColor, opacity: DesignProperty, radius: DesignProperty, x: DesignProperty, y: DesignProperty) {
        self.color = color; self.opacity = opacity; self.radius = radius; self.x = x; self.y = y
    }
}

/// CALayer's border: `width` points inside the layer's outline, in `color`.
public struct DesignBorder: Sendable, Equatable {
    public var width: DesignProperty
    public var color: DynamicColor

    public init(width: DesignProperty, color: DynamicColor) { self.width = width; self.color = color }
}

/// CAGradientLayer's model in a design: colours (light and dark) at `locations` (nil: evenly
/// spread) from `start` to `end` in the layer's unit coordinates.
public struct DesignGradient: Sendable, Equatable {
    public var colors: [DynamicColor]
    public var locations: [Double]?
    public var start: Point
    public var end: Point

    public init(colors: [DynamicColor], locations: [Double]? = nil, start: Point = Point(x: 0.5, y: 0), end: Point = Point(x: 0.5, y: 1)) {
        self.colors = colors; self.locations = locations; self.start = start; self.end = end
    }

    /// The short form's two stops (`top`, `bottom`) and the default direction.
    public var isTopToBottomPair: Bool {
        colors.count == 2 && locations == nil && start == Point(x: 0.5, y: 0) && end == Point(x: 0.5, y: 1)
    }

    public func resolved(_ appearance: Appearance) -> LinearGradient {
        LinearGradient(colors: colors.map { $0.resolved(appearance) }, locations: locations, start: start, end: end)
    }
}
