import Foundation

/// TEXT → a `text` layer: characters, size, weight (UIKit's three the renderer has), colour, line
/// height, alignment and lines. The font family is not carried: Stretchy draws one system font.
extension FigmaImporter {
    mutating func text(_ node: FigmaNode, box: ImportBox, behaviour: ScrollBehaviour, opacity: Double) {
        let style = node.raw["style"] as? [String: Any] ?? [:]
        func number(_ key: String) -> Double? { (style[key] as? NSNumber)?.doubleValue }
        let size = number("fontSize") ?? 17
        let weight = number("fontWeight") ?? 400
        var fields: [(String, DesignValue)] = [("text", .string(node.raw["characters"] as? String ?? "")), ("size", .points(size)),
                                               ("weight", .string(weight >= 650 ? "bold" : weight >= 550 ? "semibold" : "regular"))]
        if let paint = node.paints("fills").first(where: { $0["type"] as? String == "SOLID" }), let color = HexColor.figma(paint["color"]) {
            fields.append(("color", .string(color.withAlpha(times: (paint["opacity"] as? NSNumber)?.doubleValue ?? 1).text)))
        }
        switch style["textAlignHorizontal"] as? String {
        case "CENTER": fields.append(("alignment", .string("center")))
        case "RIGHT": fields.append(("alignment", .string("trailing")))
        default: break
        }
        // Figma's auto-width text is one line; fixed and auto-height boxes wrap (maxLines caps them).
        let maxLines = (number("maxLines") ?? 0) > 0 ? Int(number("maxLines")!) : nil
        if style["textAutoResize"] as? String != "WIDTH_AND_HEIGHT" { fields.append(("lines", .number(Double(maxLines ?? 0)))) }
        // The schema's lineHeight is a multiple of one line (size × 1.2).
        if let pixels = number("lineHeightPx"), size > 0 {
            let multiple = pixels / (size * 1.2)
            if abs(multiple - 1) > 0.02 { fields.append(("lineHeight", .number(FigmaImporter.round(min(4, max(0.5, multiple)))))) }
        }
        if let spacing = number("letterSpacing"), abs(spacing) > 0.01 { screen.notes.warn("letter spacing dropped", node: node.name) }
        // The text layer draws from its top: a box taller than its text shows it higher than Figma.
        if let vertical = style["textAlignVertical"] as? String, vertical != "TOP", style["textAutoResize"] as? String == "NONE" {
            screen.notes.warn("vertical alignment \(vertical) drawn at the top", node: node.name)
        }
        screen.layers.append(layer(node, kind: "text", box: box, behaviour: behaviour, opacity: opacity, fields: fields))
        for effect in node.effects { screen.notes.warn("\(effect["type"] as? String ?? "effect") on text dropped: not drawn", node: node.name) }
    }
}
