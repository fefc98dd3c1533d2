import HeaderKit
import ScrollCore
@testable import Stage
import Testing

extension SDLSuites {
    /// The material backdrop: what is behind a bar is blurred (neighbouring pixels alike) and
    /// tinted; what is outside the bar is untouched.
    @Suite struct MaterialBlur {
        let viewport = Size(width: 393, height: 300)

        /// 2 pt black and white stripes: their blur is mid grey (127.5), their local variance high.
        func stripes(into scene: inout Scene) {
            for i in 0..<Int(viewport.width / 4) {
                scene.append(.fill(Rect(x: Double(i) * 4, y: 0, width: 2, height: viewport.height), .black, cornerRadius: 0, clip: nil))
            }
        }

        /// Mean absolute difference between horizontal neighbours in a band of rows (the stripes: ~127).
        func roughness(_ frame: PixelBuffer, rows: Range<Int>) -> Double {
            var total = 0, n = 0
            for y in rows { for x in 1..<frame.width { total += abs(Int(frame.color(x: x, y: y).g) - Int(frame.color(x: x - 1, y: y).g)); n += 1 } }
            return Double(total) / Double(n)
        }

        func mean(_ frame: PixelBuffer, rows: Range<Int>) -> Double {
            var total = 0, n = 0
            for y in rows { for x in 0..<frame.width { total += Int(frame.color(x: x, y: y).g); n += 1 } }
            return Double(total) / Double(n)
        }

        @Test(arguments: [1.0, 3.0])
        func pixelsBehindABarAreBlurredAndTinted(scale: Double) throws {
            let renderer = try Renderer.headless(size: viewport, pixelsPerPoint: scale, fonts: Fixtures.fonts())
            var scene = Scene(size: viewport, background: .white)
            stripes(into: &scene)
            let bar = Rect(x: 0, y: 0, width: viewport.width, height: 103)
            scene.append(.backdropBlur(bar, blurRadius: 20, alpha: 1, clip: nil))
            let tint = Color(249, 249, 249, 200)  // the regular material's light tint
            scene.append(.fill(bar, tint, cornerRadius: 0, clip: nil))
            try renderer.draw(scene)
            let frame = try renderer.readPixels()
            let s = Int(scale)
            let inside = (10 * s)..<(90 * s), outside = (150 * s)..<(290 * s)
            #expect(roughness(frame, rows: outside) > 120 / scale, "the stripes, sharp, below the bar (2 edges per 4 pt)")
            #expect(roughness(frame, rows: inside) < 1.5, "blurred under the bar")
            // Mid grey under the tint: 127.5 · (1 − 200/255) + 249 · 200/255.
            let expected = 127.5 * (1 - 200.0 / 255) + 249 * 200.0 / 255
            #expect(abs(mean(frame, rows: inside) - expected) < 6, "mean \(mean(frame, rows: inside)), expected \(expected)")
        }

        @Test func theDownscaleLeavesAboutTwoAndAHalfPixelsOfBlur() {
            #expect(BackdropBlur.factor(sigma: 20) == 8 && BackdropBlur.factor(sigma: 60) == 16 && BackdropBlur.factor(sigma: 2) == 1)
            // Three box passes of radius r have variance 3 · ((2r+1)² − 1) / 12 ≈ σ².
            for sigma in [2.5, 5.0, 3.75] {
                let r = Double(BackdropBlur.boxRadius(sigma: sigma))
                #expect(abs((3 * ((2 * r + 1) * (2 * r + 1) - 1) / 12).squareRoot() - sigma) < 1.2)
            }
        }
    }
}
