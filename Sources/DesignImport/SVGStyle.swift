import Foundation

/// The presentation properties an element gets from itself and its ancestors (`fill`, `stroke`,
/// fonts…: inherited; `opacity`: multiplied), read from attributes and `style="…"` alike.
struct SVGStyle {
    var properties: [String: String] = ["fill": "black"]
    var opacity = 1.0

    static let inherited: Set<String> = ["fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "font-size",
                                         "font-weight", "font-family", "text-anchor", "visibility"]

    /// This style below `element`.
    func applying(_ element: SVGElement) -> SVGStyle {
        var next = self
        var own = element.attributes
        for declaration in (element.attributes["style"] ?? "").split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { own[parts[0]] = parts[1] }
        }
        for (key, value) in own where Self.inherited.contains(key) && value != "inherit" { next.properties[key] = value }
        if let text = own["opacity"], let value = Double(text) { next.opacity *= min(1, max(0, value)) }
        if own["display"] == "none" { next.properties["display"] = "none" } else { next.properties["display"] = nil }
        return next
    }

    subscript(key: String) -> String? { properties[key] }

    var hidden: Bool { properties["display"] == "none" || properties["visibility"] == "hidden" }

    func number(_ key: String) -> Double? { properties[key].flatMap { SVGLength.points($0) } }

    /// The style as attributes for a `<g>` around one element drawn alone.
    var attributesText: String {
        properties.keys.sorted().filter { Self.inherited.contains($0) }.map { " \($0)=\"\(RasterImage.escaped(properties[$0]!))\"" }.joined()
    }
}

/// Lengths: plain numbers and `px` are points (a phone frame exported at 1×); `pt` is 4/3 px.
enum SVGLength {
    static func points(_ text: String) -> Double? {
        var body = text.trimmingCharacters(in: .whitespaces)
        var factor = 1.0
        if body.hasSuffix("px") { body.removeLast(2) } else if body.hasSuffix("pt") { body.removeLast(2); factor = 4.0 / 3 }
        guard !body.hasSuffix("%"), let value = Double(body), value.isFinite else { return nil }
        return value * factor
    }
}

/// SVG paint colours: `#rgb`, `#rrggbb`, `rgb(r, g, b)`, `rgba(…)` and the common names.
enum SVGColor {
    static let names: [String: (Double, Double, Double)] = [
        "black": (0, 0, 0), "white": (255, 255, 255), "red": (255, 0, 0), "green": (0, 128, 0), "blue": (0, 0, 255),
        "yellow": (255, 255, 0), "gray": (128, 128, 128), "grey": (128, 128, 128), "orange": (255, 165, 0),
        "purple": (128, 0, 128), "silver": (192, 192, 192), "lime": (0, 255, 0), "navy": (0, 0, 128), "teal": (0, 128, 128),
        "maroon": (128, 0, 0), "olive": (128, 128, 0), "aqua": (0, 255, 255), "cyan": (0, 255, 255), "fuchsia": (255, 0, 255),
        "magenta": (255, 0, 255), "pink": (255, 192, 203), "lightgray": (211, 211, 211), "darkgray": (169, 169, 169),
    ]

    static func parse(_ text: String) -> HexColor? {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        if value == "transparent" { return HexColor(red: 0, green: 0, blue: 0, alpha: 0) }
        if let rgb = names[value] { return HexColor(red: rgb.0 / 255, green: rgb.1 / 255, blue: rgb.2 / 255) }
        if value.hasPrefix("#") {
            var hex = String(value.dropFirst())
            if hex.count == 3 || hex.count == 4 { hex = hex.map { "\($0)\($0)" }.joined() }
            guard hex.count == 6 || hex.count == 8, let number = UInt64(hex, radix: 16) else { return nil }
            let full = hex.count == 6 ? number << 8 | 0xFF : number
            return HexColor(red: Double(full >> 24 & 0xFF) / 255, green: Double(full >> 16 & 0xFF) / 255,
                            blue: Double(full >> 8 & 0xFF) / 255, alpha: Double(full & 0xFF) / 255)
        }
        if value.hasPrefix("rgb") {
            let inside = value.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
            let parts = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count >= 3 else { return nil }
            func channel(_ s: String) -> Double? {
                s.hasSuffix("%") ? Double(s.dropLast()).map { $0 / 100 } : Double(s).map { $0 / 255 }
            }
            guard let r = channel(parts[0]), let g = channel(parts[1]), let b = channel(parts[2]) else { return nil }
            return HexColor(red: r, green: g, blue: b, alpha: parts.count > 3 ? Double(parts[3]) ?? 1 : 1)
        }
        return nil
    }
}
