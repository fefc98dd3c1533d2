import Foundation
import HeaderKit
import ScrollCore
import StretchyKit

/// The parts of a design file about the screen under the header: the list's look (`"list"`), the
/// appearance it forces (`"appearance"`: light or dark, UIKit's `overrideUserInterfaceStyle`), the
/// design's own content (`"content"`: a content file relative to the design, or inline) and the
/// `tabs` layer kind.
extension DesignReader {
    static let listFields = ["style", "background", "separator", "titleColor", "subtitleColor"]

    func readScreen(_ document: JSONValue, into design: inout Design) throws(StretchyError) {
        if let list = document["list"] { design.list = try look(list) }
        if let style = document["appearance"] { design.appearance = try choice(style, at: "appearance", default: Appearance.light) }
        switch document["content"] {
        case nil: break
        case let .string(file)?:
            let resolved = ScriptLoader.resolve(file, in: folder)
            do { design.content = try ContentLoader.load(path: resolved) } catch {
                throw json.fail("content", error.message)
            }
        case let inline?:
            design.content = try ContentParser(json: json, folder: folder).content(inline, at: "content")
        }
        if let content = design.content, let unknown = design.unknownTemplate(in: content) {
            let near = unknown.nearest.isEmpty ? "known: \(design.templateNames.joined(separator: ", "))"
                : "did you mean \(unknown.nearest.map { "'\($0)'" }.joined(separator: ", "))?"
            throw json.fail("content.\(unknown.path)", "unknown row template '\(unknown.name)' (\(near))")
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

    /// `"rowTemplates": {"NAME": {"height": "auto" | expression, "layers": [...]}}`, read in the row
    /// scope (`scope`: the design's names and `index`; `W`, `H` are the row's).
    mutating func rowTemplates(_ value: JSONValue, scope rowScope: ExpressionScope) throws(StretchyError) -> [String: DesignRowTemplate] {
        let designScope = scope
        scope = rowScope
        defer { scope = designScope; rowImages = nil }
        var templates: [String: DesignRowTemplate] = [:]
        for (name, member) in try json.object(value, at: "rowTemplates") {
            let path = "rowTemplates.\(name)"
            guard !RowTemplate.builtIns.contains(name) else {
                throw json.fail(path, "'\(name)' is a built-in template (\(RowTemplate.builtIns.joined(separator: ", "))); choose another name")
            }
            json.noteUnknownMembers(try json.object(member, at: path), known: ["height", "paddingBottom", "layers"], at: path)
            let height: DesignRowTemplate.Height
            if case .string("auto")? = member["height"] { height = .auto } else {
                height = .expression(try member["height"].map { v throws(StretchyError) in try expression(v, at: "\(path).height") }
                    ?? DesignExpression(constant: 44))
            }
            let layersValue = try json.required(member, "layers", at: path, "the row's layers")
            rowImages = []
            var layers: [DesignLayer] = []
            for (i, element) in try json.array(layersValue, at: "\(path).layers").enumerated() {
                let at = LayerPath.path(element, fallback: "\(path).layers[\(i)]", prefix: "\(path).layers")
                if case let .string(kind)? = element["kind"], !DesignRowTemplate.kinds.contains(kind) {
                    throw json.fail("\(at).kind", "a row draws \(DesignRowTemplate.kinds.joined(separator: ", ")), not '\(kind)'")
                }
                layers.append(try layer(element, at: at))
            }
            var template = DesignRowTemplate(height: height, layers: layers, images: rowImages ?? [])
            template.paddingBottom = try member["paddingBottom"].map { v throws(StretchyError) in try json.number(v, at: "\(path).paddingBottom") } ?? 0
            guard template.paddingBottom >= 0, template.paddingBottom <= 500 else {
                throw json.fail("\(path).paddingBottom", "must be from 0 to 500 points")
            }
            templates[name] = template
        }
        return templates
    }

    /// A `tabs` layer draws the content's tabs as `style` and always switches them; a `segmented`
    /// layer switches them with `"switchesTabs": true`.
    func readTabStrip(_ kind: String, _ value: JSONValue, at path: String, into layer: inout DesignLayer) throws(StretchyError) {
        if kind == "tabs" {
            layer.tabStrip = try choice(value["style"], at: "\(path).style", default: TabStripStyle.underline)
            layer.switchesTabs = true
            layer.tabLook = try tabLook(value, at: path)
        } else if let flag = value["switchesTabs"] {
            layer.switchesTabs = try json.bool(flag, at: "\(path).switchesTabs")
        }
    }
}
