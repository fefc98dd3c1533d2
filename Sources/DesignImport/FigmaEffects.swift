import Foundation

/// Figma's effects on a node's layers: DROP_SHADOW → `shadow` (on the bottom layer, as Figma draws
/// it under the whole node), LAYER_BLUR → `blur` (image layers only: the only kind the renderer
/// blurs), BACKGROUND_BLUR → a `material` tinted by the fill (and, when the fill is translucent,
/// iOS 26 glass); the rest are dropped and counted.
extension FigmaImporter {
    mutating func effects(of node: FigmaNode, on layers: inout [ImportedLayer]) {
        for effect in node.effects {
            let type = effect["type"] as? String ?? "?"
            let radius = (effect["radius"] as? NSNumber)?.doubleValue ?? 0
            switch type {
            case "DROP_SHADOW" where layers[0].kind != "text":
                let color = HexColor.figma(effect["color"]) ?? HexColor(red: 0, green: 0, blue: 0, alpha: 0.25)
                let offset = effect["offset"] as? [String: Any]
                // Figma's radius is the blur's extent; CALayer's shadowRadius is about half of it
                // (the usual Figma → UIKit conversion).
                layers[0].set("shadow", .object([("color", .string(String(color.text.prefix(7)))), ("opacity", .number(FigmaImporter.round(color.alpha))),
                                                 ("radius", .points(radius / 2)),
                                                 ("x", .points((offset?["x"] as? NSNumber)?.doubleValue ?? 0)),
                                                 ("y", .points((offset?["y"] as? NSNumber)?.doubleValue ?? 0))]))
            case "LAYER_BLUR" where layers.contains { $0.kind == "image" }:
                for index in layers.indices where layers[index].kind == "image" { layers[index].set("blur", .points(radius / 2)) }
            case "BACKGROUND_BLUR" where ["color", "gradient"].contains(layers[0].kind):
                // A translucent fill over a background blur is UIKit's material with that tint.
                let tint = layers[0].field("color")
                layers[0].kind = "material"
                layers[0].fields.removeAll { ["color", "colors", "locations", "startPoint", "endPoint"].contains($0.0) }
                layers[0].fields.insert(("material", .string(radius < 10 ? "thin" : "regular")), at: 0)
                if let tint { layers[0].fields.insert(("color", tint), at: 1) }
                screen.notes.count("background blurs as materials")
                // A translucent fill is glass on iOS 26 (the material stays iOS 17's): two layers,
                // each drawn only on its iOS (`ios`), the glass tinted by the fill.
                if case let .string(text)? = tint, text.count == 9 {
                    layers[0].set("ios", .number(17))
                    var fields: [(String, DesignValue)] = [("style", .string("regular")), ("tint", .string(text)), ("ios", .number(26))]
                    fields += layers[0].fields.filter { $0.0 == "cornerRadius" || $0.0 == "shape" }
                    layers.append(layer(node, part: "#glass", kind: "glass", box: layers[0].box, behaviour: layers[0].behaviour,
                                        opacity: layers[0].alpha, fields: fields))
                    screen.notes.count("translucent blurs as iOS 26 glass")
                }
            default:
                screen.notes.warn("\(type) dropped: not drawn", node: node.name)
            }
        }
    }
}
