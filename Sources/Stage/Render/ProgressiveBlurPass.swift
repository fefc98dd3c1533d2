import CSDL2

/// A progressive blur as the renderer draws it, in pixels: the band, the frost's downscale and box
/// radius, each row's strength (0…256, 256 at the edge) and the fade colour and its strongest alpha.
public struct ProgressiveBlurDraw {
    var band: SDL_Rect
    var factor: Int
    var boxRadius: Int
    var rowStrengths: [UInt32]
    var fade: UInt32
    var fadeAlpha: UInt32
}

/// iOS 26's soft scroll edge effect on the CPU: the band's pixels are averaged down and blurred
/// (`BackdropBlur.blurredCopy`), then each row is mixed toward the blurred copy by its strength
/// and toward the fade colour by strength × the fade's alpha, so content passing under a bar
/// softens and fades progressively toward the screen's edge. Separable and in vector lanes, as
/// the material's upscale: small rows stretched across (`widenRow`), then per row whole-row
/// blends (`BackdropBlur.lerp4`) — the same pixels as a per-pixel bilinear sample.
///
/// Most of the band is at full strength (under the bar itself), where the row's own pixels are
/// wholly replaced by the faded blur: there the small copy is faded once per small texel
/// (`fadedWide`), so such a row is one blend of two stretched rows, as a material is. The
/// feather's rows mix the row, the blur and the fade in one pass (`mixRow`) without storing
/// between them. Small rows are stretched only when a row needs them.
final class ProgressiveBlurPass {
    private let sampler = BackdropBlur()
    private let pixels = FramePixels()
    /// The small copy faded by the fade's alpha, and both copies' stretched rows (row `sy` at
    /// `sy * width`), each stretched on first use in a frame (`stretched`).
    private var fadedSmall: [UInt32] = []
    private var plainWide: [UInt32] = []
    private var fadedWide: [UInt32] = []
    private var stretched: (plain: [Bool], faded: [Bool]) = ([], [])

    func reset() {
        sampler.reset()
        pixels.reset()
    }

    /// Frees every buffer (the frame shrank: they are made again at the sizes the smaller frame needs).
    func release() {
        sampler.release()
        pixels.release()
        fadedSmall = []; plainWide = []; fadedWide = []
        stretched = ([], [])
    }

    /// The bytes its buffers hold now.
    var bufferBytes: Int {
        sampler.bufferBytes + pixels.bufferBytes + 4 * (fadedSmall.capacity + plainWide.capacity + fadedWide.capacity)
            + stretched.plain.capacity + stretched.faded.capacity
    }

    /// `rowStrengths[i]` is row `band.y + i`'s; `bounds` limits the pixels written.
    func apply(renderer: OpaquePointer, target: SurfacePointer?, draw: ProgressiveBlurDraw) {
        let band = draw.band, width = Int(band.w)
        guard band.w > 0, band.h > 0 else { return }
        pixels.edit(renderer: renderer, target: target, rect: band) { origin, stride in
            let small = sampler.blurredCopy(UnsafePointer(origin), stride: stride, width: width, height: Int(band.h),
                                            factor: draw.factor, boxRadius: draw.boxRadius)
            let count = small.width * small.height
            if fadedSmall.count < count { fadedSmall = Array(repeating: 0, count: count) }
            if plainWide.count < width * small.height {
                plainWide = Array(repeating: 0, count: width * small.height)
                fadedWide = plainWide
            }
            for i in 0..<count { fadedSmall[i] = BackdropBlur.lerp(sampler.small[i], draw.fade, draw.fadeAlpha) }
            if stretched.plain.count != small.height {
                stretched = (Array(repeating: false, count: small.height), Array(repeating: false, count: small.height))
            } else {
                for sy in 0..<small.height { stretched.plain[sy] = false; stretched.faded[sy] = false }
            }
            sampler.prepareColumns(width: width, factor: draw.factor, smallWidth: small.width)
            plainWide.withUnsafeMutableBufferPointer { plainWide in
                fadedWide.withUnsafeMutableBufferPointer { fadedWide in
                    let plain = plainWide.baseAddress!, faded = fadedWide.baseAddress!
                    for y in 0..<Int(band.h) {
                        let strength = draw.rowStrengths[y]
                        guard strength > 0 else { continue }
                        let (near, far, wy) = BackdropBlur.sample(y, factor: draw.factor, count: small.height)
                        let row = origin + y * stride
                        if strength >= 256 {
                            stretch(near, far, faded: true, into: faded, width: width, sw: small.width)
                            BackdropBlur.lerpRows(faded + near * width, faded + far * width, wy, into: row, count: width)
                        } else {
                            stretch(near, far, faded: false, into: plain, width: width, sw: small.width)
                            Self.mixRow(row, plain + near * width, plain + far * width, wy, strength: strength, fade: draw.fade,
                                        fadeWeight: (strength * draw.fadeAlpha) >> 8, count: width)
                        }
                    }
                }
            }
        }
    }

    /// Stretches small rows `near` and `far` of the plain or the faded copy into `wide` (row `sy`
    /// at `sy * width`), each unless this frame already has.
    private func stretch(_ near: Int, _ far: Int, faded: Bool, into wide: UnsafeMutablePointer<UInt32>, width: Int, sw: Int) {
        (faded ? fadedSmall : sampler.small).withUnsafeBufferPointer { small in
            for sy in near...max(near, far) where !(faded ? stretched.faded[sy] : stretched.plain[sy]) {
                if faded { stretched.faded[sy] = true } else { stretched.plain[sy] = true }
                sampler.widenRow(small.baseAddress! + sy * sw, into: wide + sy * width, width: width)
            }
        }
    }

    /// A feather row: the blur between two stretched rows (`wy`), mixed into the row by `strength`,
    /// then toward the fade colour by `fadeWeight` — the three `lerp`s of the per-pixel formula,
    /// four pixels at a time, in registers.
    static func mixRow(_ row: UnsafeMutablePointer<UInt32>, _ near: UnsafePointer<UInt32>, _ far: UnsafePointer<UInt32>, _ wy: UInt32,
                       strength: UInt32, fade: UInt32, fadeWeight: UInt32, count: Int,
                       fourAtATime: Bool = BackdropBlur.fourAtATime) {
        let vertical = BackdropBlur.Lerp4Weights(wy), mix = BackdropBlur.Lerp4Weights(strength)
        let fading = BackdropBlur.Lerp4Weights(fadeWeight), fadeColour = SIMD4<UInt32>(repeating: fade)
        var x = 0
        while fourAtATime, x + 4 <= count {
            let a = UnsafeRawPointer(near + x).loadUnaligned(as: SIMD4<UInt32>.self)
            let b = UnsafeRawPointer(far + x).loadUnaligned(as: SIMD4<UInt32>.self)
            let own = UnsafeRawPointer(row + x).loadUnaligned(as: SIMD4<UInt32>.self)
            let blurred = BackdropBlur.lerp4(a, b, vertical)
            let mixed = BackdropBlur.lerp4(own, blurred, mix)
            UnsafeMutableRawPointer(row + x).storeBytes(of: BackdropBlur.lerp4(mixed, fadeColour, fading), as: SIMD4<UInt32>.self)
            x += 4
        }
        while x < count {
            let blurred = BackdropBlur.lerp(near[x], far[x], wy)
            row[x] = BackdropBlur.lerp(BackdropBlur.lerp(row[x], blurred, strength), fade, fadeWeight)
            x += 1
        }
    }
}
