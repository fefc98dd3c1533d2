/// Text from a design (ids, texts, titles, file names, summaries, expressions) as each language
/// can carry it: string literals with every character that would end them, start a template
/// (Kotlin's and Dart's `$name`, `${…}`) or break a line escaped, and comments that no text can
/// end early (a newline, or `*/`; Swift, Kotlin and Dart block comments also nest on `/*`).
enum CodeText {
    /// A Swift string literal (`"…"`; a backslash escape starts every interpolation, so escaping
    /// backslashes leaves none).
    static func swift(_ text: String) -> String {
        "\"" + escaped(text, quote: "\"", dollar: false) { "\\u{\(String($0.value, radix: 16))}" } + "\""
    }

    /// A Kotlin string literal (`"…"`, `$` escaped; `\uXXXX` holds only 16 bits, so a scalar beyond
    /// is written as its two UTF-16 halves).
    static func kotlin(_ text: String) -> String {
        "\"" + escaped(text, quote: "\"", dollar: true) { scalar in
            String(Character(scalar)).utf16.map { unit in
                let hex = String(unit, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }.joined()
        } + "\""
    }

    /// A Dart string literal (`'…'`, `$` escaped).
    static func dart(_ text: String) -> String {
        "'" + escaped(text, quote: "'", dollar: true) { "\\u{\(String($0.value, radix: 16))}" } + "'"
    }

    /// `text` inside a comment: line breaks and control characters become spaces, and `*/` / `/*`
    /// are split so that neither ends nor opens a block comment.
    static func comment(_ text: String) -> String {
        var out = String(String.UnicodeScalarView(text.unicodeScalars.map { isInvisible($0) ? " " : $0 }))
        while let range = out.range(of: "*/") ?? out.range(of: "/*") {
            out.replaceSubrange(range, with: String(out[range].first!) + " " + String(out[range].last!))
        }
        return out
    }

    private static func escaped(_ text: String, quote: Unicode.Scalar, dollar: Bool, unicode: (Unicode.Scalar) -> String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case quote: out += "\\" + String(quote)
            case "$" where dollar: out += "\\$"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: if isInvisible(scalar) { out += unicode(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// Control characters, the Unicode line and paragraph separators (line ends for some
    /// readers) and the bidi controls, which a source file should never carry raw: a raw U+202E
    /// makes an editor or a review show the code in another order than the compiler reads it
    /// ("Trojan Source", CVE-2021-42574; issue 42). Escaped, a literal keeps its value.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // ALM, LRM, RLM, embeddings, overrides, isolates
        default: false
        }
    }
}
