import HeaderKit
import ScrollCore
import Testing

/// iOS 27's glass tint slider: the tinted end passes less of the backdrop (a striped backdrop shows
/// less through it) and frosts it more than the clear end; both differ from iOS 26's glass, which
/// has no slider. The ends are the fit's Clear and Tinted colour transfers (`GlassTint`).
@Suite struct GlassTintTests {
    func look(_ system: SystemVersion, tint: Double, _ appearance: Appearance = .light) -> GlassLook {
        GlassOptics().look(style: .regular, appearance: appearance, shortSide: 44, tint: nil, system: system, glassTint: tint)
    }

    /// How much of a black/white stripe's contrast shows through: transmittance (luminance) and chroma.
    @Test func tintedHidesMoreOfTheBackdropThanClear() {
        for appearance in [Appearance.light, .dark] {
            let clear = look(.ios27, tint: 0, appearance), tinted = look(.ios27, tint: 1, appearance)
            #expect(tinted.transmittance < clear.transmittance, "\(appearance)")
            #expect(tinted.frost > clear.frost && tinted.chroma < clear.chroma, "\(appearance)")
        }
        let light = look(.ios27, tint: 1)
        #expect(abs(light.transmittance - 0.286) < 1e-12 && abs(light.washAlpha - 0.714) < 1e-12, "the fit's Tinted end")
        #expect(abs(look(.ios27, tint: 0).transmittance - 0.592) < 1e-12, "the fit's Clear end")
        let half = look(.ios27, tint: 0.5)
        #expect(abs(half.transmittance - (0.592 + 0.286) / 2) < 1e-12, "the slider is linear between its ends")
    }

    @Test func bothEndsDifferFromIOS26() {
        let ios26 = look(.ios26, tint: 0)
        #expect(look(.ios26, tint: 1) == ios26, "iOS 26 has no slider")
        for tint in [0.0, 1.0] {
            let ios27 = look(.ios27, tint: tint)
            #expect(ios27 != ios26)
            // "Diffuses busy content more, a darkened edge and brighter specular highlights."
            #expect(ios27.frost > ios26.frost && ios27.contour > ios26.contour && ios27.highlight > ios26.highlight)
        }
    }
}
