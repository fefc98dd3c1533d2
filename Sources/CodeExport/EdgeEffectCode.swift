import HeaderKit

/// iOS 26's scroll edge effect as the Apple targets set it (`scroll.edgeEffect`): `automatic` is
/// the system's default (nothing written), `soft` and `hard` the style, `none` hides it. Before
/// iOS 26 there is none (the tool's `--ios 17` draws the bar's own material instead).
struct EdgeEffectCode {
    let effect: ScrollEdgeEffect

    private var edges: [(name: String, style: ScrollEdgeEffect.Style)] {
        [("top", effect.top), ("bottom", effect.bottom)].filter { $0.1 != .automatic }
    }

    var isDefault: Bool { edges.isEmpty }

    /// viewDidLoad's lines (`UIScrollView.topEdgeEffect`, `bottomEdgeEffect`).
    func uikit(_ scrollView: String) -> [String] {
        guard !isDefault else { return [] }
        return ["if #available(iOS 26.0, *) {"]
            + edges.map { "    \(scrollView).\($0.name)EdgeEffect." + ($0.style == .none ? "isHidden = true" : "style = .\($0.style.rawValue)") }
            + ["}"]
    }

    /// A view modifier the list calls (`.edgeEffects()`), declared at file level.
    var swiftUIModifier: [String] {
        let modifiers = edges.map { $0.style == .none ? ".scrollEdgeEffectHidden(true, for: .\($0.name))" : ".scrollEdgeEffectStyle(.\($0.style.rawValue), for: .\($0.name))" }
        return ["private extension View {",
                "    /// The design's scroll edge effects (iOS 26; earlier releases have none).",
                "    @ViewBuilder func edgeEffects() -> some View {",
                "        if #available(iOS 26.0, *) {",
                "            self\(modifiers.joined())",
                "        } else {",
                "            self",
                "        }",
                "    }",
                "}"]
    }

    /// A designer's summary for the targets without it: `top soft, bottom none`.
    var designText: String { edges.map { "\($0.name) \($0.style.rawValue)" }.joined(separator: ", ") }
}
