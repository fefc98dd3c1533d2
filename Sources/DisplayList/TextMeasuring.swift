import InputGeometry

/// Measures wrapped text; the SDL shell answers with SDL2_ttf (and its font fallback chain), tests
/// with a fixed-advance stand-in. Layout never touches a font itself.
public protocol TextMeasuring {
    /// The size `text` takes in `style` wrapped to `width` points (unwrapped when `width` is nil).
    func measure(_ text: String, style: TextStyle, width: Double?) -> Size
    /// The size `text` takes on at most `lines` lines (0: any number) wrapped to `width`, lines
    /// `lineHeight` times the font's line height apart, as the renderer draws `.lines`.
    func measureLines(_ text: String, style: TextStyle, width: Double, lines: Int, lineHeight: Double) -> Size
}

extension TextMeasuring {
    /// Derived from `measure` (a fixed-advance font's lines); the SDL measurer answers with the
    /// renderer's own layout.
    public func measureLines(_ text: String, style: TextStyle, width: Double, lines: Int, lineHeight: Double) -> Size {
        let line = measure(text, style: style, width: nil).height
        guard line > 0 else { return .zero }
        let wrapped = measure(text, style: style, width: width)
        var count = max(1, (wrapped.height / line).rounded())
        if lines > 0 { count = min(count, Double(lines)) }
        return Size(width: wrapped.width, height: (count - 1) * line * lineHeight + max(line * lineHeight, line))
    }
}
