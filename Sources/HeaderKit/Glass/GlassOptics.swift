import Foundation

/// Liquid Glass's numbers. Apple publishes none: these are a THIRD-PARTY FIT, the open-source
/// Flutter package `liquid_glass_renderer` (whynotmake-it/flutter_liquid_glass, 1.0-dev:
/// `liquid_glass_settings.dart`, `liquid_glass_color_model.dart`), fitted by its authors against
/// captures of Apple's glass. Every field can be overridden in a design file's `"optics"`.
public struct GlassOptics: Sendable, Equatable, Hashable {
    /// Width of the refracting bevel at the rim (`refractionHeight`), points.
    public var bevel = 20.0
    /// How far inside the silhouette the outermost rim pixel samples (`refractionAmount`), points.
    public var refraction = 60.0
    /// Regular glass: the bevel is at most this fraction of a small shape's short side.
    public var bevelShortSideFraction = 0.25
    /// A shrunk bevel shrinks the amount faster: amount · (bevel / full bevel)^exponent. 2.6 passes
    /// through the package's two quoted points (20 → 60; "a 63 pt button: height ≈ 16, amount ≈ 32").
    public var refractionShrinkExponent = 2.6
    /// Frost (Gaussian sigma of the backdrop, points): toolbar glass light / dark; clear glass.
    public var frostLight = 7.0
    public var frostDark = 5.0
    public var frostClear = 0.35
    /// Light regular glass: a near-white wash RGB(253, 252, 253) at premultiplied alpha 0.408 over
    /// 0.592 of the backdrop's luminance, chroma gain 1.17.
    public var washLightAlpha = 0.408
    public var transmittanceLight = 0.592
    public var chromaLight = 1.17
    /// Dark regular glass: grey 32/255 emitted, 0.597 transmitted (0.447 once the short side is
    /// ≥ 105 pt, blended from 75 pt), chroma gain 1.02.
    public var emissionDark = 32.0
    public var transmittanceDark = 0.597
    public var transmittanceDarkLarge = 0.447
    public var chromaDark = 1.02
    /// Clear glass (light and dark): white wash 0.126, transmittance 0.954, chroma gain 1.057.
    public var washClearAlpha = 0.126
    public var transmittanceClear = 0.954
    public var chromaClear = 1.057
    /// Specular rim (toolbar light preset: 0.25 over 0.75 pt) and the faint dark contour
    /// (0.15 over 0.65 pt light, 0.25 over 0.5 pt dark).
    public var highlight = 0.25
    public var highlightWidth = 0.75
    public var contourLight = 0.15
    public var contourLightWidth = 0.65
    public var contourDark = 0.25
    public var contourDarkWidth = 0.5
    /// `interactive` glass under a finger grows by this factor [EST: Kyant0/AndroidLiquidGlass's
    /// press response reads ≈ 4–6 %; Apple publishes none].
    public var pressedScale = 1.05
    /// The faint shadow iOS 26 casts under glass (black, opacity, Gaussian radius and downward
    /// offset in points) [EST: read off iOS 26 captures of bar buttons and the tab bar; neither
    /// Apple nor the fit publishes one]. 0 opacity draws none.
    public var shadowOpacity = 0.08
    public var shadowRadius = 8.0
    public var shadowY = 2.0

    public init() {}

    /// The names design files use in `"optics"`, each with its key path.
    public static var fields: [(String, WritableKeyPath<GlassOptics, Double>)] { [
        ("bevel", \.bevel), ("refraction", \.refraction), ("bevelShortSideFraction", \.bevelShortSideFraction),
        ("refractionShrinkExponent", \.refractionShrinkExponent), ("frostLight", \.frostLight), ("frostDark", \.frostDark),
        ("frostClear", \.frostClear), ("washLightAlpha", \.washLightAlpha), ("transmittanceLight", \.transmittanceLight),
        ("chromaLight", \.chromaLight), ("emissionDark", \.emissionDark), ("transmittanceDark", \.transmittanceDark),
        ("transmittanceDarkLarge", \.transmittanceDarkLarge), ("chromaDark", \.chromaDark), ("washClearAlpha", \.washClearAlpha),
        ("transmittanceClear", \.transmittanceClear), ("chromaClear", \.chromaClear), ("highlight", \.highlight),
        ("highlightWidth", \.highlightWidth), ("contourLight", \.contourLight), ("contourLightWidth", \.contourLightWidth),
        ("contourDark", \.contourDark), ("contourDarkWidth", \.contourDarkWidth), ("pressedScale", \.pressedScale),
        ("shadowOpacity", \.shadowOpacity), ("shadowRadius", \.shadowRadius), ("shadowY", \.shadowY),
    ] }

    /// What one glass shape of short side `shortSide` points draws in `appearance`.
    public func look(style: GlassLayer.Style, appearance: Appearance, shortSide: Double, tint: Color?) -> GlassLook {
        // Regular glass keeps its lens within a quarter of a small shape; clear glass keeps the
        // full lens until it reaches the centre line.
        let limit = style == .clear ? shortSide / 2 : shortSide * bevelShortSideFraction
        let height = max(0, min(bevel, limit))
        let amount = bevel > 0 ? refraction * pow(height / bevel, refractionShrinkExponent) : 0
        var look = GlassLook(bevel: height, refraction: amount, frost: 0, emission: Color.black, washAlpha: 0, transmittance: 1,
                             chroma: 1, tint: tint ?? .clear, highlight: highlight, highlightWidth: highlightWidth,
                             contour: 0, contourWidth: 0)
        let dark = appearance == .dark
        look.contour = dark ? contourDark : contourLight
        look.contourWidth = dark ? contourDarkWidth : contourLightWidth
        switch (style, dark) {
        case (.clear, _):
            look.frost = frostClear
            look.emission = .white
            look.washAlpha = washClearAlpha
            look.transmittance = transmittanceClear
            look.chroma = chromaClear
        case (.regular, false):
            look.frost = frostLight
            look.emission = Color(253, 252, 253)
            look.washAlpha = washLightAlpha
            look.transmittance = transmittanceLight
            look.chroma = chromaLight
        case (.regular, true):
            look.frost = frostDark
            let grey = UInt8(max(0, min(255, emissionDark.rounded())))
            look.emission = Color(grey, grey, grey)
            look.washAlpha = 1
            let large = min(1, max(0, (shortSide - 75) / (105 - 75)))
            look.transmittance = transmittanceDark + (transmittanceDarkLarge - transmittanceDark) * large
            look.chroma = chromaDark
        }
        return look
    }
}
