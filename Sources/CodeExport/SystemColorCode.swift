import HeaderKit

/// Colours as each target writes them: an iOS system colour stays the platform's dynamic colour
/// (it follows dark mode there) instead of becoming its light RGB; other colours are literals.
struct SystemColorCode {
    /// Design-file names in the order a colour is recognised by: where two names share a value
    /// (systemGray6 and secondarySystemBackground, tintColor and systemBlue) the common semantic
    /// name first, then every other system colour the design files know, alphabetically (a colour
    /// added there is named here too). white, black and clear are not dynamic: literals.
    static let names: [String] = {
        let preferred = ["label", "secondaryLabel", "tertiaryLabel", "separator", "opaqueSeparator", "systemBackground",
                         "secondarySystemBackground", "systemGroupedBackground", "systemBlue", "systemRed", "systemGreen",
                         "systemOrange", "systemPink", "systemGray"]
        let literal: Set<String> = ["white", "black", "clear", "tintColor"]
        let rest = SystemColor.named.keys.filter { !literal.contains($0) && !preferred.contains($0) }.sorted()
        return preferred.filter { SystemColor.named[$0] != nil } + rest
    }()

    /// The system colour's name when `color` is one (design files keep only its values).
    static func name(of color: DynamicColor) -> String? {
        names.first { SystemColor.named[$0] == color }
    }

    let language: CodeLanguage

    /// A design's own light/dark pair is a dynamic UIColor too.
    func uikit(_ color: DynamicColor) -> String {
        if let name = Self.name(of: color) { return "UIColor.\(name)" }
        func literal(_ c: Color) -> String {
            let c = c.unitComponents.map(language.number)
            return "UIColor(red: \(c[0]), green: \(c[1]), blue: \(c[2]), alpha: \(c[3]))"
        }
        guard color.light != color.dark else { return literal(color.light) }
        return "UIColor { $0.userInterfaceStyle == .dark ? \(literal(color.dark)) : \(literal(color.light)) }"
    }

    func swiftUI(_ color: DynamicColor) -> String {
        if let name = Self.name(of: color) { return "Color(uiColor: .\(name))" }
        let c = color.light.unitComponents.map(language.number)
        return "Color(red: \(c[0]), green: \(c[1]), blue: \(c[2]), opacity: \(c[3]))"
    }

    /// Compose has no iOS palette: a dynamic colour is its light/dark pair, picked by `dark`
    /// (`isSystemInDarkTheme()`, declared by the export when `needsDarkFlag`).
    func compose(_ color: DynamicColor) -> String {
        guard color.light != color.dark else { return "Color(\(color.light.argbHex))" }
        let name = Self.name(of: color).map { " /* \($0) */" } ?? ""
        return "(if (dark) Color(\(color.dark.argbHex)) else Color(\(color.light.argbHex)))\(name)"
    }

    /// Flutter's Cupertino library has the iOS palette (spelt Grey), resolved for the context's brightness.
    func flutter(_ color: DynamicColor) -> String {
        if let name = Self.name(of: color) {
            return "CupertinoColors.\(name.replacingOccurrences(of: "Gray", with: "Grey")).resolveFrom(context)"
        }
        return "const Color(\(color.light.argbHex))"
    }

    /// A gradient's stops, top first: a fully transparent stop (`clear`) is its neighbour's colour
    /// at alpha 0 (`transparent`), so the fade stays that colour instead of passing through grey,
    /// as premultiplied blending draws it.
    /// A gradient exported as its first → last colour, top to bottom (ExportLimitations says so).
    static func stops(_ gradient: DesignGradient) -> [(color: DynamicColor, transparent: Bool)] {
        let top = gradient.colors.first ?? DynamicColor(.white)
        return stops(top, gradient.colors.last ?? top)
    }

    static func stops(_ top: DynamicColor, _ bottom: DynamicColor) -> [(color: DynamicColor, transparent: Bool)] {
        func clear(_ c: DynamicColor) -> Bool { c.light.a == 0 && c.dark.a == 0 }
        if clear(top), !clear(bottom) { return [(bottom, true), (bottom, false)] }
        if clear(bottom), !clear(top) { return [(top, false), (top, true)] }
        return [(top, false), (bottom, false)]
    }

    /// Whether a Compose file needs its `dark` flag (dynamic layer colours or screen colour; section
    /// headers are secondarySystemBackground).
    static func needsDarkFlag(_ design: Design) -> Bool {
        design.scroll.sectionHeaders != nil || design.layers.contains { layer in layer.kind.colors.contains { $0.light != $0.dark } }
            || design.list.screenColor.map { $0.light != $0.dark } ?? false
    }
}

extension LayerKind {
    /// Every colour the kind draws with.
    var colors: [DynamicColor] {
        switch self {
        case let .color(color, _): [color]
        case let .gradient(gradient, _): gradient.colors
        case let .text(_, _, _, color, _, _, _), let .icon(_, _, _, color): [color]
        case let .material(tint, _, _, _): [tint]
        default: []
        }
    }
}
