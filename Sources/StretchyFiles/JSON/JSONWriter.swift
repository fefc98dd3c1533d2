import StretchyKit

/// Writes a `JSONValue` as indented text: members in the order given, numbers in their shortest
/// round-tripping form (integers without a fraction), so output is stable byte for byte.
public enum JSONWriter {
    public static func string(_ value: JSONValue, indent: Int = 2) -> String {
        var out = ""
        write(value, into: &out, level: 0, indent: indent)
        out.append("\n")
        return out
    }

    private static func write(_ value: JSONValue, into out: inout String, level: Int, indent: Int) {
        switch value {
        case .null: out.append("null")
        case let .bool(flag): out.append(flag ? "true" : "false")
        case let .number(number): out.append(format(number))
        case let .string(text): writeString(text, into: &out)
        case let .array(elements):
            if elements.isEmpty { out.append("[]"); return }
            out.append("[\n")
            for (i, element) in elements.enumerated() {
                out.append(String(repeating: " ", count: (level + 1) * indent))
                write(element, into: &out, level: level + 1, indent: indent)
                out.append(i + 1 < elements.count ? ",\n" : "\n")
            }
            out.append(String(repeating: " ", count: level * indent) + "]")
        case let .object(members):
            if members.isEmpty { out.append("{}"); return }
            out.append("{\n")
            for (i, (key, member)) in members.enumerated() {
                out.append(String(repeating: " ", count: (level + 1) * indent))
                writeString(key, into: &out)
                out.append(": ")
                write(member, into: &out, level: level + 1, indent: indent)
                out.append(i + 1 < members.count ? ",\n" : "\n")
            }
            out.append(String(repeating: " ", count: level * indent) + "}")
        }
    }

    /// A number as a message shows what the user gave: `nan`, `inf`, `-inf` as such (not JSON's null).
    public static func describe(_ number: Double) -> String {
        number.isNaN ? "nan" : number.isInfinite ? (number < 0 ? "-inf" : "inf") : format(number)
    }

    /// Shortest text that reads back as the same Double; non-finite values become null (JSON has none).
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 {
            return number == 0 ? "0" : String(Int64(number))
        }
        return "\(number)"
    }

    private static func writeString(_ text: String, into out: inout String) {
        out.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out.append("\"")
    }
}
