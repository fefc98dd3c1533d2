import DisplayList
import InputGeometry

/// HeaderKit's `TextMeasuring` answered with the same layout the renderer draws (same fonts,
/// fallback chain and wrapping), so row heights match the drawn text. Sizes in points.
public final class TextMeasurer: TextMeasuring {
    let engine: TextLayoutEngine
    public let pixelsPerPoint: Double
    private var cache: [TextKey: Size] = [:]
    private static let cacheLimit = 8192

    public init(fonts: FontSet, pixelsPerPoint: Double = 1) {
        engine = TextLayoutEngine(fonts: fonts)
        self.pixelsPerPoint = pixelsPerPoint
    }

    /// Empty text measures `.zero`.
    public func measure(_ text: String, style: TextStyle, width: Double?) -> Size {
        size(of: TextKey(text, style: style, width: width, lineBreak: width == nil ? .none : .wrap,
                         alignment: .leading, pixelsPerPoint: pixelsPerPoint))
    }

    /// The layout the renderer draws for `.lines(lines, lineHeight)` at `width` (0 lines: up to the
    /// renderer's limit of wrapped lines): a design's `auto` text height is the drawn one.
    public func measureLines(_ text: String, style: TextStyle, width: Double, lines: Int, lineHeight: Double) -> Size {
        let count = lines > 0 ? lines : TextLayoutEngine.maximumWrappedLines
        return size(of: TextKey(text, style: style, width: width, lineBreak: .lines(count, lineHeight: lineHeight),
                                alignment: .leading, pixelsPerPoint: pixelsPerPoint))
    }

    /// The laid-out size in points, cached by key (the cache emptied when full).
    private func size(of key: TextKey) -> Size {
        if let known = cache[key] { return known }
        let layout = engine.layout(key)
        let size = Size(width: Double(layout.width) / pixelsPerPoint, height: Double(layout.height) / pixelsPerPoint)
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = size
        return size
    }
}

/// One rasterised text image's identity, in pixels.
struct TextKey: Hashable {
    var text: String
    var pixelSize: Int
    var weight: TextWeight
    var color: Color
    var lineBreak: TextLineBreak
    /// The frame's width in pixels for `.wrap`, `.truncateTail` and `.lines`; nil otherwise.
    var width: Int?
    /// The frame's height in pixels for `.lines(0, …)` (how many lines fit); nil otherwise.
    var height: Int?
    var alignment: TextAlignment

    init(_ text: String, style: TextStyle, width: Double?, height: Double? = nil, lineBreak: TextLineBreak,
         alignment: TextAlignment, pixelsPerPoint: Double) {
        self.text = text
        pixelSize = max(1, Int((style.size * pixelsPerPoint).rounded()))
        weight = style.weight
        color = Color(style.color.r, style.color.g, style.color.b)  // alpha is applied when drawing
        let pixels = width.map { max(1, Int(($0 * pixelsPerPoint).rounded(.down))) }
        self.lineBreak = pixels == nil ? .none : lineBreak
        self.width = self.lineBreak == .none ? nil : pixels
        if case .lines(0, _) = self.lineBreak, let height { self.height = max(0, Int((height * pixelsPerPoint).rounded(.down))) }
        self.alignment = alignment
    }
}
