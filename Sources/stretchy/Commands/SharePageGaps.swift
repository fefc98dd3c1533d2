import Foundation

/// What a design says that the phone page's player does not draw yet (Resources/web/README.md):
/// the window draws it, the page would not, so `share` names it in one warning line rather than
/// writing a page that silently differs (stacks, references to other layers' frames, auto text
/// sizes, colour expressions, the tab strip's look, the iOS 27 navigation bar, buttons and the
/// sections' own headings and separators came to the design file after the player).
enum SharePageGaps {
    static let frameMembers = "x|y|width|height|minX|minY|midX|midY|maxX|maxY"

    /// Fields that hold words, names or paths, not expressions.
    static let words: Set<String> = ["text", "title", "subtitle", "summary", "name", "id", "image", "images", "symbol",
                                     "content", "file", "description", "source", "segments"]

    static let colorFields: Set<String> = ["color", "tint", "top", "bottom", "colors", "selectedColor"]

    /// `content`: the content file's JSON, when the design's content is a file of its own.
    static func gaps(in design: Any, content: Any? = nil) -> [String] {
        var found: Set<String> = []
        if let content { sectionGaps(content, into: &found) }
        let reference = try? NSRegularExpression(pattern: "(^|[^A-Za-z0-9_.])[A-Za-z_][A-Za-z0-9_]*\\.(\(frameMembers))\\b")
        func visit(_ value: Any, key: String?) {
            switch value {
            case let object as [String: Any]:
                if let kind = object["kind"] as? String, ["stack", "spacer", "navigationBar", "button"].contains(kind) {
                    found.insert(kind == "navigationBar" ? "the navigation bar" : kind == "button" ? "buttons" : "stacks")
                }
                if key == "content" { sectionGaps(object, into: &found) }
                if object["indicator"] != nil || object["selectedColor"] != nil { found.insert("the tab strip's own look") }
                if object["width"] as? String == "auto" || object["height"] as? String == "auto" { found.insert("auto text sizes") }
                for (name, member) in object { visit(member, key: name) }
            case let array as [Any]:
                for member in array { visit(member, key: key) }
            case let text as String:
                let range = NSRange(text.startIndex..., in: text)
                if !words.contains(key ?? ""), reference?.firstMatch(in: text, range: range) != nil {
                    found.insert("references to other layers' frames")
                }
                // `mix` is also the numbers' interpolation: only a colour field's is a colour expression.
                if colorFields.contains(key ?? ""), text.hasPrefix("mix(") || text.hasPrefix("alpha(") { found.insert("colour expressions") }
            default: break
            }
        }
        visit(design, key: nil)
        return found.sorted()
    }

    /// A content's sections: the player pins every plain heading and draws the list's separators.
    static func sectionGaps(_ content: Any, into found: inout Set<String>) {
        guard let object = content as? [String: Any] else { return }
        let tabs = (object["tabs"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }
        for section in ([object] + tabs).flatMap({ ($0["sections"] as? [Any] ?? []).compactMap { $0 as? [String: Any] } }) {
            if section["pinned"] as? Bool == false { found.insert("section headings that scroll") }
            if section["separator"] != nil { found.insert("sections' own separators") }
        }
    }
}
