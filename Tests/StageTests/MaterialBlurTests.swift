import CSDL2
import HeaderKit
import PNGWriting
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

        /// The frame made small (the viewport) and a small picture drawn into it.
        func drawSmallFrame(_ renderer: Renderer) throws {
            try renderer.resizeOffscreenFrame(to: viewport)
            var small = Scene(size: viewport)
            small.append(.fill(Rect(x: 0, y: 0, width: 10, height: 10), .black, cornerRadius: 0, clip: nil))
            try renderer.draw(small)
        }

        /// Issue 32: window-sized buffers follow the window — a material over a large frame, then
        /// the frame made small: what the large one needed is released at the next draw.
        @Test func buffersOfALargeFrameAreReleasedWhenItShrinks() throws {
            let large = Size(width: 2000, height: 2000)
            let renderer = try Renderer.headless(size: large, pixelsPerPoint: 1, fonts: Fixtures.fonts())
            var scene = Scene(size: large)
            scene.append(.backdropBlur(Rect(x: 0, y: 0, width: 2000, height: 2000), blurRadius: 4, alpha: 1, cornerRadius: 0, clip: nil))
            try renderer.draw(scene)
            let held = renderer.backdrop.bufferBytes
            #expect(held >= 2000 * 100, "\(held) bytes")
            try drawSmallFrame(renderer)
            #expect(renderer.backdrop.bufferBytes < held / 10, "\(renderer.backdrop.bufferBytes) of \(held) bytes kept")
        }

        /// The same for iOS 26's passes: a large glass shape and a large soft edge effect, then a
        /// small frame — their buffers and cached maps go too.
        @Test func glassAndEdgeEffectBuffersAreReleasedWhenTheFrameShrinks() throws {
            let large = Size(width: 2000, height: 2000)
            let renderer = try Renderer.headless(size: large, pixelsPerPoint: 1, fonts: Fixtures.fonts())
            var scene = Scene(size: large, background: .white)
            stripes(into: &scene)
            let look = GlassOptics().look(style: .regular, appearance: .light, shortSide: 1000, tint: nil)
            scene.append(.glass(GlassItem(frame: Rect(x: 100, y: 100, width: 1600, height: 1000), cornerRadius: 500, look: look, alpha: 1, clip: nil)))
            scene.append(.progressiveBlur(ProgressiveBlur(band: Rect(x: 0, y: 0, width: 2000, height: 1500), edge: .top, solid: 1000,
                                                          blurRadius: ScrollEdgeEffect.softBlur, fade: Color.white.withAlpha(0.5), clip: nil)))
            try renderer.draw(scene)
            let glassHeld = renderer.glass.bufferBytes, edgeHeld = renderer.edgeBlur.bufferBytes
            #expect(glassHeld >= 1600 * 1000, "glass holds \(glassHeld) bytes")
            #expect(edgeHeld >= 2000 * 100, "the edge effect holds \(edgeHeld) bytes")
            try drawSmallFrame(renderer)
            #expect(renderer.glass.bufferBytes < glassHeld / 10, "glass kept \(renderer.glass.bufferBytes) of \(glassHeld) bytes")
            #expect(renderer.edgeBlur.bufferBytes < edgeHeld / 10, "the edge effect kept \(renderer.edgeBlur.bufferBytes) of \(edgeHeld) bytes")
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
            scene.append(.backdropBlur(bar, blurRadius: 20, alpha: 1, cornerRadius: 0, clip: nil))
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

        /// A uniform colour stays itself under the blur, and the backdrop's saturation pushes it
        /// away from its grey: c' = L + 1.8·(c − L), L the Rec. 709 luminance, clamped. For
        /// (200, 100, 50): L = 117.65, so (265.9 → 255, 85.9, −4.1 → 0). Grey stays grey.
        @Test(arguments: [1.0, 3.0])
        func theBackdropIsSaturatedAsUIKitsIs(scale: Double) throws {
            let renderer = try Renderer.headless(size: viewport, pixelsPerPoint: scale, fonts: Fixtures.fonts())
            for (color, expected) in [(Color(200, 100, 50), (255.0, 85.9, 0.0)), (Color(120, 120, 120), (120.0, 120.0, 120.0))] {
                var scene = Scene(size: viewport, background: color)
                scene.append(.backdropBlur(Rect(x: 0, y: 0, width: viewport.width, height: 103), blurRadius: 20, alpha: 1, cornerRadius: 0, clip: nil))
                try renderer.draw(scene)
                let frame = try renderer.readPixels()
                let centre = frame.color(x: frame.width / 2, y: Int(50 * scale))
                #expect(abs(Double(centre.r) - expected.0) <= 2 && abs(Double(centre.g) - expected.1) <= 2
                        && abs(Double(centre.b) - expected.2) <= 2, "\(color) → \(centre)")
                let below = frame.color(x: frame.width / 2, y: Int(200 * scale))
                #expect(below == color, "outside the bar: untouched")
            }
        }

        @Test func theDownscaleLeavesAboutTwoAndAHalfPixelsOfBlur() {
            #expect(BackdropBlur.factor(sigma: 20) == 8 && BackdropBlur.factor(sigma: 60) == 16 && BackdropBlur.factor(sigma: 2) == 1)
            // Three box passes of radius r have variance 3 · ((2r+1)² − 1) / 12 ≈ σ².
            for sigma in [2.5, 5.0, 3.75] {
                let r = Double(BackdropBlur.boxRadius(sigma: sigma))
                #expect(abs((3 * ((2 * r + 1) * (2 * r + 1) - 1) / 12).squareRoot() - sigma) < 1.2)
            }
        }

        /// The in-place path (memory frames: read, blur and bilinear upscale on the frame's own
        /// pixels) draws what the window's path draws (read back, blurred, stretched by SDL's
        /// linear filter), within a level or two of rounding, at full and at partial alpha.
        @Test(arguments: [(1.0, UInt8(255)), (3.0, UInt8(255)), (2.0, UInt8(160))])
        func theInPlaceBlurMatchesSDLsLinearStretch(scale: Double, alpha: UInt8) throws {
            let renderer = try Renderer.headless(size: viewport, pixelsPerPoint: scale, fonts: Fixtures.fonts())
            var scene = Scene(size: viewport, background: .white)
            stripes(into: &scene)
            // Coloured blocks, so every channel varies and both axes are interpolated.
            for i in 0..<6 {
                scene.append(.fill(Rect(x: Double(i) * 61, y: Double(i) * 13, width: 40, height: 50),
                                   Color(UInt8(40 * i), UInt8(255 - 40 * i), 180), cornerRadius: 0, clip: nil))
            }
            try renderer.draw(scene)
            let sigma = 20 * scale, factor = BackdropBlur.factor(sigma: sigma)
            let radius = BackdropBlur.boxRadius(sigma: sigma / Double(factor))
            let s = Int32(scale)
            // Whole blocks: SDL clips a stretched copy by rounding its source rectangle, which moves
            // a partial last block's texels by up to a pixel (the window's GPU does not).
            let rect = SDL_Rect(x: 5 * s, y: 0, w: 368 * s, h: 96 * s)
            let before = try renderer.readPixels()
            let surface = try #require(renderer.targetSurface)
            BackdropBlur().apply(renderer: renderer.renderer, target: surface, rect: rect, factor: factor, boxRadius: radius, alpha: alpha)
            let inPlace = try renderer.readPixels()
            // Put the same picture back, then the window's path.
            try renderer.draw(scene)
            #expect(try renderer.readPixels() == before)
            BackdropBlur().apply(renderer: renderer.renderer, target: nil, rect: rect, factor: factor, boxRadius: radius, alpha: alpha)
            renderer.flush()
            let stretched = try renderer.readPixels()
            var largest = 0, changed = 0
            for y in 0..<inPlace.height {
                for x in 0..<inPlace.width {
                    let a = inPlace.color(x: x, y: y), b = stretched.color(x: x, y: y)
                    largest = max(largest, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                    if a != before.color(x: x, y: y) { changed += 1 }
                }
            }
            #expect(largest <= 2, "largest channel difference \(largest)")
            // Only the bar's pixels change, and nearly all of them do (the stripes are blurred away).
            #expect(changed > Int(rect.w * rect.h) * 9 / 10 && changed <= Int(rect.w * rect.h))
        }
    }
}
