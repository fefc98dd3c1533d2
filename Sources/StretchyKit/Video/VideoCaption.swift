import HeaderKit
import ScrollCore

/// A caption burnt into a video: the user's text, or `auto` — the design's name and the
/// parameters that differ from their defaults, read each frame (a key may change them).
public enum VideoCaption: Equatable, Sendable {
    case text(String)
    case auto

    /// `--caption auto` is the automatic caption; anything else is shown as written.
    public init(argument: String) {
        self = argument == "auto" ? .auto : .text(argument)
    }

    /// "seed004 · deceleration rate 0.99/ms (default 0.998) · bounces off (default on)",
    /// parameters in catalog order, each as `ParameterSpec.reading` words it.
    public static func autoText(designName: String, parameters: Parameters) -> String {
        let changed = parameters.changedValues
        let parts = parameters.catalog.specs.compactMap { spec in changed[spec.name].map(spec.reading) }
        return ([designName] + parts).joined(separator: " · ")
    }

    static let style = TextStyle(size: 13, weight: .bold, color: .white)
    static let margin = 10.0
    static let maximumHeight = 60.0
    static let bandPadding = 6.0

    /// How tall the band of `text` is across a picture `width` wide (0 when none is drawn), so
    /// annotations sit above it.
    public static func bandHeight(_ text: String, width: Double, measurer: any TextMeasuring) -> Double {
        guard !text.isEmpty, width > 2 * margin else { return 0 }
        let fitted = fitted(text, width: width - 2 * margin, measurer: measurer)
        return min(maximumHeight, measurer.measure(fitted, style: style, width: width - 2 * margin).height) + 2 * bandPadding
    }

    /// `text` if it wraps within `maximumHeight` at `width`; else its longest prefix of whole
    /// words that does, with "…" after it. (The band clipped the rest mid-line: a narrow video or a long `auto`
    /// caption cut its last line in half.)
    static func fitted(_ text: String, width: Double, measurer: any TextMeasuring) -> String {
        func fits(_ candidate: String) -> Bool { measurer.measure(candidate, style: style, width: width).height <= maximumHeight }
        guard !fits(text) else { return text }
        let characters = Array(text)
        var fitting = 0, tooLong = characters.count  // prefix lengths: fits + "…" / does not
        while tooLong - fitting > 1 {
            let middle = (fitting + tooLong) / 2
            if fits(String(characters[..<middle]) + "…") { fitting = middle } else { tooLong = middle }
        }
        // End at a word, never inside one ("bo…"), and not on a dangling separator.
        var kept = String(characters[..<fitting])
        if fitting < characters.count, characters[fitting] != " ", let space = kept.lastIndex(of: " ") {
            kept = String(kept[..<space])
        }
        while let last = kept.last, last == " " || last == "·" || last == "," { kept.removeLast() }
        return kept + "…"
    }

    /// A dark translucent band across the bottom of `bounds` with the text centred on it, wrapped
    /// (long auto captions stay readable on a phone-wide video), at most about three lines high.
    public static func append(_ text: String, in bounds: Rect, measurer: any TextMeasuring, to scene: inout Scene) {
        guard !text.isEmpty, bounds.width > 2 * margin else { return }
        let width = bounds.width - 2 * margin
        let text = fitted(text, width: width, measurer: measurer)
        let textHeight = min(maximumHeight, measurer.measure(text, style: style, width: width).height)
        let band = Rect(x: bounds.minX, y: bounds.maxY - textHeight - 2 * bandPadding, width: bounds.width, height: textHeight + 2 * bandPadding)
        scene.append(.fill(band, Color(0, 0, 0, 150), cornerRadius: 0, clip: bounds))
        let frame = Rect(x: band.minX + margin, y: band.minY + bandPadding, width: width, height: textHeight)
        scene.append(.text(text, style: style, frame: frame, alignment: .center, lineBreak: .wrap, alpha: 1, clip: band))
    }
}
