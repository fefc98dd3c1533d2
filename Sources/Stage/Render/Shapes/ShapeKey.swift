/// An outline on the pixel grid: its origin snapped to the nearest whole pixel and its size,
/// radius, border and blur quantised to eighths of a pixel (below what shows), so a shape that
/// moves reuses its texture. Whole-pixel origins are where SDL's renderers place the photos and
/// texts a shape sits with (a copy lands on whole pixels), so a card, its shadow, its border and
/// its title move together; keeping the eighths of the origin made every frame of a scroll at
/// @1× a new texture for every moving shape (`stretchy bench`, issue 25).
struct ShapeKey: Hashable {
    /// The outline's size, radius and border width (eighths of a pixel).
    var width: Int, height: Int, radius: Int
    /// Border width (eighths of a pixel); -1 for the whole shape.
    var ring: Int
    /// Shadow blur σ (eighths of a pixel); 0 for a sharp shape.
    var blur: Int

    static let steps = 8.0

    /// The key of an outline at (x, y) pixels and the whole pixel its texture is placed from.
    static func make(x: Double, y: Double, width: Double, height: Double, radius: Double, ring: Double? = nil,
                     blur: Double = 0) -> (key: ShapeKey, originX: Int, originY: Int) {
        func q(_ v: Double) -> Int { Int((v * steps).rounded()) }
        let key = ShapeKey(width: q(width), height: q(height), radius: q(radius), ring: ring.map(q) ?? -1, blur: q(blur))
        return (key, Int(x.rounded()), Int(y.rounded()))
    }

    /// The outline relative to the whole-pixel origin, scaled by 1/`reduction`.
    /// How much coarser than the output a mask of this shape is made (1 but for a shape larger
    /// than `ShapeCoverage.maximumMaskPixels` or wider than `maximumMaskSide`, stretched back when drawn): memory is bounded
    /// whatever size a design gives a layer.
    var maskReduction: Double {
        let w = Double(width) / Self.steps + 2, h = Double(height) / Self.steps + 2
        return max(1, (w * h / ShapeCoverage.maximumMaskPixels).squareRoot().rounded(.up),
                   (max(w, h) / ShapeCoverage.maximumMaskSide).rounded(.up))
    }

    func coverage(margin: Double = 0, reduction: Double = 1) -> ShapeCoverage {
        let s = Self.steps
        return ShapeCoverage(x: margin / reduction, y: margin / reduction,
                             width: Double(width) / s / reduction, height: Double(height) / s / reduction,
                             radius: Double(radius) / s / reduction, ring: ring < 0 ? nil : Double(ring) / s / reduction)
    }
}
