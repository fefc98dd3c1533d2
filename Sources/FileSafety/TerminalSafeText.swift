/// User text quoted in a message (a file's event type, a name, a path) may hold control
/// characters: printed raw, "zz\n\e[31mRED" splits the one-line message in two and colours the
/// terminal. Each is shown escaped instead, as Swift writes it.
public enum TerminalSafeText {
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard isUnsafe(scalar) else { result.unicodeScalars.append(scalar); continue }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// C0 and C1 controls, DEL, and the bidi overrides and isolates (which reorder what follows
    /// them on the terminal's line).
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        default: isBidiControl(scalar)
        }
    }

    /// The bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
