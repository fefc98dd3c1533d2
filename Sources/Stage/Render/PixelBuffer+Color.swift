import DisplayList
import PNGWriting

/// Reading a pixel back as a display-list colour (the rendering tests check pictures with it).
extension PixelBuffer {
    /// The colour at pixel (`x`, `y`).
    public func color(x: Int, y: Int) -> Color {
        let i = (y * width + x) * 4
        if order == .bgra { return Color(bytes[i + 2], bytes[i + 1], bytes[i], bytes[i + 3]) }
        return Color(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }
}
