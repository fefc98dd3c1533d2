import Foundation

/// Writes a design as the shipped designs are laid out: the top level and each layer on its own
/// line, a layer's members on one line, so a designer can read and diff the file.
public enum DesignJSONText {
    public static func text(_ design: DesignValue) -> String {
        guard case let .object(members) = design else { return inline(design) + "\n" }
        let lines = members.map { key, value -> String in
            let name = "  " + quoted(key) + ": "
            if case let .array(items) = value, key == "layers" {
                return name + "[\n" + items.map { "    " + inline($0) }.joined(separator: ",\n") + "\n  ]"
            }
            if case let .object(inner) = value, !inner.isEmpty, key == "parameters" || key == "variables" || key == "scroll" {
                return name + "{\n" + inner.map { "    " + quoted($0) + ": " + inline($1) }.joined(separator: ",\n") + "\n  }"
            }
            return name + inline(value)
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    public static func inline(_ value: DesignValue) -> String {
        switch value {
        case let .number(number): return numberText(number)
        case let .string(text): return quoted(text)
        case let .bool(flag): return flag ? "true" : "false"
        case .null: return "null"
        case let .array(items): return "[" + items.map(inline).joined(separator: ", ") + "]"
        case let .object(members):
            return "{" + members.map { quoted($0) + ": " + inline($1) }.joined(separator: ", ") + "}"
        }
    }

    /// Integers without ".0"; others with the shortest text that reads back the same.
    static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "0" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    out += String(format: "\\u%04X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
