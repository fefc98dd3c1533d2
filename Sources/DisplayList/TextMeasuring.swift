import InputGeometry

/// Measures wrapped text; the SDL shell answers with SDL2_ttf (and its font fallback chain), tests
/// with a fixed-advance stand-in. Layout never touches a font itself.
public protocol TextMeasuring {
    /// The size `text` takes in `style` wrapped to `width` points (unwrapped when `width` is nil).
    func measure(_ text: String, style: TextStyle, width: Double?) -> Size
}
