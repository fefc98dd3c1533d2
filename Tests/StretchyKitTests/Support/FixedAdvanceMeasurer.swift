import StretchyKit
import HeaderKit
import ScrollCore

/// Text measured as if every character were 0.6 em wide and lines 1.2 em high: deterministic
/// stand-in for SDL_ttf in layout and session tests.
struct FixedAdvanceMeasurer: TextMeasuring {
    func measure(_ text: String, style: TextStyle, width: Double?) -> Size {
        let advance = style.size * 0.6, lineHeight = style.size * 1.2
        let count = Double(text.count)
        guard let width, width > 0 else { return Size(width: count * advance, height: lineHeight) }
        let perLine = max(1, (width / advance).rounded(.down))
        return Size(width: min(width, count * advance), height: (count / perLine).rounded(.up) * lineHeight)
    }
}

/// Captures nothing: the harness's record of what would have been drawn.
struct DiscardingCapturer: FrameCapturing {
    var paths: [String] = []
    mutating func capture(_ scene: Scene, to path: String) throws(StretchyError) { paths.append(path) }
}
