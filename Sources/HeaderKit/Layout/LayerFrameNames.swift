/// How an expression names another layer's layout frame: `ID.x`, `ID.y`, `ID.width`, `ID.height`
/// are slots of the design's scope (`ID.x` …), filled in dependency order each evaluation
/// (`LayoutPlan`); `minX`/`minY` read the same slots, `midX`, `midY`, `maxX`, `maxY` are sums of
/// them, as CGRect's accessors are.
public enum LayerFrameNames {
    /// The four stored fields, in slot order.
    public static let fields = ["x", "y", "width", "height"]
    /// Every member an expression may read after a layer's id.
    public static let members = ["x", "y", "width", "height", "minX", "minY", "midX", "midY", "maxX", "maxY"]

    /// The scope names of layer `id`'s four slots.
    public static func names(of id: String) -> [String] { fields.map { "\(id).\($0)" } }

    /// Whether `id` can be named in an expression (letters, digits, `_`, not starting with a
    /// digit): `hero-photo.maxY` would read as a subtraction.
    public static func isNameable(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return id.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }

    /// The node for `id.member` in `scope`, nil when the scope has no frame slots for `id` or the
    /// member is unknown.
    static func node(id: String, member: String, scope: ExpressionScope) -> ExpressionNode? {
        guard let x = scope.slot(of: "\(id).x") else { return nil }
        let y = x + 1, width = x + 2, height = x + 3
        func plus(_ a: Int, _ b: Int, _ f: Double) -> ExpressionNode {
            .binary(.add, .variable(a), f == 1 ? .variable(b) : .binary(.multiply, .variable(b), .number(f)))
        }
        switch member {
        case "x", "minX": return .variable(x)
        case "y", "minY": return .variable(y)
        case "width": return .variable(width)
        case "height": return .variable(height)
        case "midX": return plus(x, width, 0.5)
        case "midY": return plus(y, height, 0.5)
        case "maxX": return plus(x, width, 1)
        case "maxY": return plus(y, height, 1)
        default: return nil
        }
    }

    /// The stored fields `member` reads (`maxY`: y and height).
    public static func fields(read member: String) -> [String] {
        switch member {
        case "x", "minX": ["x"]
        case "y", "minY": ["y"]
        case "midX", "maxX": ["x", "width"]
        case "midY", "maxY": ["y", "height"]
        default: [member]
        }
    }
}

extension DesignExpression {
    /// A read of layer `id`'s frame `field` in `scope`, with no parsing: a layer that sizes itself
    /// (a button, an `auto` text) reads its own measured slot even when its id is no expression
    /// name (`follow-button`). Nil when the scope has no frame slots for `id`.
    public init?(frameField field: String, of id: String, scope: ExpressionScope) {
        guard let node = LayerFrameNames.node(id: id, member: field, scope: scope) else { return nil }
        source = "\(id).\(field)"
        root = node
    }
}
