import InputGeometry

/// A resolved linear gradient (CAGradientLayer's model): colours at `locations` (0…1, ascending)
/// along the line from `start` to `end`, both in the layer's unit coordinates ((0,0) top left).
/// Before the first stop and after the last the end colours continue.
public struct LinearGradient: Equatable, Hashable, Sendable {
    public var colors: [Color]
    public var locations: [Double]
    public var start: Point
    public var end: Point

    /// `locations` nil spreads the colours evenly, as CAGradientLayer does.
    public init(colors: [Color], locations: [Double]? = nil, start: Point = Point(x: 0.5, y: 0), end: Point = Point(x: 0.5, y: 1)) {
        self.colors = colors
        let count = colors.count
        self.locations = locations ?? (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
        self.start = start
        self.end = end
    }

    /// How far along start → end the unit point (u, v) lies (its projection; 0 at start, 1 at end).
    public func position(u: Double, v: Double, aspect: Double) -> Double {
        // Projected in the layer's own proportions (unit x is `aspect` times unit y), as on screen.
        let dx = (end.x - start.x) * aspect, dy = end.y - start.y
        let length = dx * dx + dy * dy
        guard length > 0 else { return 0 }
        return ((u - start.x) * aspect * dx + (v - start.y) * dy) / length
    }

    /// The colour at position `t`, each channel interpolated in straight (not premultiplied) sRGB
    /// as Core Animation does.
    public func color(at t: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        guard let first = colors.first else { return (0, 0, 0, 0) }
        func channels(_ c: Color) -> (Double, Double, Double, Double) { (Double(c.r), Double(c.g), Double(c.b), Double(c.a)) }
        if colors.count == 1 || t <= locations[0] { return channels(first) }
        for i in 1..<colors.count where t <= locations[i] {
            let span = locations[i] - locations[i - 1]
            let f = span > 0 ? (t - locations[i - 1]) / span : 1
            let a = channels(colors[i - 1]), b = channels(colors[i])
            return (a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, a.2 + (b.2 - a.2) * f, a.3 + (b.3 - a.3) * f)
        }
        return channels(colors[colors.count - 1])
    }
}
