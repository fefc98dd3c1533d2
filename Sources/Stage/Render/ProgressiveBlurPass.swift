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
/// the material's upscale: the small rows stretched across once (`widen`), then per row three
/// whole-row blends (`lerpRows`) — the same pixels as a per-pixel bilinear sample, several
/// times faster at @3×.
final class ProgressiveBlurPass {
    private let sampler = BackdropBlur()
    private let pixels = FramePixels()
    /// One row of the blurred copy, and a row of the fade colour (`fadeColor`).
    private var blurredRow: [UInt32] = []
    private var fadeRow: [UInt32] = []
    private var fadeColor: UInt32 = 0

    func reset() {
        sampler.reset()
        pixels.reset()
    }

    /// `rowStrengths[i]` is row `band.y + i`'s; `bounds` limits the pixels written.
    func apply(renderer: OpaquePointer, target: SurfacePointer?, draw: ProgressiveBlurDraw) {
        let band = draw.band, width = Int(band.w)
        guard band.w > 0, band.h > 0 else { return }
        if blurredRow.count < width { blurredRow = Array(repeating: 0, count: width) }
        if fadeRow.count < width || fadeColor != draw.fade {
            fadeRow = Array(repeating: draw.fade, count: max(width, fadeRow.count))
            fadeColor = draw.fade
        }
        pixels.edit(renderer: renderer, target: target, rect: band) { origin, stride in
            let small = sampler.blurredCopy(UnsafePointer(origin), stride: stride, width: width, height: Int(band.h),
                                            factor: draw.factor, boxRadius: draw.boxRadius)
            sampler.small.withUnsafeBufferPointer { sampler.widen($0.baseAddress!, width: width, factor: draw.factor, from: small.width, small.height) }
            sampler.wide.withUnsafeBufferPointer { wide in
                blurredRow.withUnsafeMutableBufferPointer { blurred in
                    fadeRow.withUnsafeBufferPointer { fadeRow in
                        let blurred = blurred.baseAddress!
                        for y in 0..<Int(band.h) {
                            let strength = draw.rowStrengths[y]
                            guard strength > 0 else { continue }
                            let (near, far, wy) = BackdropBlur.sample(y, factor: draw.factor, count: small.height)
                            BackdropBlur.lerpRows(wide.baseAddress! + near * width, wide.baseAddress! + far * width, wy,
                                                  into: blurred, count: width)
                            let row = origin + y * stride
                            BackdropBlur.lerpRows(row, blurred, strength, into: row, count: width)
                            let fade = (strength * draw.fadeAlpha) >> 8
                            if fade > 0 { BackdropBlur.lerpRows(row, fadeRow.baseAddress!, fade, into: row, count: width) }
                        }
                    }
                }
            }
        }
    }
}
