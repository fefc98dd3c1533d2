/// A Gaussian blur approximated by three running-sum box passes each way (Wells 1986: the
/// variance of three boxes of radius r is 3·((2r+1)² − 1)/12), on ARGB8888 pixels, edges clamped.
/// Shared by the material backdrop and the photos' blurred copies.
enum BoxBlur {
    /// The widest box one pass takes (its reciprocal is exact below 256 pixels).
    static let maximumPassRadius = 127

    /// Any radius: one wider than a pass takes is several blurs whose variances add up to its own
    /// (variance is additive under convolution), and none wider than the picture (a box wider
    /// than the picture, its edges clamped, averages it all alike).
    static func apply(_ pixels: inout [UInt32], width: Int, height: Int, radius: Int, scratch: inout [UInt32]) {
        guard radius > 0, width > 0, height > 0 else { return }
        if scratch.count < pixels.count { scratch = Array(repeating: 0, count: pixels.count) }
        let wanted = min(radius, max(width, height))
        func variance(_ r: Int) -> Int { (2 * r + 1) * (2 * r + 1) - 1 }
        let blurs = (variance(wanted) + variance(maximumPassRadius) - 1) / variance(maximumPassRadius)
        let each = blurs == 1 ? wanted
            : Int(((Double(variance(wanted)) / Double(blurs) + 1).squareRoot() - 1) / 2 + 0.5)
        for _ in 0..<blurs {
            for _ in 0..<3 {
                pass(&pixels, width: width, height: height, radius: each, horizontal: true, scratch: &scratch)
                pass(&pixels, width: width, height: height, radius: each, horizontal: false, scratch: &scratch)
            }
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
        let span = 2 * radius + 1, reciprocal = UInt64(((1 << 24) + span - 1) / span)
        // Two channels per 64-bit word, 32 bits apart (blue | red, green | alpha): a channel's sum
        // times the reciprocal stays under 2³² (255 · (2²⁴ + span)), so one multiply divides both
        // and neither carries into the other. Each line is first spread into such words with its
        // clamped edges (`padded`), so the running sums read it without bounds tests.
        let padded = length + span
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * padded) { words in
            let blueRed = words.baseAddress!, greenAlpha = blueRed + padded
            pixels.withUnsafeBufferPointer { src in
                scratch.withUnsafeMutableBufferPointer { dst in
                    for line in 0..<lines {
                        let base = line * lineStep
                        for j in 0..<padded {
                            let p = src[base + min(length - 1, max(0, j - radius)) * step]
                            blueRed[j] = UInt64(p >> 16 & 0xFF) << 32 | UInt64(p & 0xFF)
                            greenAlpha[j] = UInt64(p >> 24) << 32 | UInt64(p >> 8 & 0xFF)
                        }
                        var br: UInt64 = 0, ga: UInt64 = 0
                        for j in 0..<span { br &+= blueRed[j]; ga &+= greenAlpha[j] }
                        for i in 0..<length {
                            let q = br &* reciprocal, h = ga &* reciprocal
                            dst[base + i * step] = UInt32(truncatingIfNeeded: (h >> 56) << 24 | (q >> 56) << 16 | (h >> 24 & 0xFF) << 8 | (q >> 24 & 0xFF))
                            // The window slides: pixel i − radius (word i) out, i + radius + 1 (word i + span) in.
                            br = br &+ blueRed[i + span] &- blueRed[i]
                            ga = ga &+ greenAlpha[i + span] &- greenAlpha[i]
                        }
                    }
                }
            }
        }
        swap(&pixels, &scratch)
    }
}
