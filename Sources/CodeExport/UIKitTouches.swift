import HeaderKit

/// Touches in the UIKit export, as in the app: decorative layers take none (a drag that starts on
/// them reaches the table view under them), controls are real UIKit controls with an
/// accessibility label and an action stub.
extension UIKitExport {
    /// viewDidLoad's lines for `layer` (identifier `id`).
    func touches(_ layer: DesignLayer, _ id: String) -> [String] {
        let label = code.literal(LayerControl.label(layer))
        switch LayerControl(layer) {
        case nil:
            return ["\(id)View.isUserInteractionEnabled = false"]
        case .button:
            // The layer draws; a transparent button over it takes the taps.
            return ["\(id)View.isUserInteractionEnabled = false", "\(id)Button.accessibilityIdentifier = \(code.literal("button." + layer.id))",
                    "\(id)Button.accessibilityLabel = \(label)",
                    "\(id)Button.addAction(UIAction { [weak self] _ in self?.\(id)Tapped() }, for: .primaryActionTriggered)"]
        case .systemButton:
            return []  // its setup labels it and adds its action (ButtonCode)
        case .segmented:
            return ["\(id)View.accessibilityLabel = \(label)",
                    "\(id)View.addAction(UIAction { [weak self] _ in self?.\(id)Changed() }, for: .valueChanged)"]
        case .pager:
            return ["\(id)View.accessibilityLabel = \(label)"]
        }
    }

    /// An empty action per control, for the app's own code.
    var controlStubs: [String] {
        code.design.layers.flatMap { layer -> [String] in
            let id = code.identifier(layer), words = CodeText.comment(LayerControl.label(layer))
            switch LayerControl(layer) {
            case .button, .systemButton: return ["", "    /// \(words): a tap on the button (your action here).", "    func \(id)Tapped() {}"]
            case .segmented where code.switchesTabs(layer):
                return ["", "    /// \(words): the selected segment shows its tab.",
                        "    func \(id)Changed() { switchTab(to: \(id)View.selectedSegmentIndex) }"]
            case .segmented: return ["", "    /// \(words): the selected segment (\(id)View.selectedSegmentIndex) changed (your action here).",
                                     "    func \(id)Changed() {}"]
            case .pager, nil: return []
            }
        }
    }
}
