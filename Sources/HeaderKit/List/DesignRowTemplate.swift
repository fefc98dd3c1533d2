import ScrollCore

/// A design's own row template (`"rowTemplates": {"NAME": {"height": "auto" | expression, "layers": [...]}}`):
/// the header's drawing layer kinds in row coordinates. Expressions read `W` (the row's or cell's
/// width), `H` (its height; 0 while an `auto` height is measured), `index` (the item in its
/// section) and the design's parameters and variables (as at offset 0); text and image paths read
/// every row field as `$name`.
public struct DesignRowTemplate: Sendable, Equatable {
    public enum Height: Sendable, Equatable {
        /// The bottom of the lowest visible layer (a text layer counts its wrapped text: `textHeight`).
        case auto
        case expression(DesignExpression)
    }

    /// The name expressions use for the item's index.
    public static let indexName = "index"
    /// The layer kinds a row draws (controls and the spinner belong to the screen, not to a row).
    public static let kinds = ["image", "color", "gradient", "text", "icon"]

    public var height: Height
    /// Points an `auto` row adds under its lowest layer (UIKit's bottom layout margin).
    public var paddingBottom = 0.0
    public var layers: [DesignLayer]
    /// What an `image` layer's index names: a file resolved against the design, or a pattern with
    /// `$name` fields (a row's image field, resolved against the content file).
    public var images: [String]

    public init(height: Height, layers: [DesignLayer], images: [String]) {
        self.height = height
        self.layers = layers
        self.images = images
    }

    /// `text` with every `$name` replaced by the row's field `name` (empty when it has none);
    /// a `$` not followed by a letter or `_` stays.
    public static func substitute(_ text: String, _ row: ListContent.Row) -> String {
        guard text.contains("$") else { return text }
        var result = ""
        scan(text, literal: { result += $0 }, field: { result += row.field($0) })
        return result
    }

    /// `text` read as literal runs and `$name` fields, in order (adjacent literal text in one run;
    /// a `$` before no name is literal): the one reading of `$name` for drawing and code export.
    public static func scan(_ text: String, literal: (String) -> Void, field: (String) -> Void) {
        var run = "", name = "", inName = false
        func flush() {
            if inName {
                if name.isEmpty { run += "$" } else {
                    if !run.isEmpty { literal(run) }
                    run = ""
                    field(name)
                }
            }
            name = ""; inName = false
        }
        for c in text {
            if inName, c.isLetter || c == "_" || (c.isNumber && !name.isEmpty) { name.append(c); continue }
            flush()
            if c == "$" { inName = true } else { run.append(c) }
        }
        flush()
        if !run.isEmpty { literal(run) }
    }

    /// The values a row's layers read: the screen's (at offset 0) with `W`, `H` and `index` set.
    /// `values` are in the design's scope; the row scope adds one slot for `index`.
    static func values(_ values: ExpressionValues, width: Double, height: Double, index: Int) -> ExpressionValues {
        var v = values
        v.slots.append(Double(index))
        v.offset = 0
        v.slots[ExpressionScope.widthSlot] = width
        v.slots[ExpressionScope.heightSlot] = height
        return v
    }

    /// A text layer's height as laid out in a row: the larger of its `height` and its text wrapped
    /// at its width on at most `lines` lines (0: any number), so an `auto` row grows with its text.
    static func textHeight(_ layer: DesignLayer, _ r: ResolvedLayer, text: String, measurer: any TextMeasuring) -> Double {
        guard case let .text(_, _, weight, _, _, lines, lineHeight) = layer.kind, !text.isEmpty, r.textSize > 0 else { return r.frame.height }
        let style = TextStyle(size: r.textSize, weight: weight)
        let line = r.textSize * 1.2 * lineHeight
        let wrapped = lines == 1 ? line : measurer.measure(text, style: style, width: max(1, r.frame.width)).height * lineHeight
        return max(r.frame.height, lines > 0 ? min(wrapped, Double(lines) * line) : wrapped)
    }

    /// Every layer of `row` (item `index`) resolved in a `width` × `height` row; text layers take
    /// their `textHeight`. `height` 0: while measuring an `auto` row.
    func resolve(_ row: ListContent.Row, index: Int, width: Double, height: Double, values: ExpressionValues,
                 measurer: any TextMeasuring) -> [ResolvedLayer] {
        let v = Self.values(values, width: width, height: height, index: index)
        let size = Size(width: width, height: height > 0 ? height : Design.valueLimit)
        return layers.map { layer in
            var r = Design.resolve(layer, v, viewport: size)
            if case let .text(string, _, _, _, _, _, _) = layer.kind, r.isDrawn {
                r.frame.size.height = Self.textHeight(layer, r, text: Self.substitute(string, row), measurer: measurer)
            }
            return r
        }
    }

    /// The row's self-sizing height at `width`.
    func height(of row: ListContent.Row, index: Int, width: Double, values: ExpressionValues, measurer: any TextMeasuring) -> Double {
        switch height {
        case let .expression(expression):
            return max(0, Design.bounded(expression.evaluate(Self.values(values, width: width, height: 0, index: index))))
        case .auto:
            let resolved = resolve(row, index: index, width: width, height: 0, values: values, measurer: measurer)
            return paddingBottom + zip(layers, resolved).reduce(0) { $1.1.isDrawn ? max($0, $1.1.scaledFrame(anchor: $1.0.anchor).maxY) : $0 }
        }
    }
}
