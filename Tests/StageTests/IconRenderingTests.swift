import HeaderKit
import PNGWriting
import ScrollCore
@testable import Stage
import Testing

extension SDLSuites {
    /// Icons drawn from their SVG at the pixel size they show at, in the tint's exact colour.
    @Suite struct IconRendering {
        /// `glyph` in a `side`-point square at (10, 10), at `scale` pixels per point, on white.
        func draw(_ glyph: String, side: Double, scale: Double, weight: SymbolWeight = .regular,
                  color: Color = Color(255, 0, 0)) throws -> PixelBuffer {
            let size = Size(width: side + 20, height: side + 20)
            let renderer = try Renderer.headless(size: size, pixelsPerPoint: scale, fonts: Fixtures.fonts())
            var scene = Scene(size: size, background: .white)
            scene.append(.icon(glyph, weight: weight, color: color, frame: Rect(x: 10, y: 10, width: side, height: side), alpha: 1, clip: nil))
            try renderer.draw(scene)
            return try renderer.readPixels()
        }

        /// Bootstrap's stop-fill is a rounded square from 3.5 to 12.5 of its 16-unit grid: drawn in a
        /// 32 pt square it spans 7…25 pt, so its ink starts and ends on whole pixels at @1× and @3×.
        @Test func aGlyphFillsItsSquareAtEveryScaleInTheTint() throws {
            for scale in [1.0, 3.0] {
                let pixels = try draw("stop-fill", side: 32, scale: scale)
                let ink = try #require(pixels.inkBounds(background: .white))
                let start = Int((10 + 7) * scale), end = Int((10 + 25) * scale) - 1
                #expect(abs(ink.minX - start) <= 1 && abs(ink.maxX - end) <= 1, "@\(scale)×: \(ink)")
                #expect(abs(ink.minY - start) <= 1 && abs(ink.maxY - end) <= 1, "@\(scale)×: \(ink)")
                let centre = Int((10 + 16) * scale)
                #expect(pixels.color(x: centre, y: centre) == Color(255, 0, 0, 255))
                // Sharp at every scale: the edge is one anti-aliased pixel, not a stretched bitmap's ramp.
                let row = Int((10 + 16) * scale)
                let partial = (start - 2...start + 2).filter { x in
                    let c = pixels.color(x: x, y: row)
                    return c != .white && c != Color(255, 0, 0)
                }
                #expect(partial.count <= 1, "@\(scale)×: \(partial)")
            }
        }

        @Test func theTintIsExactAndAlphaFades() throws {
            let blue = try draw("stop-fill", side: 32, scale: 2, color: Color(0, 122, 255))
            #expect(blue.color(x: 52, y: 52) == Color(0, 122, 255, 255))
            let faded = try draw("stop-fill", side: 32, scale: 2, color: Color(0, 0, 0, 128))
            let grey = faded.color(x: 52, y: 52)
            #expect(abs(Int(grey.r) - 127) <= 1 && grey.r == grey.g && grey.g == grey.b)
        }

        @Test func heavierWeightsInkMore() throws {
            func ink(_ weight: SymbolWeight) throws -> Int {
                try draw("heart", side: 24, scale: 2, weight: weight).count(in: (x: 0, y: 0, w: 88, h: 88)) { $0 != .white }
            }
            let regular = try ink(.regular), semibold = try ink(.semibold), black = try ink(.black)
            #expect(regular < semibold && semibold < black)
            #expect(try ink(.ultralight) == regular)  // one weight in the set: the nearest
        }

        @Test func aMissingGlyphDrawsNothing() throws {
            let pixels = try draw("no-such-glyph", side: 20, scale: 1)
            #expect(pixels.inkBounds(background: .white) == nil)
        }
    }
}
