import HeaderKit

/// A frame's pixels read back from the renderer: RGBA bytes, rows top to bottom, no padding.
/// Reuse one buffer across frames; reading resizes it only when the frame size changes.
public struct PixelBuffer: Sendable, Equatable {
    public private(set) var width: Int
    public private(set) var height: Int
    public var bytes: [UInt8]

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
        return Color(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }
}
