import Foundation

/// How much of each pixel a rounded rectangle covers: the one place Stage turns an outline (a
/// rectangle, a rounded rectangle, a circle, a capsule) into anti-aliased pixels. Fills, borders,
/// shadows, masked photos, shaped gradients, materials and glass take their edges from here.
///
/// Coverage is 0.5 − d clamped to 0…1, d the signed distance from the pixel's centre to the
/// outline (negative inside): exact for straight edges, within a few percent on arcs of a pixel
/// or more — the usual distance-field anti-aliasing.
public struct ShapeCoverage: Hashable, Sendable {
    /// The outline in pixels (any fractional position and size).
    public var x: Double, y: Double, width: Double, height: Double
    /// Corner radius in pixels, at most half the short side (a circle or capsule at that).
    public var radius: Double
    /// A ring `inset` pixels wide inside the outline (a border); nil is the whole shape.
    public var ring: Double?

    public init(x: Double, y: Double, width: Double, height: Double, radius: Double, ring: Double? = nil) {
        self.x = x; self.y = y
        self.width = max(0, width); self.height = max(0, height)
        self.radius = max(0, min(radius, self.width / 2, self.height / 2))
        self.ring = ring.map { max(0, $0) }
    }

    /// The whole pixels the shape touches: (x0, y0) inclusive, (x1, y1) exclusive.
    public var pixelBox: (x0: Int, y0: Int, x1: Int, y1: Int) {
        (Int(x.rounded(.down)), Int(y.rounded(.down)), Int((x + width).rounded(.up)), Int((y + height).rounded(.up)))
    }

    /// Signed distance (pixels) from (px, py) to the rounded rectangle inset by `inset`.
    @inline(__always)
    static func distance(_ px: Double, _ py: Double, cx: Double, cy: Double, halfWidth: Double, halfHeight: Double,
                         radius: Double) -> Double {
        let qx = abs(px - cx) - (halfWidth - radius), qy = abs(py - cy) - (halfHeight - radius)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - radius
    }

    /// Coverage (0…1) of the pixel whose top-left corner is (px, py).
    @inline(__always)
    public func coverage(px: Int, py: Int) -> Double {
        let sx = Double(px) + 0.5, sy = Double(py) + 0.5
        let cx = x + width / 2, cy = y + height / 2
        let outer = Self.distance(sx, sy, cx: cx, cy: cy, halfWidth: width / 2, halfHeight: height / 2, radius: radius)
        let covered = min(1, max(0, 0.5 - outer))
        guard let ring, covered > 0 else { return covered }
        // A border: the outline minus the shape inset by its width (CALayer keeps the inner
        // corner concentric: radius − width).
        let inner = Self.distance(sx, sy, cx: cx, cy: cy, halfWidth: width / 2 - ring, halfHeight: height / 2 - ring,
                                  radius: max(0, radius - ring))
        let innerCovered = width / 2 <= ring || height / 2 <= ring ? 0 : min(1, max(0, 0.5 - inner))
        return max(0, covered - innerCovered)
    }

    /// The signed distance (pixels, negative inside) from the point (`sx`, `sy`) to the outline,
    /// and the outline's outward unit normal there (glass's rim: its depth and direction). The
    /// distance is `distance`'s; on a straight side the normal is that side's axis.
    public func field(x sx: Double, y sy: Double) -> (distance: Double, nx: Double, ny: Double) {
        let px = sx - (x + width / 2), py = sy - (y + height / 2)
        let signX: Double = px < 0 ? -1 : 1, signY: Double = py < 0 ? -1 : 1
        let qx = abs(px) - (width / 2 - radius), qy = abs(py) - (height / 2 - radius)
        if qx > 0, qy > 0 {
            let length = (qx * qx + qy * qy).squareRoot()
            return (length - radius, signX * qx / length, signY * qy / length)
        }
        return qx > qy ? (qx - radius, signX, 0) : (qy - radius, 0, signY)
    }

    /// The most pixels a shape's mask or shaped texture holds (64 MiB as ARGB): a larger shape
    /// is made coarser and stretched (`ShapeKey.maskReduction`). A 1179 × 2556 @3× screen is 3 M.
    public static let maximumMaskPixels = 16.0 * 1024 * 1024
    /// The longest side of one (a texture side every GPU takes).
    public static let maximumMaskSide = 8192.0

    /// The coverage of every pixel of `pixelBox`, row by row, as bytes (0…255).
    public func mask() -> (width: Int, height: Int, alpha: [UInt8]) {
        let box = pixelBox
        let w = max(0, box.x1 - box.x0), h = max(0, box.y1 - box.y0)
        var alpha = [UInt8](repeating: 0, count: w * h)
        for row in 0..<h {
            for column in 0..<w {
                alpha[row * w + column] = UInt8((coverage(px: box.x0 + column, py: box.y0 + row) * 255).rounded())
            }
        }
        return (w, h, alpha)
    }
}
