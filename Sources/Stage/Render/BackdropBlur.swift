import CSDL2

/// UIVisualEffectView's backdrop, fast enough for every frame: the pixels already drawn under a
/// rectangle are read back, averaged down by `factor` (4–16: the blur hides what that drops),
/// blurred (`BoxBlur`), uploaded to a small
/// streaming texture and stretched back with linear filtering.
final class BackdropBlur {
    private var full: [UInt32] = []
    private var small: [UInt32] = []
    private var scratch: [UInt32] = []
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)

    deinit { if let texture { SDL_DestroyTexture(texture) } }

    /// Frees the texture (after a render device reset it is invalid; it is made again on demand).
    func reset() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        textureSize = (0, 0)
    }

    /// The downscale for a Gaussian of `sigma` pixels: a power of two leaving ≈ 2.5 px of blur.
    static func factor(sigma: Double) -> Int {
        var factor = 1
        while factor < 16, sigma / Double(factor * 2) >= 2.5 { factor *= 2 }
        return factor
    }

    /// Box widths of three passes giving a Gaussian of `sigma` (each pass: radius r, width 2r+1).
    static func boxRadius(sigma: Double) -> Int {
        Int(((12 * sigma * sigma / 3 + 1).squareRoot() - 1) / 2 + 0.5)
    }

    /// Blurs what `renderer` has drawn in `rect` (pixels, inside the output) and draws it back at `alpha`.
    func apply(renderer: OpaquePointer, rect: SDL_Rect, factor: Int, boxRadius: Int, alpha: UInt8) {
        let width = Int(rect.w), height = Int(rect.h)
        guard width > 0, height > 0 else { return }
        if full.count < width * height { full = Array(repeating: 0, count: width * height) }
        var region = rect
        let status = full.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(renderer, &region, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, Int32(width * 4))
        }
        guard status == 0 else { return }
        let sw = max(1, (width + factor - 1) / factor), sh = max(1, (height + factor - 1) / factor)
        downscale(width: width, height: height, factor: factor, into: sw, sh)
        BoxBlur.apply(&small, width: sw, height: sh, radius: boxRadius, scratch: &scratch)
        guard let texture = texture(renderer: renderer, width: sw, height: sh) else { return }
        small.withUnsafeBytes { bytes in
            var area = SDL_Rect(x: 0, y: 0, w: Int32(sw), h: Int32(sh))
            _ = SDL_UpdateTexture(texture, &area, bytes.baseAddress, Int32(sw * 4))
        }
        // The small copy's texels cover factor × factor pixels (the last row/column maybe fewer).
        var source = SDL_Rect(x: 0, y: 0, w: Int32(sw), h: Int32(sh))
        var target = SDL_FRect(x: Float(rect.x), y: Float(rect.y), w: Float(sw * factor), h: Float(sh * factor))
        SDL_SetTextureBlendMode(texture, alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(texture, alpha)
        var clip = rect
        let hadClip = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
        var previous = SDL_Rect()
        SDL_RenderGetClipRect(renderer, &previous)
        SDL_RenderSetClipRect(renderer, &clip)
        SDL_RenderCopyF(renderer, texture, &source, &target)
        if hadClip { SDL_RenderSetClipRect(renderer, &previous) } else { SDL_RenderSetClipRect(renderer, nil) }
    }

    /// Each small pixel: the mean of its factor × factor block (opaque result).
    private func downscale(width: Int, height: Int, factor: Int, into sw: Int, _ sh: Int) {
        if small.count < sw * sh { small = Array(repeating: 0, count: sw * sh) }
        full.withUnsafeBufferPointer { src in
            small.withUnsafeMutableBufferPointer { dst in
                for sy in 0..<sh {
                    let y0 = sy * factor, y1 = min(height, y0 + factor)
                    for sx in 0..<sw {
                        let x0 = sx * factor, x1 = min(width, x0 + factor)
                        var r = 0, g = 0, b = 0
                        for y in y0..<y1 {
                            var i = y * width + x0
                            for _ in x0..<x1 {
                                let p = src[i]
                                r += Int(p >> 16 & 0xFF); g += Int(p >> 8 & 0xFF); b += Int(p & 0xFF)
                                i += 1
                            }
                        }
                        let n = (y1 - y0) * (x1 - x0)
                        dst[sy * sw + sx] = 0xFF00_0000 | UInt32(r / n) << 16 | UInt32(g / n) << 8 | UInt32(b / n)
                    }
                }
            }
        }
    }

    private func texture(renderer: OpaquePointer, width: Int, height: Int) -> OpaquePointer? {
        if let texture, textureSize.width >= width, textureSize.height >= height { return texture }
        reset()
        let w = max(width, 64), h = max(height, 64)
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                    Int32(w), Int32(h))
        if let texture { SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear) }
        textureSize = (w, h)
        return texture
    }
}
