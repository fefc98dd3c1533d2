/// Writes a `JSONValue` as indented text: members in the order given, numbers in their shortest
/// round-tripping form (integers without a fraction), so output is stable byte for byte.
public enum JSONWriter {
    public static func string(_ value: JSONValue, indent: Int = 2) -> String {
        string(value, style: DocumentStyle(indentUnit: String(repeating: " ", count: indent)))
    }

    /// The whole document in `style` (its indentation, its line ends, a final line end or not).
    public static func string(_ value: JSONValue, style: DocumentStyle) -> String {
        var out = ""
        write(value, into: &out, indent: "", style: style)
        if style.endsWithNewline { out.append(style.newline) }
        return out
    }

    /// `value` spread over lines as it sits after a line that starts with `indent` (a patch's
    /// new value inside a document), without a final line end.
    public static func nested(_ value: JSONValue, indent: String, style: DocumentStyle) -> String {
        var out = ""
        write(value, into: &out, indent: indent, style: style)
        return out
    }

    /// `value` on one line, as a design file writes a layer: `{"id": "bar", "y": 0}`.
    public static func inline(_ value: JSONValue) -> String {
        var out = ""
        writeInline(value, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, into out: inout String, indent: String, style: DocumentStyle) {
        let inner = indent + style.indentUnit
        switch value {
        case let .array(elements) where !elements.isEmpty:
            out.append("[" + style.newline)
            for (i, element) in elements.enumerated() {
                out.append(inner)
                write(element, into: &out, indent: inner, style: style)
                out.append((i + 1 < elements.count ? "," : "") + style.newline)
            }
            out.append(indent + "]")
        case let .object(members) where !members.isEmpty:
            out.append("{" + style.newline)
            for (i, (key, member)) in members.enumerated() {
                out.append(inner)
                writeString(key, into: &out)
                out.append(": ")
                write(member, into: &out, indent: inner, style: style)
                out.append((i + 1 < members.count ? "," : "") + style.newline)
            }
            out.append(indent + "}")
        default: writeInline(value, into: &out)
        }
    }

    private static func writeInline(_ value: JSONValue, into out: inout String) {
        switch value {
        case .null: out.append("null")
        case let .bool(flag): out.append(flag ? "true" : "false")
        case let .number(number): out.append(format(number))
        case let .string(text): writeString(text, into: &out)
        case let .array(elements):
            out.append("[")
            for (i, element) in elements.enumerated() {
                if i > 0 { out.append(", ") }
                writeInline(element, into: &out)
            }
            out.append("]")
        case let .object(members):
            out.append("{")
            for (i, (key, member)) in members.enumerated() {
                if i > 0 { out.append(", ") }
                writeString(key, into: &out)
                out.append(": ")
                writeInline(member, into: &out)
            }
            out.append("}")
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

    public static func quoted(_ text: String) -> String {
        var out = ""
        writeString(text, into: &out)
        return out
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
            // C0 and C1 controls, and U+2028/U+2029 (line ends to JavaScript), as escapes.
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out.append("\"")
    }
}
