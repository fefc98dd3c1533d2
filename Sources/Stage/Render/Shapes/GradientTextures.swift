import CSDL2
import DisplayList

/// Rectangular gradients as one texture in the layer's unit square, stretched over the frame:
/// with at least as many texels along the gradient as the frame has pixels, neighbouring pixels
/// differ by one texel (no bands, no seams), and a header that stretches reuses its texture.
final class GradientTextures {
    struct Key: Hashable {
        var gradient: LinearGradient
        var width: Int, height: Int
        /// The frame's width / height in 64ths, for a gradient whose axis is not vertical or horizontal.
        var aspect: Int
    }

    private let cache = TextureCache<Key>(capacity: 32)

    func removeAll() { cache.removeAll() }

    /// The texture for `gradient` over a frame of `pixelWidth` × `pixelHeight`.
    func texture(for gradient: LinearGradient, pixelWidth: Double, pixelHeight: Double, renderer: OpaquePointer)
        -> OpaquePointer? {
        let vertical = gradient.start.x == gradient.end.x, horizontal = gradient.start.y == gradient.end.y
        let limit = vertical || horizontal ? 2048 : 1024
        let width = vertical ? 1 : min(limit, Self.bucket(pixelWidth)), height = horizontal ? 1 : min(limit, Self.bucket(pixelHeight))
        let aspect = vertical || horizontal ? 0 : Int((pixelWidth / max(pixelHeight, 1e-9) * 64).rounded())
        let key = Key(gradient: gradient, width: width, height: height, aspect: aspect)
        return cache.texture(for: key, renderer: renderer) {
            var pixels = [UInt32](repeating: 0, count: width * height)
            let ratio = aspect == 0 ? 1 : Double(aspect) / 64
            for row in 0..<height {
                for column in 0..<width {
                    let u = (Double(column) + 0.5) / Double(width), v = (Double(row) + 0.5) / Double(height)
                    let c = gradient.color(at: gradient.position(u: u, v: v, aspect: ratio))
                    pixels[row * width + column] = UInt32(c.a.rounded()) << 24 | UInt32(c.r.rounded()) << 16
                        | UInt32(c.g.rounded()) << 8 | UInt32(c.b.rounded())
                }
            }
            return (pixels, width, height, 0, 0, width, height)
        }?.texture
    }

    /// Texels along an axis: the next multiple of 256 of the pixels (so small size changes keep
    /// the texture), at most 2048.
    static func bucket(_ pixels: Double) -> Int { min(2048, max(256, Int((pixels / 256).rounded(.up)) * 256)) }
}
