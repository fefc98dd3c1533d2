import Foundation
import DisplayList
import FileSafety

/// Text put into a review page's HTML: every character that could open markup or end an
/// attribute escaped, so a design name or a summary never becomes part of the page's code.
enum HTMLText {
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                // A bidi override or isolate would reorder what follows it on the page ("gnp.exe"
                // read as "exe.png"; issue 42): shown as its escape, as messages show it.
                if character.unicodeScalars.contains(where: TerminalSafeText.isBidiControl) {
                    out += TerminalSafeText.escaped(String(character))
                } else {
                    out.append(character)
                }
            }
        }
        return out
    }

    /// JSON inside `<script>`: `</` could close the element early, so it is written `<\/`.
    static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "</", with: "<\\/")
    }

    /// A display-list colour as CSS.
    static func css(_ color: Color) -> String { "rgb(\(color.r),\(color.g),\(color.b))" }
}
