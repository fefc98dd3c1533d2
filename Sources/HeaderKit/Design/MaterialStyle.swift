/// UIBlurEffect.Style's materials as design files name them. Kept on the layer (not only its tint)
/// so code export can name the platform's own material instead of guessing it from a colour.
public enum MaterialStyle: String, Sendable, Equatable, CaseIterable {
    case ultraThin, thin, regular, thick, chrome

    /// The tint over the blurred backdrop (light and dark). Apple publishes neither tint nor blur;
    /// these are read off screenshots of iOS 17 bars over a photo (a thicker material: more tint).
    public var tint: DynamicColor {
        switch self {
        case .ultraThin: DynamicColor(light: Color(255, 255, 255, 84), dark: Color(30, 30, 30, 84))
        case .thin: DynamicColor(light: Color(255, 255, 255, 140), dark: Color(30, 30, 30, 140))
        case .regular: DynamicColor(light: Color(249, 249, 249, 200), dark: Color(30, 30, 30, 200))
        case .thick: DynamicColor(light: Color(249, 249, 249, 230), dark: Color(30, 30, 30, 230))
        case .chrome: DynamicColor(light: Color(249, 249, 249, 240), dark: Color(22, 22, 22, 240))
        }
    }

    /// The backdrop's blur in points (the same for every style on screenshots).
    public var blurRadius: Double { 20 }
}
