import ScrollCore

/// A fixed-advance font for headless runs without SDL_ttf (layout tests, the fuzzer, `stretchy soak`): every
/// character is `size/2` wide, lines are `size·1.2` tall, wrapping breaks between characters.
public struct FixedAdvanceTextMeasurer: TextMeasuring, Sendable {
    public init() {}

    public func measure(_ text: String, style: TextStyle, width: Double?) -> Size {
        let advance = style.size / 2, lineHeight = style.size * 1.2
        let textWidth = Double(text.count) * advance
        guard let width, width > 0, textWidth > width else { return Size(width: textWidth, height: lineHeight) }
        let perLine = max(1, (width / advance).rounded(.down))
        let lines = (Double(text.count) / perLine).rounded(.up)
        return Size(width: width, height: lines * lineHeight)
    }
}
