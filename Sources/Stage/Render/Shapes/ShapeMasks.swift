import CSDL2

/// White textures whose alpha is a shape's coverage (`ShapeCoverage`), drawn colour-modulated:
/// anti-aliased rounded fills, circles, capsules and borders, and blurred ones as shadows.
final class ShapeMasks {
    private let cache = TextureCache<ShapeKey>(capacity: 256)

    func removeAll() { cache.removeAll() }

    /// The texture of `key` and where it goes relative to the key's whole-pixel origin.
    func texture(for key: ShapeKey, renderer: OpaquePointer) -> TextureCache<ShapeKey>.Entry? {
        key.blur > 0 ? shadow(key, renderer: renderer) : sharp(key, renderer: renderer)
    }

    private func sharp(_ key: ShapeKey, renderer: OpaquePointer) -> TextureCache<ShapeKey>.Entry? {
        cache.texture(for: key, renderer: renderer) {
            let reduction = key.maskReduction
            let mask = key.coverage(reduction: reduction).mask()
            let pixels = mask.alpha.map { UInt32($0) << 24 | 0x00FF_FFFF }
            return (pixels, mask.width, mask.height, 0, 0, Int(Double(mask.width) * reduction), Int(Double(mask.height) * reduction))
        }
    }

    /// A blurred shape: coverage on a grid `reduction` times coarser (a blur of σ pixels hides
    /// detail under σ/2), blurred by three box passes (≈ a Gaussian of σ, as CALayer's
    /// shadowRadius), and stretched back bilinearly when drawn.
    private func shadow(_ key: ShapeKey, renderer: OpaquePointer) -> TextureCache<ShapeKey>.Entry? {
        cache.texture(for: key, renderer: renderer, linear: true) {
            let sigma = Double(key.blur) / ShapeKey.steps
            let margin = (3 * sigma).rounded(.up) + 1
            // Coarser for a wider blur (the box radius stays within one pass's), and for a huge
            // shape, so that the mask stays under `ShapeCoverage.maximumMaskPixels`.
            let w = Double(key.width) / ShapeKey.steps + 6 * sigma + 2, h = Double(key.height) / ShapeKey.steps + 6 * sigma + 2
            let reduction = max(Double(max(1, min(8, Int(sigma / 2)))), (sigma / 120).rounded(.up),
                                (w * h / ShapeCoverage.maximumMaskPixels).squareRoot().rounded(.up),
                                (max(w, h) / ShapeCoverage.maximumMaskSide).rounded(.up))
            let fullWidth = (Double(key.width) / ShapeKey.steps).rounded(.up) + 2 * margin
            let fullHeight = (Double(key.height) / ShapeKey.steps).rounded(.up) + 2 * margin
            let width = Int((fullWidth / reduction).rounded(.up)), height = Int((fullHeight / reduction).rounded(.up))
            let shape = key.coverage(margin: margin, reduction: reduction)
            var pixels = [UInt32](repeating: 0x00FF_FFFF, count: width * height)
            for row in 0..<height {
                for column in 0..<width {
                    let alpha = UInt32((shape.coverage(px: column, py: row) * 255).rounded())
                    pixels[row * width + column] = alpha << 24 | 0x00FF_FFFF
                }
            }
            var scratch: [UInt32] = []
            BoxBlur.apply(&pixels, width: width, height: height, radius: BackdropBlur.boxRadius(sigma: sigma / reduction),
                          scratch: &scratch)
            let drawn = Int(reduction)
            return (pixels, width, height, -Int(margin), -Int(margin), width * drawn, height * drawn)
        }
    }
}
