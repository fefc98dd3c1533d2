import CSDL2
import DisplayList
import InputGeometry

/// What a shaped texture shows inside its outline.
enum ShapedContentKind: Hashable {
    /// `source` (in the bitmap's pixels) of photo `index` (its sharp or its blurred bitmap),
    /// stretched over the outline.
    case photo(index: Int, source: Rect, blurred: Bool)
    case gradient(LinearGradient)
}

/// Photos and gradients cut to an outline with anti-aliased edges, composed on the CPU (pixel ×
/// coverage) into one texture: SDL's renderers have no blend mode that multiplies what is drawn
/// by a mask's alpha, and drawing the same texture keeps window, replays and videos alike.
final class ShapedContent {
    struct Key: Hashable {
        var content: ShapedContentKind
        var shape: ShapeKey
    }

    private let cache = TextureCache<Key>(capacity: 48)

    func removeAll() { cache.removeAll() }

    func texture(for key: Key, photo: SurfacePointer?, renderer: OpaquePointer) -> TextureCache<Key>.Entry? {
        cache.texture(for: key, renderer: renderer) {
            let reduction = key.shape.maskReduction
            let shape = key.shape.coverage(reduction: reduction)
            let box = shape.pixelBox
            let width = max(0, box.x1 - box.x0), height = max(0, box.y1 - box.y0)
            var pixels = [UInt32](repeating: 0, count: width * height)
            let sample = Self.sampler(key.content, shape: shape, photo: photo)
            for row in 0..<height {
                for column in 0..<width {
                    let px = box.x0 + column, py = box.y0 + row
                    let covered = shape.coverage(px: px, py: py)
                    guard covered > 0 else { continue }
                    let u = (Double(px) + 0.5 - shape.x) / max(shape.width, 1e-9)
                    let v = (Double(py) + 0.5 - shape.y) / max(shape.height, 1e-9)
                    let c = sample(min(1, max(0, u)), min(1, max(0, v)))
                    let alpha = UInt32((c.a * covered).rounded())
                    pixels[row * width + column] = alpha << 24 | UInt32(c.r.rounded()) << 16 | UInt32(c.g.rounded()) << 8
                        | UInt32(c.b.rounded())
                }
            }
            let scaled = { (n: Int) in Int(Double(n) * reduction) }
            return (pixels, width, height, scaled(box.x0), scaled(box.y0), scaled(width), scaled(height))
        }
    }

    private static func sampler(_ content: ShapedContentKind, shape: ShapeCoverage, photo: SurfacePointer?)
        -> (Double, Double) -> (r: Double, g: Double, b: Double, a: Double) {
        switch content {
        case let .gradient(gradient):
            let aspect = shape.width / max(shape.height, 1e-9)
            return { u, v in gradient.color(at: gradient.position(u: u, v: v, aspect: aspect)) }
        case let .photo(_, source, _):
            guard let photo else { return { _, _ in (0, 0, 0, 0) } }
            return { u, v in PhotoSampling.bilinear(photo, x: source.minX + u * source.width, y: source.minY + v * source.height) }
        }
    }
}

/// Reading an ARGB8888 bitmap between its pixels.
enum PhotoSampling {
    /// The bitmap at (x, y) in its pixels, bilinear between the four nearest pixel centres.
    static func bilinear(_ surface: SurfacePointer, x: Double, y: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        let stride = Int(surface.pointee.pitch) / 4
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let fx = min(Double(width) - 1, max(0, x - 0.5)), fy = min(Double(height) - 1, max(0, y - 0.5))
        let x0 = Int(fx), y0 = Int(fy), x1 = min(width - 1, x0 + 1), y1 = min(height - 1, y0 + 1)
        let tx = fx - Double(x0), ty = fy - Double(y0)
        func channels(_ p: UInt32) -> (Double, Double, Double, Double) {
            (Double(p >> 16 & 255), Double(p >> 8 & 255), Double(p & 255), Double(p >> 24))
        }
        let a = channels(pixels[y0 * stride + x0]), b = channels(pixels[y0 * stride + x1])
        let c = channels(pixels[y1 * stride + x0]), d = channels(pixels[y1 * stride + x1])
        func mix(_ p: Double, _ q: Double, _ r: Double, _ s: Double) -> Double {
            (p * (1 - tx) + q * tx) * (1 - ty) + (r * (1 - tx) + s * tx) * ty
        }
        return (mix(a.0, b.0, c.0, d.0), mix(a.1, b.1, c.1, d.1), mix(a.2, b.2, c.2, d.2), mix(a.3, b.3, c.3, d.3))
    }
}
