/// The colour boost of a material's backdrop. UIVisualEffectView's blur is not a plain blur: its
/// backdrop layer also raises saturation (a `colorSaturate` filter, amount about 1.8 in dumps of
/// the UIBlurEffect styles; Apple documents none), which is why a bar over a photo looks vivid on
/// an iPhone and grey under a plain blur. Applied to the small blurred copy: a few hundred pixels.
enum BackdropSaturation {
    static let amount = 1.8

    /// Each ARGB pixel moved away from its luminance (Rec. 709 weights, in 1/256) by `amount`,
    /// clamped to a byte; greys stay as they are.
    static func apply(_ pixels: inout [UInt32], count: Int, amount: Double = amount) {
        let gain = Int((amount * 256).rounded())
        pixels.withUnsafeMutableBufferPointer { buffer in
            for i in 0..<min(count, buffer.count) {
                let p = buffer[i]
                let r = Int(p >> 16 & 0xFF), g = Int(p >> 8 & 0xFF), b = Int(p & 0xFF)
                let luma = (54 * r + 183 * g + 19 * b) >> 8
                func boosted(_ c: Int) -> UInt32 { UInt32(min(255, max(0, luma + ((c - luma) * gain) >> 8))) }
                buffer[i] = p & 0xFF00_0000 | boosted(r) << 16 | boosted(g) << 8 | boosted(b)
            }
        }
    }
}
