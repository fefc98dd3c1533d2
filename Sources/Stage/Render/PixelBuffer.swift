import CSDL2
import DisplayList

/// A frame's pixels read back from the renderer: 32-bit pixels, rows top to bottom, no padding,
/// in the renderer's own layout (`pixelFormat`), so reading back is a plain copy on the frame
/// thread; `color(x:y:)` and the PNG writer decode it. Reuse one buffer across frames; reading
/// resizes it only when the frame size changes.
public struct PixelBuffer: Sendable, Equatable {
    public private(set) var width: Int
    public private(set) var height: Int
    public var bytes: [UInt8]
    /// An `SDL_PIXELFORMAT_*` value: ARGB8888 (from the renderers here) or ABGR8888 (RGBA bytes).
    public internal(set) var pixelFormat: UInt32 = SDL_PIXELFORMAT_ABGR8888.rawValue

    public init(width: Int = 0, height: Int = 0) {
        self.width = width
        self.height = height
        bytes = [UInt8](repeating: 0, count: width * height * 4)
    }

    public var bytesPerRow: Int { width * 4 }

    mutating func resize(width: Int, height: Int) {
        guard width != self.width || height != self.height else { return }
        self.width = width
        self.height = height
        bytes = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// The colour at pixel (`x`, `y`).
    public func color(x: Int, y: Int) -> Color {
        let i = (y * width + x) * 4
        if pixelFormat == SDL_PIXELFORMAT_ARGB8888.rawValue {
            // 0xAARRGGBB stored little-endian: B, G, R, A.
            return Color(bytes[i + 2], bytes[i + 1], bytes[i], bytes[i + 3])
        }
        return Color(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }
}
