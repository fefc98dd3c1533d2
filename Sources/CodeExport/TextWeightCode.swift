import HeaderKit

/// A text layer's weight in each target's font API. Design files accept regular, semibold, bold
/// and heavy (drawn as bold, as the renderer has no heavier face); each maps to its nearest.
extension TextWeight {
    var uikit: String {
        switch self {
        case .regular: ".regular"
        case .semibold: ".semibold"
        case .bold: ".bold"
        }
    }

    var swiftUI: String { uikit }

    var compose: String {
        switch self {
        case .regular: "FontWeight.Normal"
        case .semibold: "FontWeight.SemiBold"
        case .bold: "FontWeight.Bold"
        }
    }

    var flutter: String {
        switch self {
        case .regular: "FontWeight.w400"
        case .semibold: "FontWeight.w600"
        case .bold: "FontWeight.w700"
        }
    }
}

extension NamedTextStyle {
    /// SwiftUI's Font for the UIKit style (SwiftUI spells title1 `title` and caption1 `caption`).
    var swiftUI: String {
        switch name {
        case "title1": "title"
        case "caption1": "caption"
        default: name
        }
    }
}
