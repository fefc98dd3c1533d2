/// A frame's pixels read back from the renderer: 32-bit pixels, rows top to bottom, no padding,
/// in the renderer's own layout (`order`), so reading back is a plain copy on the frame
/// thread; the PNG writer and `color(x:y:)` (Stage) decode it. Reuse one buffer across frames; reading
/// resizes it only when the frame size changes.
public struct PixelBuffer: Sendable, Equatable {
    public private(set) var width: Int
    public private(set) var height: Int
    public var bytes: [UInt8]
    /// The bytes' order in each pixel: `.bgra` from the renderers here, `.rgba` when built by hand.
    public package(set) var order: PixelOrder = .rgba

    public init(width: Int = 0, height: Int = 0) {
        self.width = width
        self.height = height
        bytes = [UInt8](repeating: 0, count: width * height * 4)
    }

    public var bytesPerRow: Int { width * 4 }

    package mutating func resize(width: Int, height: Int) {
        guard width != self.width || height != self.height else { return }
        self.width = width
        self.height = height
        bytes = [UInt8](repeating: 0, count: width * height * 4)
    }
}

/// A pixel's four bytes in memory order.
public enum PixelOrder: Sendable, Equatable {
    /// B, G, R, A: SDL's ARGB8888 words (0xAARRGGBB) stored little-endian.
    case bgra
    /// R, G, B, A: SDL's ABGR8888 words, PNG's and libpng's RGBA.
    case rgba
}
