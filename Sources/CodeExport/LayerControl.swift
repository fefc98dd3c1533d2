import HeaderKit

/// What a layer is to touches, as in the app: a control takes them (a button a design marks with
/// `action`, a segmented control, a pager that pages sideways); every other layer is decorative,
/// so a drag that starts on it scrolls the list. A new kind that is a control in the app answers
/// here, once, for every target.
enum LayerControl: Equatable {
    case button
    /// A `button` layer: the platform's own button, drawn by the platform (`ButtonCode`), no
    /// transparent control over a drawn layer.
    case systemButton
    case segmented
    case pager

    init?(_ layer: DesignLayer) {
        switch layer.kind {
        case .segmented: self = .segmented
        case .pager: self = .pager
        case .button: self = .systemButton
        default:
            guard layer.action != nil else { return nil }
            self = .button
        }
    }

    /// The control's accessibility label: the design's `action` words, else its id in words
    /// (`hover-bar` → "hover bar").
    static func label(_ layer: DesignLayer) -> String {
        if let action = layer.action, !action.isEmpty { return action }
        let words = layer.id.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        return words.isEmpty ? layer.kind.name : words.joined(separator: " ")
    }
}
