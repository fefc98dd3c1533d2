import HeaderKit

/// A `button` layer in every target as the platform's own button of that style, with the tool's
/// measures written out (`ButtonMetrics`: size, symbol padding; iOS 26's capsule) so the exported
/// button is the one drawn: UIKit `UIButton(configuration:)`, SwiftUI `Button` with a button style
/// and control size, Compose's Material buttons, Flutter's Cupertino and Material buttons. Its tap
/// calls the layer's action stub (`LayerControl.systemButton`).
struct ButtonCode {
    let code: DesignCode
    let layer: DesignLayer
    let button: ButtonLayer

    init?(code: DesignCode, layer: DesignLayer) {
        guard case let .button(button) = layer.kind else { return nil }
        self.code = code
        self.layer = layer
        self.button = button
    }

    private var colors: SystemColorCode { SystemColorCode(language: code.language) }
    private var id: String { code.identifier(layer) }
    private var number: (Double) -> String { code.language.number }

    // MARK: UIKit

    /// The configuration the view is made with (`UIButton(configuration: .filled())`).
    var uikitConstructor: String { "UIButton(configuration: .\(uikitStyle)())" }

    private var uikitStyle: String {
        switch button.style {
        case .filled: "filled"
        case .tinted: "tinted"
        case .gray, .glass: "gray"  // glass: `.glass()` from iOS 26 (setup), gray before
        case .bordered, .plain: "plain"
        }
    }

    /// viewDidLoad's lines: title, symbol, size, colours and the iOS 26 capsule, then the action.
    func uikitSetup(_ view: String) -> [String] {
        let c = "\(id)Configuration", m = button.metrics
        var lines = ["var \(c) = UIButton.Configuration.\(uikitStyle)()"]
        if button.style == .glass { lines.append("if #available(iOS 26.0, *) { \(c) = .glass() }") }
        if !button.title.isEmpty { lines.append("\(c).title = \(code.literal(button.title))") }
        if let symbol = button.symbol {
            lines += ["\(c).image = UIImage(systemName: \(code.literal(symbol)))", "\(c).imagePadding = \(number(m.imagePadding))"]
        }
        lines.append("\(c).buttonSize = .\(button.size.rawValue)")
        switch button.style {
        case .filled: lines.append("\(c).baseBackgroundColor = \(colors.uikit(button.tint))")
        case .tinted, .gray, .plain: lines.append("\(c).baseForegroundColor = \(colors.uikit(button.tint))")
        case .bordered:
            lines += ["\(c).baseForegroundColor = \(colors.uikit(button.tint))", "\(c).background.strokeColor = \(colors.uikit(button.tint))",
                      "\(c).background.strokeWidth = \(number(ButtonMetrics.borderWidth))"]
        case .glass: break
        }
        lines.append("if #available(iOS 26.0, *) { \(c).cornerStyle = .capsule }")
        return lines + ["\(view).configuration = \(c)", "\(view).accessibilityLabel = \(code.literal(LayerControl.label(layer)))",
                        "\(view).addAction(UIAction { [weak self] _ in self?.\(id)Tapped() }, for: .primaryActionTriggered)"]
    }

    // MARK: SwiftUI

    /// The layer's view: a function (`\(id)Button()`), as a glass style needs an availability check.
    var swiftUIContent: String { "\(id)Button()" }

    var swiftUIFunction: [String] {
        let m = button.metrics
        var parts: [String] = []
        if let symbol = button.symbol { parts.append("Image(systemName: \(code.literal(symbol)))") }
        if !button.title.isEmpty { parts.append("Text(verbatim: \(code.literal(button.title)))") }
        let label = "HStack(spacing: \(number(m.imagePadding))) { \(parts.joined(separator: "; ")) }"
        let base = "Button(action: \(id)Tapped) { \(label) }"
        let size = ".controlSize(.\(button.size == .medium ? "regular" : button.size.rawValue))"
        let tint = colors.swiftUI(button.tint)
        let label11n = ".accessibilityLabel(\(code.literal(LayerControl.label(layer))))"
        let styled: [String]
        switch button.style {
        case .filled: styled = ["\(base).buttonStyle(.borderedProminent).tint(\(tint))\(size)\(label11n)"]
        case .tinted: styled = ["\(base).buttonStyle(.bordered).tint(\(tint))\(size)\(label11n)"]
        case .gray: styled = ["\(base).buttonStyle(.bordered).foregroundStyle(\(tint))\(size)\(label11n)"]
        case .plain: styled = ["\(base).buttonStyle(.borderless).tint(\(tint))\(size)\(label11n)"]
        case .bordered:
            styled = ["\(base).buttonStyle(.borderless).tint(\(tint))\(size)"
                      + ".padding(.horizontal, \(number(m.horizontal))).padding(.vertical, \(number(m.vertical)))"
                      + ".overlay(Capsule().strokeBorder(\(tint), lineWidth: \(number(ButtonMetrics.borderWidth))))\(label11n)"]
        case .glass:
            styled = ["if #available(iOS 26.0, *) {",
                      "    \(base).buttonStyle(.glass)\(size)\(label11n)",
                      "} else {",
                      "    \(base).buttonStyle(.bordered)\(size)\(label11n)",
                      "}"]
        }
        return ["", "    /// \(CodeText.comment(layer.id)): a \(button.style.rawValue) button, \(button.size.rawValue).",
                "    @ViewBuilder private func \(id)Button() -> some View {"]
            + styled.map { "        " + $0 } + ["    }"]
    }

    // MARK: Compose

    /// Material's button of the same emphasis: filled `Button`, `FilledTonalButton`, `OutlinedButton`, `TextButton`.
    func compose() -> String {
        let tint = colors.compose(button.tint), m = button.metrics
        let (call, colorsArgument): (String, String) = switch button.style {
        case .filled: ("Button", "ButtonDefaults.buttonColors(containerColor = \(tint))")
        case .tinted: ("FilledTonalButton", "ButtonDefaults.filledTonalButtonColors(containerColor = \(tint).copy(alpha = \(number(ButtonMetrics.tintedAlpha))), contentColor = \(tint))")
        case .gray, .glass: ("FilledTonalButton", "ButtonDefaults.filledTonalButtonColors(contentColor = \(tint))")
        case .bordered: ("OutlinedButton", "ButtonDefaults.outlinedButtonColors(contentColor = \(tint))")
        case .plain: ("TextButton", "ButtonDefaults.textButtonColors(contentColor = \(tint))")
        }
        var content: [String] = []
        if let symbol = button.symbol {
            content.append("Icon(\(SymbolIconTable.compose(symbol).name), contentDescription = null, modifier = Modifier.size(\(number(m.symbolSize)).dp))")
            if !button.title.isEmpty { content.append("Spacer(Modifier.width(\(number(m.imagePadding)).dp))") }
        }
        if !button.title.isEmpty { content.append("Text(\(code.literal(button.title)), fontSize = \(number(m.fontSize)).sp, maxLines = 1)") }
        let padding = "PaddingValues(horizontal = \(number(m.horizontal)).dp, vertical = \(number(m.vertical)).dp)"
        return "\(call)(onClick = { /* your action */ }, modifier = Modifier.fillMaxSize().semantics { contentDescription = \(code.literal(LayerControl.label(layer))) }, colors = \(colorsArgument), contentPadding = \(padding)) { \(content.joined(separator: "; ")) }"
    }

    // MARK: Flutter

    /// `CupertinoButton.filled` (filled), `CupertinoButton` (plain), `FilledButton.tonal` (tinted,
    /// gray, glass), `OutlinedButton` (bordered).
    func flutter() -> String {
        let tint = colors.flutter(button.tint), m = button.metrics
        var content: [String] = []
        if let symbol = button.symbol {
            content.append("Icon(\(SymbolIconTable.flutter(symbol).name), size: \(number(m.symbolSize)))")
            if !button.title.isEmpty { content.append("SizedBox(width: \(number(m.imagePadding)))") }
        }
        if !button.title.isEmpty { content.append("Text(\(code.literal(button.title)), maxLines: 1, style: TextStyle(fontSize: \(number(m.fontSize))))") }
        let child = "Row(mainAxisSize: MainAxisSize.min, children: [\(content.joined(separator: ", "))])"
        let padding = "EdgeInsets.symmetric(horizontal: \(number(m.horizontal)), vertical: \(number(m.vertical)))"
        let onPressed = "onPressed: () {/* your action */}"
        let widget: String = switch button.style {
        case .filled: "CupertinoButton.filled(\(onPressed), padding: \(padding), color: \(tint), borderRadius: BorderRadius.circular(999), child: \(child))"
        case .plain: "CupertinoButton(\(onPressed), padding: \(padding), child: DefaultTextStyle.merge(style: TextStyle(color: \(tint)), child: \(child)))"
        case .bordered: "OutlinedButton(\(onPressed), style: OutlinedButton.styleFrom(foregroundColor: \(tint), side: BorderSide(color: \(tint), width: \(number(ButtonMetrics.borderWidth))), padding: \(padding)), child: \(child))"
        case .tinted: "FilledButton.tonal(\(onPressed), style: FilledButton.styleFrom(backgroundColor: \(tint).withValues(alpha: \(number(ButtonMetrics.tintedAlpha))), foregroundColor: \(tint), padding: \(padding)), child: \(child))"
        case .gray, .glass: "FilledButton.tonal(\(onPressed), style: FilledButton.styleFrom(foregroundColor: \(tint), padding: \(padding)), child: \(child))"
        }
        return "Semantics(button: true, label: \(code.literal(LayerControl.label(layer))), child: \(widget))"
    }
}
