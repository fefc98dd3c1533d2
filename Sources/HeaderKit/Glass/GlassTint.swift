/// iOS 27's Liquid Glass: the Settings slider from ultra clear (0) to fully tinted (1), which
/// replaced iOS 26.1's two-state Clear/Tinted switch, and glass "tuned to diffuse busy content more,
/// with a darkened edge and brighter specular highlights" [Apple: WWDC26 Platforms State of the
/// Union]. The two ends of the slider are the third-party fit's Clear and Tinted colour transfers
/// (`liquid_glass_color_model.dart`, which the fit's authors made against iOS 27 captures):
/// light wash 0.408 → 0.714, transmittance 0.592 → 0.286, chroma 1.17 → 0.751; dark
/// transmittance 0.597 → 0.295 (0.447 → 0.195 for large shapes), chroma 1.02 → 0.572.
public enum GlassTint {
    /// The slider's default [EST: its clear end, as iOS 26.1's switch defaulted to Clear].
    public static let systemDefault = 0.0
    /// The Tinted end of the fit.
    static let washLightTinted = 0.714, transmittanceLightTinted = 0.286, chromaLightTinted = 0.751
    static let transmittanceDarkTinted = 0.295, transmittanceDarkLargeTinted = 0.195, chromaDarkTinted = 0.572
    /// "Diffuses busy content more": frost × 1.4 at the clear end, × 2 tinted [EST]; "darkened
    /// edge and brighter specular highlights": contour and highlight × 1.6, the rim at least one
    /// device pixel at @3× [EST: iOS 26's 0.75 pt rim read as imperceptible at @3× (D6)].
    static let frostClearEnd = 1.4, frostTintedEnd = 2.0
    static let edgeGain = 1.6
    static let minimumRimWidth = 1.0
}

extension GlassOptics {
    /// What one regular or clear glass shape draws on `system` with the Settings tint `glassTint`
    /// (0…1; only iOS 27 has the slider: iOS 26 draws the fit as it is).
    public func look(style: GlassLayer.Style, appearance: Appearance, shortSide: Double, tint: Color?, system: SystemVersion,
                     glassTint: Double) -> GlassLook {
        var look = self.look(style: style, appearance: appearance, shortSide: shortSide, tint: tint)
        guard system == .ios27 else { return look }
        let t = min(1, max(0, glassTint))
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        if style == .regular {
            if appearance == .dark {
                let large = min(1, max(0, (shortSide - 75) / (105 - 75)))
                let tinted = GlassTint.transmittanceDarkTinted + (GlassTint.transmittanceDarkLargeTinted - GlassTint.transmittanceDarkTinted) * large
                look.transmittance = mix(look.transmittance, tinted)
                look.chroma = mix(look.chroma, GlassTint.chromaDarkTinted)
            } else {
                look.washAlpha = mix(look.washAlpha, GlassTint.washLightTinted)
                look.transmittance = mix(look.transmittance, GlassTint.transmittanceLightTinted)
                look.chroma = mix(look.chroma, GlassTint.chromaLightTinted)
            }
        }
        look.frost *= mix(GlassTint.frostClearEnd, GlassTint.frostTintedEnd)
        look.contour = min(1, look.contour * GlassTint.edgeGain)
        look.highlight = min(1, look.highlight * GlassTint.edgeGain)
        look.highlightWidth = max(look.highlightWidth, GlassTint.minimumRimWidth)
        return look
    }
}
