/// An outline on the pixel grid, quantised to eighths of a pixel (below what shows) so a shape
/// that only moves by whole pixels, or comes back to a size it had, reuses its texture.
struct ShapeKey: Hashable {
    /// The outline's offset inside its first whole pixel, and its size, radius and border width.
    var fx: Int, fy: Int, width: Int, height: Int, radius: Int
    /// Border width (eighths of a pixel); -1 for the whole shape.
    var ring: Int
    /// Shadow blur σ (eighths of a pixel); 0 for a sharp shape.
    var blur: Int

    static let steps = 8.0

    /// The key of an outline at (x, y) pixels and the whole pixel its texture is placed from.
    static func make(x: Double, y: Double, width: Double, height: Double, radius: Double, ring: Double? = nil,
                     blur: Double = 0) -> (key: ShapeKey, originX: Int, originY: Int) {
        func q(_ v: Double) -> Int { Int((v * steps).rounded()) }
        let ox = x.rounded(.down), oy = y.rounded(.down)
        let key = ShapeKey(fx: q(x - ox), fy: q(y - oy), width: q(width), height: q(height), radius: q(radius),
                           ring: ring.map(q) ?? -1, blur: q(blur))
        return (key, Int(ox), Int(oy))
    }

    /// The outline relative to the whole-pixel origin, scaled by 1/`reduction`.
    func coverage(margin: Double = 0, reduction: Double = 1) -> ShapeCoverage {
        let s = Self.steps
        return ShapeCoverage(x: (Double(fx) / s + margin) / reduction, y: (Double(fy) / s + margin) / reduction,
                             width: Double(width) / s / reduction, height: Double(height) / s / reduction,
                             radius: Double(radius) / s / reduction, ring: ring < 0 ? nil : Double(ring) / s / reduction)
    }
}
