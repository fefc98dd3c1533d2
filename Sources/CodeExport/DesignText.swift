import HeaderKit
import ScrollCore

/// A property as the designer wrote it in the design file, for the lines that quote it ("Not
/// exported", warnings): an expression's own text, keyframes as their JSON object.
extension DesignProperty {
    var designText: String {
        switch self {
        case let .expression(e): return e.designText
        case let .keyframes(k):
            var fields = ["\"offset\": [\(k.offsets.map(\.jsonText).joined(separator: ", "))]",
                          "\"value\": [\(k.values.map(\.jsonText).joined(separator: ", "))]"]
            if k.curve != .linear { fields.append("\"curve\": \"\(k.curve.rawValue)\"") }
            if k.below != .clamp { fields.append("\"below\": \"\(k.below.rawValue)\"") }
            if k.above != .clamp { fields.append("\"above\": \"\(k.above.rawValue)\"") }
            return "{" + fields.joined(separator: ", ") + "}"
        }
    }
}

extension DesignExpression {
    /// The expression's text; a number as a designer writes it (`-120`, `0.5`).
    var designText: String {
        if case let .number(value) = root { return ParameterSpec.format(value) }
        return source
    }

    /// As it stands in a JSON list: a number bare, an expression in quotes.
    var jsonText: String {
        if case .number = root { return designText }
        return "\"" + source.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
