/// UIImage.SymbolWeight's nine weights, by the names design files use.
public enum SymbolWeight: String, Sendable, Equatable, Hashable, CaseIterable {
    case ultralight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The case's name in UIKit and SwiftUI (`UIImage.SymbolWeight`, `Font.Weight`).
    public var platformName: String { self == .ultralight ? "ultraLight" : rawValue }

    /// How much thicker than the icon set's one weight the glyph is drawn, in its 16-unit grid: the
    /// outline is stroked this wide in its own colour (half of it outside), as SF's heavier weights
    /// thicken strokes. Bootstrap Icons has a single weight, about SF's regular, so regular and the
    /// lighter ones draw it as it is (its nearest).
    public var outline: Double {
        switch self {
        case .ultralight, .thin, .light, .regular: 0
        case .medium: 0.2
        case .semibold: 0.4
        case .bold: 0.6
        case .heavy: 0.8
        case .black: 1.0
        }
    }
}
