import Foundation
import HeaderKit
import ScrollCore
import StretchyKit

/// Colour expressions in a layer's `color`: `mix(A, B, t)` and `alpha(A, t)` (`ColorExpression`).
extension DesignReader {
    /// The layer kinds whose `color` may move (the colour a layer fills, a text's, an icon's, a material's tint).
    static let movingColorKinds: Set<String> = ["color", "text", "icon", "material", "stack", "spacer"]

    /// A `color` that may be an expression: its A colour (what cannot move draws), checked whole.
    func movableColor(_ value: JSONValue?, at path: String, default fallback: DynamicColor) throws(StretchyError) -> DynamicColor {
        guard case let .string(text)? = value, let motion = try colorExpression(text, at: path) else {
            return try color(value, at: path, default: fallback)
        }
        return motion.from
    }

    /// The layer's moving `color`, if it is an expression.
    func readColorMotion(_ kindName: String, _ value: JSONValue, at path: String, into layer: inout DesignLayer) throws(StretchyError) {
        func motion(_ field: JSONValue?, at fieldPath: String) throws(StretchyError) -> ColorExpression? {
            guard case let .string(text)? = field else { return nil }
            return try colorExpression(text, at: fieldPath)
        }
        if Self.movingColorKinds.contains(kindName) { layer.colorMotion = try motion(value["color"], at: "\(path).color") }
        var motions = ColorMotions()
        func add(_ target: ColorMotions.Target, _ field: JSONValue?, at fieldPath: String) throws(StretchyError) {
            if let expression = try motion(field, at: fieldPath) { motions.entries.append(.init(target: target, expression: expression)) }
        }
        if case .gradient = layer.kind {
            if case let .array(stops)? = value["colors"] {
                for (i, stop) in stops.enumerated() { try add(.stop(i), stop, at: "\(path).colors[\(i)]") }
            } else {
                try add(.stop(0), value["top"], at: "\(path).top")
                try add(.stop(1), value["bottom"], at: "\(path).bottom")
            }
        }
        if layer.tabLook != nil {
            try add(.tabColor, value["color"], at: "\(path).color")
            try add(.tabSelectedColor, value["selectedColor"], at: "\(path).selectedColor")
            try add(.tabIndicator, value["indicator"]?["color"], at: "\(path).indicator.color")
        }
        layer.colorMotions = motions
    }

    /// Why a colour expression is refused where colours do not move yet.
    static func stillColorNote(_ text: String) -> String {
        "'\(text)': colour expressions move a layer's color, a gradient's stops and a tab strip's colours only; here give #RRGGBB, #RRGGBBAA or a system colour"
    }

    /// `mix(A, B, t)` or `alpha(A, t)`; nil when `text` is not a call (a plain colour).
    func colorExpression(_ text: String, at path: String) throws(StretchyError) -> ColorExpression? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let open = trimmed.firstIndex(of: "("), !trimmed.hasPrefix("#") else { return nil }
        let name = String(trimmed[..<open]).trimmingCharacters(in: .whitespaces)
        guard let operation = ColorExpression.Operation(rawValue: name) else {
            throw json.fail(path, "unknown colour function '\(name)' (mix(A, B, t) or alpha(A, t))")
        }
        guard trimmed.hasSuffix(")") else { throw json.fail(path, "'\(text)' has no closing parenthesis") }
        let arguments = Self.splitArguments(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        let usage = operation == .mix ? "mix(A, B, t)" : "alpha(A, t)"
        guard arguments.count == (operation == .mix ? 3 : 2) else {
            throw json.fail(path, "\(usage) takes \(operation == .mix ? 3 : 2) arguments, found \(arguments.count)")
        }
        func colour(_ word: String) throws(StretchyError) -> DynamicColor {
            guard let color = DesignColor.parse(word) else {
                throw json.fail(path, "unknown colour '\(word)' in \(usage) (\(DesignColor.hint(for: word)))")
            }
            return color
        }
        let from = try colour(arguments[0]), to = operation == .mix ? try colour(arguments[1]) : from
        let tText = arguments[arguments.count - 1]
        return ColorExpression(operation: operation, from: from, to: to, t: try property(.string(tText), at: path),
                               fromText: arguments[0], toText: operation == .mix ? arguments[1] : arguments[0], tText: tText)
    }

    /// The arguments between a call's parentheses, split at commas outside nested parentheses, trimmed.
    static func splitArguments(_ inner: Substring) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in inner {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if character == ",", depth == 0 { parts.append(current); current = "" } else { current.append(character) }
        }
        parts.append(current)
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
