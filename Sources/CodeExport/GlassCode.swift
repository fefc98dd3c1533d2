import HeaderKit

/// A `glass` layer in the Apple targets: iOS 26's Liquid Glass (`UIGlassEffect`, `.glassEffect`)
/// with the design's style, tint and touch response; before iOS 26 the ultra-thin blur material
/// (the tool's `--ios 17` draws the closest material by wash; the optics are the tool's own fit
/// and are listed as not exported).
struct GlassCode {
    let code: DesignCode
    let layer: DesignLayer
    let glass: GlassLayer

    init?(code: DesignCode, layer: DesignLayer) {
        guard case let .glass(glass) = layer.kind else { return nil }
        self.code = code
        self.layer = layer
        self.glass = glass
    }

    private var colors: SystemColorCode { SystemColorCode(language: code.language) }

    /// viewDidLoad's lines: the glass replaces the blur the view was made with (iOS 17's equivalent).
    func uikitSetup(_ view: String) -> [String] {
        ["if #available(iOS 26.0, *) {",
         "    let glass = UIGlassEffect(style: .\(glass.style.rawValue))"]
            + (glass.tint.map { ["    glass.tintColor = \(colors.uikit($0))"] } ?? [])
            + (glass.interactive ? ["    glass.isInteractive = true"] : [])
            + ["    \(view).effect = glass", "}"]
    }

    /// The layer's view in the SwiftUI export: a function of its frame (`\(id)Glass(layout.…)`).
    var swiftUIFunction: [String] {
        let shape: String
        switch glass.shape {
        case .circle: shape = "Circle()"
        case .capsule: shape = "Capsule()"
        case .rounded: shape = "RoundedRectangle(cornerRadius: f.cornerRadius)"
        }
        var effect = ".\(glass.style.rawValue)"
        if let tint = glass.tint { effect += ".tint(\(colors.swiftUI(tint)))" }
        if glass.interactive { effect += ".interactive()" }
        return ["",
                "    /// \(CodeText.comment(layer.id)): Liquid Glass on iOS 26, the ultra-thin material before.",
                "    @ViewBuilder private func \(code.identifier(layer))Glass(_ f: LayerFrame) -> some View {",
                "        if #available(iOS 26.0, *) {",
                "            Color.clear.glassEffect(\(effect), in: \(shape))\(GlassGroupCode(code: code).swiftUIUnion(glass))",
                "        } else {",
                "            \(shape).fill(.ultraThinMaterial)",
                "        }",
                "    }"]
    }
}
