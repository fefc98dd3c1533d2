import HeaderKit
import ScrollCore
@testable import Stage
import Testing

extension SDLSuites {
    /// Issue 45: iOS 27's glass tint slider, drawn. Over black and white stripes 20 pt wide, the
    /// fully tinted glass shows less of the stripes through its face than the ultra clear one, and
    /// both show a different amount than iOS 26's glass (the contrast left on the face's centre row).
    @Suite struct GlassTintPixels {
        let viewport = Size(width: 300, height: 200)

        func faceContrast(_ system: SystemVersion, tint: Double, scale: Double) throws -> Double {
            let renderer = try Renderer.headless(size: viewport, pixelsPerPoint: scale, fonts: Fixtures.fonts())
            var scene = Scene(size: viewport, background: .white)
            for i in stride(from: 0, to: Int(viewport.width), by: 40) {
                scene.append(.fill(Rect(x: Double(i), y: 0, width: 20, height: viewport.height), .black, cornerRadius: 0, clip: nil))
            }
            let frame = Rect(x: 30, y: 60, width: 240, height: 80)
            let look = GlassOptics().look(style: .regular, appearance: .light, shortSide: 80, tint: nil, system: system, glassTint: tint)
            scene.append(.glass(GlassItem(frame: frame, cornerRadius: 20, look: look, alpha: 1, clip: nil)))
            try renderer.draw(scene)
            let pixels = try renderer.readPixels()
            let y = Int(100 * scale)
            // The face, clear of the 20 pt bevel at either end.
            let values = (Int(60 * scale)..<Int(240 * scale)).map { Double(pixels.color(x: $0, y: y).g) }
            return (values.max() ?? 0) - (values.min() ?? 0)
        }

        @Test(arguments: [1.0, 3.0])
        func tintedHidesMoreOfStripesThanClearAndBothDifferFromIOS26(scale: Double) throws {
            let clear = try faceContrast(.ios27, tint: 0, scale: scale), tinted = try faceContrast(.ios27, tint: 1, scale: scale)
            let ios26 = try faceContrast(.ios26, tint: 0, scale: scale)
            #expect(tinted < clear * 0.5, "tinted \(tinted) vs clear \(clear)")
            #expect(abs(clear - ios26) > 5 && abs(tinted - ios26) > 5, "iOS 26 \(ios26), 27 clear \(clear), tinted \(tinted)")
        }
    }
}
