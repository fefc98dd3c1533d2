import CSDL2
import InputGeometry

/// A shape too large for one mask (`ShapeCoverage.maximumMaskPixels`, `maximumMaskSide`) drawn
/// as the part of it that can show: the shape cut to the drawable area grown by `margin` (its
/// corner radius, border and blur reach), so every cut edge and its rounding lie outside what is
/// drawn and the visible pixels are those of the whole shape. Smaller shapes are drawn whole:
/// their masks stay cached while they move.
enum VisibleShapePart {
    /// `rect` (points) as drawn within `bounds` (pixels) at `scale`; nil when nothing of it shows.
    static func of(_ rect: Rect, margin: Double, bounds: SDL_Rect, scale: Double) -> Rect? {
        let pixels = rect.width * scale * rect.height * scale
        let side = max(rect.width, rect.height) * scale
        guard pixels > ShapeCoverage.maximumMaskPixels || side > ShapeCoverage.maximumMaskSide else { return rect }
        let area = Rect(x: Double(bounds.x) / scale - margin, y: Double(bounds.y) / scale - margin,
                        width: Double(bounds.w) / scale + 2 * margin, height: Double(bounds.h) / scale + 2 * margin)
        let part = rect.intersection(area)
        return part.isEmpty ? nil : part
    }
}
