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
/// softens and fades progressively toward the screen's edge.
final class ProgressiveBlurPass {
    private let sampler = BackdropBlur()
    private let pixels = FramePixels()
    private var columns: (left: [Int32], right: [Int32], weight: [UInt32]) = ([], [], [])
    private var columnsKey = (width: 0, factor: 0)

    func reset() {
        sampler.reset()
        pixels.reset()
    }

    /// `rowStrengths[i]` is row `band.y + i`'s; `bounds` limits the pixels written.
    func apply(renderer: OpaquePointer, target: SurfacePointer?, draw: ProgressiveBlurDraw) {
        let band = draw.band
        guard band.w > 0, band.h > 0 else { return }
        prepareColumns(width: Int(band.w), factor: draw.factor)
        pixels.edit(renderer: renderer, target: target, rect: band) { origin, stride in
            let small = sampler.blurredCopy(UnsafePointer(origin), stride: stride, width: Int(band.w), height: Int(band.h),
                                            factor: draw.factor, boxRadius: draw.boxRadius)
            let sw = small.width, sh = small.height, factor = draw.factor
            sampler.small.withUnsafeBufferPointer { texels in
                columns.left.withUnsafeBufferPointer { left in
                    columns.right.withUnsafeBufferPointer { right in
                        columns.weight.withUnsafeBufferPointer { weight in
                            for y in 0..<Int(band.h) {
                                let strength = draw.rowStrengths[y]
                                guard strength > 0 else { continue }
                                let (near, far, wy) = BackdropBlur.sample(y, factor: factor, count: sh)
                                let a = texels.baseAddress! + near * sw, b = texels.baseAddress! + far * sw
                                let fade = (strength * draw.fadeAlpha) >> 8
                                let row = origin + y * stride
                                for x in 0..<Int(band.w) {
                                    let l = Int(left[x]), r = Int(right[x]), wx = weight[x]
                                    let blurred = BackdropBlur.lerp(BackdropBlur.lerp(a[l], a[r], wx), BackdropBlur.lerp(b[l], b[r], wx), wy)
                                    let mixed = BackdropBlur.lerp(row[x], blurred, strength)
                                    row[x] = fade > 0 ? BackdropBlur.lerp(mixed, draw.fade, fade) : mixed
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private func prepareColumns(width: Int, factor: Int) {
        guard columnsKey != (width, factor) else { return }
        columnsKey = (width, factor)
        let smallWidth = max(1, (width + factor - 1) / factor)
        columns = ([], [], [])
        for x in 0..<width {
            let (left, right, weight) = BackdropBlur.sample(x, factor: factor, count: smallWidth)
            columns.left.append(Int32(left))
            columns.right.append(Int32(right))
            columns.weight.append(weight)
        }
    }
}
