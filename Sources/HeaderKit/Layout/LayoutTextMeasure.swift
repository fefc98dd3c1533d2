import ScrollCore

/// What measures a design's `auto` text while its layout is evaluated: the screen's measurer (the
/// renderer's own fonts and line breaker, so a measured height is the drawn one) and the content's
/// title for `"$title"`. Remembers each layer's last answer, so a layer whose width and size do
/// not change costs one comparison a frame.
public final class LayoutTextMeasure: @unchecked Sendable {
    let measurer: any TextMeasuring
    let title: String
    private var last: [Int: (width: Double, size: Double, result: Double)] = [:]

    public init(measurer: any TextMeasuring, title: String) {
        self.measurer = measurer
        self.title = title
    }

    /// The stand-in for load-time checks: a fixed-advance font.
    static let standIn = LayoutTextMeasure(measurer: FixedAdvanceTextMeasurer(), title: "Title")

    /// Text layer `index`'s height at `width`: its lines wrapped as drawn (at most `lines`, 0: up
    /// to the renderer's limit), each `lineHeight` times the font's line height apart; 0 for no text.
    func height(layer index: Int, text: String, size: Double, weight: TextWeight, lines: Int, lineHeight: Double, width: Double) -> Double {
        if let known = last[index], known.width == width, known.size == size { return known.result }
        let string = text == "$title" ? title : text
        let result = string.isEmpty || size <= 0 ? 0
            : measurer.measureLines(string, style: TextStyle(size: size, weight: weight), width: max(1, width),
                                    lines: lines, lineHeight: lineHeight).height + 1e-6  // read back in pixels, never a hair short
        last[index] = (width, size, result)
        return result
    }

    /// Text layer `index`'s single-line width (keyed apart from its height by a negative index).
    func width(layer index: Int, text: String, size: Double, weight: TextWeight) -> Double {
        let key = -1 - index
        if let known = last[key], known.size == size { return known.result }
        let string = text == "$title" ? title : text
        // A hair over the measured width, so the width read back in pixels never rounds below it
        // (a line one pixel short would end in "…").
        let result = string.isEmpty || size <= 0 ? 0 : measurer.measure(string, style: TextStyle(size: size, weight: weight), width: nil).width + 1e-6
        last[key] = (0, size, result)
        return result
    }
}
