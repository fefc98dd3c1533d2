import Foundation

/// What a design says that the phone page's player does not draw yet (Resources/web/README.md):
/// the window draws it, the page would not, so `share` names it in one warning line rather than
/// writing a page that silently differs: a tab strip's colours that move, the iOS 27 navigation
/// bar, `auto` text sizes that change with the scroll, buttons, and sections' scrolling headings
/// and own separators. Read on the design as the page gets it (SharePageDesign: stacks written
/// out, steady `auto` sizes measured); references to other layers' frames and colour expressions
/// the player evaluates itself.
enum SharePageGaps {
    /// A tab strip's colours (the page draws its look, but not moving).
    static let tabColorFields = ["color", "selectedColor"]

    /// `content`: the content file's JSON, when the design's content is a file of its own.
    static func gaps(in design: Any, content: Any? = nil) -> [String] {
        var found: Set<String> = []
        func visit(_ value: Any) {
            switch value {
            case let object as [String: Any]:
                if object["kind"] as? String == "navigationBar" { found.insert("the navigation bar") }
                if object["kind"] as? String == "button" { found.insert("buttons") }
                let indicatorColor = (object["indicator"] as? [String: Any])?["color"]
                if object["kind"] as? String == "tabs",
                   tabColorFields.contains(where: { isColorExpression(object[$0]) }) || isColorExpression(indicatorColor) {
                    found.insert("a tab strip's colours that move")
                }
                if object["width"] as? String == "auto" || object["height"] as? String == "auto" {
                    found.insert("auto text sizes that change with the scroll")
                }
                for member in object.values { visit(member) }
            case let array as [Any]:
                for member in array { visit(member) }
            default: break
            }
        }
        // The layers only: a row template's `auto` height is the rows' own measure, which the page has.
        visit((design as? [String: Any])?["layers"] ?? [])
        if let inline = (design as? [String: Any])?["content"] { sectionGaps(inline, into: &found) }
        if let content { sectionGaps(content, into: &found) }
        return found.sorted()
    }

    /// `mix(…)` or `alpha(…)` (`mix` is also the numbers' interpolation: only in a colour field).
    static func isColorExpression(_ value: Any?) -> Bool {
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return false }
        return text.hasPrefix("mix(") || text.hasPrefix("alpha(")
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
