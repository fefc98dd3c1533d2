/// A Gaussian blur approximated by three running-sum box passes each way (Wells 1986: the
/// variance of three boxes of radius r is 3·((2r+1)² − 1)/12), on ARGB8888 pixels, edges clamped.
/// Shared by the material backdrop and the photos' blurred copies.
enum BoxBlur {
    static func apply(_ pixels: inout [UInt32], width: Int, height: Int, radius: Int, scratch: inout [UInt32]) {
        guard radius > 0, width > 0, height > 0 else { return }
        if scratch.count < pixels.count { scratch = Array(repeating: 0, count: pixels.count) }
        for _ in 0..<3 {
            pass(&pixels, width: width, height: height, radius: radius, horizontal: true, scratch: &scratch)
            pass(&pixels, width: width, height: height, radius: radius, horizontal: false, scratch: &scratch)
        }
    }

    /// One box pass along rows or columns (all four channels).
    private static func pass(_ pixels: inout [UInt32], width: Int, height: Int, radius: Int, horizontal: Bool,
                             scratch: inout [UInt32]) {
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let step = horizontal ? 1 : width, lineStep = horizontal ? width : 1
        // sum / span as (sum · ⌈2²⁴ / span⌉) >> 24, without a division per channel and pixel: the
        // same quotient while the rounding up (sum · 1 / 2²⁴ at most, sum ≤ 255 · span) stays under
        // 1 / span, i.e. for span < 256.
        precondition(radius < 128, "the reciprocal is exact for box widths under 256")
        let span = UInt32(2 * radius + 1), reciprocal = ((1 << 24) + span - 1) / span
        pixels.withUnsafeBufferPointer { src in
            scratch.withUnsafeMutableBufferPointer { dst in
                for line in 0..<lines {
                    let base = line * lineStep
                    func at(_ i: Int) -> UInt32 { src[base + min(length - 1, max(0, i)) * step] }
                    var a: UInt32 = 0, r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
                    for i in -radius...radius {
                        let p = at(i)
                        a += p >> 24; r += p >> 16 & 0xFF; g += p >> 8 & 0xFF; b += p & 0xFF
                    }
                    for i in 0..<length {
                        dst[base + i * step] = ((a &* reciprocal) >> 24) << 24 | ((r &* reciprocal) >> 24) << 16
                            | ((g &* reciprocal) >> 24) << 8 | (b &* reciprocal) >> 24
                        let out = at(i - radius), next = at(i + radius + 1)
                        a = a &+ (next >> 24) &- (out >> 24)
                        r = r &+ (next >> 16 & 0xFF) &- (out >> 16 & 0xFF)
                        g = g &+ (next >> 8 & 0xFF) &- (out >> 8 & 0xFF)
                        b = b &+ (next & 0xFF) &- (out & 0xFF)
                    }
                }
            }
        }
        swap(&pixels, &scratch)
    }
}
