import Foundation
import HeaderKit
import ScrollCore
import StretchyKit

/// The parts of a design file about the screen under the header: the list's look (`"list"`), the
/// design's own content (`"content"`: a content file relative to the design, or inline) and the
/// `tabs` layer kind.
extension DesignReader {
    static let listFields = ["style", "background", "separator", "titleColor", "subtitleColor"]

    func readScreen(_ document: JSONValue, into design: inout Design) throws(StretchyError) {
        if let list = document["list"] { design.list = try look(list) }
        switch document["content"] {
        case nil: break
        case let .string(file)?:
            let resolved = ScriptLoader.resolve(file, in: folder)
            do { design.content = try ContentLoader.load(path: resolved) } catch {
                throw json.failAt("content", error.message)
            }
        case let inline?:
            design.content = try ContentParser(json: json, folder: folder).content(inline, at: "content")
        }
    }

    private func look(_ value: JSONValue) throws(StretchyError) -> ListLook {
        let fields = try json.object(value, at: "list")
        json.noteUnknownMembers(fields, known: Self.listFields, at: "list")
        var look = ListLook()
        look.style = try choice(value["style"], at: "list.style", default: .plain)
        look.background = try value["background"].map { v throws(StretchyError) in try color(v, at: "list.background", default: SystemColor.systemBackground) }
        look.titleColor = try value["titleColor"].map { v throws(StretchyError) in try color(v, at: "list.titleColor", default: SystemColor.label) }
        look.subtitleColor = try value["subtitleColor"].map { v throws(StretchyError) in try color(v, at: "list.subtitleColor", default: SystemColor.secondaryLabel) }
        if let separator = value["separator"] {
            let members = try json.object(separator, at: "list.separator")
            json.noteUnknownMembers(members, known: ["color", "inset", "hidden"], at: "list.separator")
            look.separatorColor = try separator["color"].map { v throws(StretchyError) in try color(v, at: "list.separator.color", default: SystemColor.separator) }
            look.separatorInset = try separator["inset"].map { v throws(StretchyError) in try json.number(v, at: "list.separator.inset") }
            look.separatorHidden = try separator["hidden"].map { v throws(StretchyError) in try json.bool(v, at: "list.separator.hidden") } ?? false
        }
        return look
    }

    /// A `tabs` layer draws the content's tabs as `style` and always switches them; a `segmented`
    /// layer switches them with `"switchesTabs": true`.
    func readTabStrip(_ kind: String, _ value: JSONValue, at path: String, into layer: inout DesignLayer) throws(StretchyError) {
        if kind == "tabs" {
            layer.tabStrip = try choice(value["style"], at: "\(path).style", default: TabStripStyle.underline)
            layer.switchesTabs = true
        } else if let flag = value["switchesTabs"] {
            layer.switchesTabs = try json.bool(flag, at: "\(path).switchesTabs")
        }
    }
}
