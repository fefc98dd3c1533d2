import HeaderKit

/// A material layer as the Apple targets name it (UIBlurEffect.Style, SwiftUI's Material).
extension MaterialStyle {
    var uikit: String {
        switch self {
        case .ultraThin: ".systemUltraThinMaterial"
        case .thin: ".systemThinMaterial"
        case .regular: ".systemMaterial"
        case .thick: ".systemThickMaterial"
        case .chrome: ".systemChromeMaterial"
        }
    }

    /// SwiftUI has no chrome material: `.bar` (the toolbars' material) is the nearest, and the
    /// export says so in its header.
    var swiftUI: String {
        switch self {
        case .ultraThin: ".ultraThinMaterial"
        case .thin: ".thinMaterial"
        case .regular: ".regularMaterial"
        case .thick: ".thickMaterial"
        case .chrome: ".bar"
        }
    }
}
