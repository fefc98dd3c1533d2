import Foundation

/// What a design says that the phone page's player does not draw yet (Resources/web/README.md):
/// the window draws it, the page would not, so `share` names it in one warning line rather than
/// writing a page that silently differs (stacks, auto text sizes, colour expressions, the tab
/// strip's look and the iOS 27 navigation bar came to the design file after the player; references
/// to other layers' frames it evaluates, Resources/web/player/layout-plan.js).
enum SharePageGaps {
    static let colorFields: Set<String> = ["color", "tint", "top", "bottom", "colors", "selectedColor"]

    static func gaps(in design: Any) -> [String] {
        var found: Set<String> = []
        func visit(_ value: Any, key: String?) {
            switch value {
            case let object as [String: Any]:
                if let kind = object["kind"] as? String, ["stack", "spacer", "navigationBar"].contains(kind) {
                    found.insert(kind == "navigationBar" ? "the navigation bar" : "stacks")
                }
                if object["indicator"] != nil || object["selectedColor"] != nil { found.insert("the tab strip's own look") }
                if object["width"] as? String == "auto" || object["height"] as? String == "auto" { found.insert("auto text sizes") }
                for (name, member) in object { visit(member, key: name) }
            case let array as [Any]:
                for member in array { visit(member, key: key) }
            case let text as String:
                // `mix` is also the numbers' interpolation: only a colour field's is a colour expression.
                if colorFields.contains(key ?? ""), text.hasPrefix("mix(") || text.hasPrefix("alpha(") { found.insert("colour expressions") }
            default: break
            }
        }
        visit(design, key: nil)
        return found.sorted()
    }
}
