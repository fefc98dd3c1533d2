import HeaderKit
import PNGWriting
import ScrollCore
@testable import Stage
import Testing

extension SDLSuites {
    @Suite struct HeadlessRendering {
        let background = Color(250, 250, 250)
        let viewport = Size(width: 390, height: 600)

        func makeRenderer(pixelsPerPoint: Double = 1) throws -> Renderer {
            let renderer = try Renderer.headless(size: viewport, pixelsPerPoint: pixelsPerPoint, fonts: Fixtures.fonts())
            try renderer.setPhotos([Fixtures.resources().headerPhoto.path])
            return renderer
        }

        /// A header photo, a bar, and three text rows separated by hairlines, inside x 16…374.
        func listScene(blurRadius: Double = 0) -> Scene {
            var scene = Scene(size: viewport, background: background)
            scene.append(.image(.photo(0), source: Rect(x: 200, y: 100, width: 1200, height: 770),
                                destination: Rect(x: 0, y: 0, width: 390, height: 250), alpha: 1,
                                blurRadius: blurRadius, clip: nil))
            let style = TextStyle(size: 17, weight: .bold, color: Color(20, 20, 20))
            let subtitle = TextStyle(size: 14, color: Color(60, 60, 60))
            for row in 0..<3 {
                let top = 270.0 + Double(row) * 100
                scene.append(.text("Row \(row + 1) title", style: style, frame: Rect(x: 16, y: top, width: 358, height: 24),
                                   alignment: .leading, lineBreak: .wrap, alpha: 1, clip: nil))
                scene.append(.text("下拉弹性效果 subtitle", style: subtitle,
                                   frame: Rect(x: 16, y: top + 30, width: 358, height: 40),
                                   alignment: .leading, lineBreak: .wrap, alpha: 1, clip: nil))
                scene.append(.fill(Rect(x: 16, y: top + 90, width: 358, height: 1), Color(200, 200, 200),
                                   cornerRadius: 0, clip: nil))
            }
            return scene
        }

        @Test func headerShowsThePhotoAndRowsShowDarkText() throws {
            let renderer = try makeRenderer()
            try renderer.draw(listScene())
            let frame = try renderer.readPixels()
            #expect(frame.width == 390 && frame.height == 600)
            let header = (x: 0, y: 0, w: 390, h: 250)
            #expect(frame.distinctColors(in: header) > 2000, "a photo has many colours")
            #expect(frame.count(in: header) { $0 == background } < 100)
            for row in 0..<3 {
                let titleArea = (x: 16, y: 270 + row * 100, w: 358, h: 24)
                #expect(frame.count(in: titleArea, where: isDark) > 100, "row \(row) title has dark text")
            }
            // Outside every item: the right margin below the header, and the gap between rows.
            #expect(frame.count(in: (x: 375, y: 251, w: 15, h: 349)) { $0 != background } == 0)
            #expect(frame.count(in: (x: 0, y: 251, w: 16, h: 349)) { $0 != background } == 0)
            #expect(frame.count(in: (x: 0, y: 251, w: 390, h: 18)) { $0 != background } == 0)
        }

        /// A circle-masked photo: the photo inside the circle, the background in the square's
        /// corners outside it (a plain image would fill them).
        @Test func maskedImagesAreCutToACircle() throws {
            let renderer = try makeRenderer()
            var scene = Scene(size: viewport, background: background)
            scene.append(.maskedImage(.photo(0), source: Rect(x: 300, y: 0, width: 1050, height: 1050),
                                      destination: Rect(x: 100, y: 100, width: 200, height: 200), cornerRadius: 100, alpha: 1, blurRadius: 0, clip: nil))
            try renderer.draw(scene)
            let frame = try renderer.readPixels()
            #expect(frame.count(in: (x: 100, y: 100, w: 25, h: 25)) { $0 != background } < 10, "top-left corner outside the circle")
            #expect(frame.count(in: (x: 275, y: 275, w: 25, h: 25)) { $0 != background } < 10, "bottom-right corner outside the circle")
            #expect(frame.distinctColors(in: (x: 150, y: 150, w: 100, h: 100)) > 500, "the photo inside")
            #expect(frame.count(in: (x: 150, y: 150, w: 100, h: 100)) { $0 == background } == 0)
        }

        @Test func clipLimitsWhatAnItemTouches() throws {
            let renderer = try makeRenderer()
            var scene = Scene(size: viewport, background: background)
            scene.append(.image(.photo(0), source: Rect(x: 0, y: 0, width: 1680, height: 1050),
                                destination: Rect(x: 0, y: 0, width: 390, height: 300), alpha: 1, blurRadius: 0,
                                clip: Rect(x: 0, y: 100, width: 390, height: 100)))
            scene.append(.fill(Rect(x: 0, y: 400, width: 390, height: 100), Color(255, 0, 0), cornerRadius: 0,
                               clip: Rect(x: 100, y: 0, width: 50, height: 600)))
            try renderer.draw(scene)
            let frame = try renderer.readPixels()
            #expect(frame.count(in: (x: 0, y: 0, w: 390, h: 100)) { $0 != background } == 0)
            #expect(frame.count(in: (x: 0, y: 200, w: 390, h: 200)) { $0 != background } == 0)
            #expect(frame.count(in: (x: 0, y: 100, w: 390, h: 100)) { $0 == background } < 50)
            #expect(frame.count(in: (x: 0, y: 400, w: 390, h: 100)) { $0 == Color(255, 0, 0) } == 50 * 100)
        }

        @Test func roundedFillLeavesCornersEmpty() throws {
            let renderer = try makeRenderer()
            var scene = Scene(size: viewport, background: background)
            scene.append(.fill(Rect(x: 50, y: 50, width: 100, height: 60), Color(0, 0, 255), cornerRadius: 20, clip: nil))
            try renderer.draw(scene)
            let frame = try renderer.readPixels()
            #expect(frame.color(x: 100, y: 80) == Color(0, 0, 255))
            #expect(frame.color(x: 51, y: 51) == background)
            #expect(frame.color(x: 148, y: 108) == background)
            #expect(frame.color(x: 51, y: 80) == Color(0, 0, 255))
            #expect(frame.count(in: (x: 0, y: 0, w: 390, h: 49)) { $0 != background } == 0)
        }

        @Test func pixelsPerPointScalesTheFrame() throws {
            let renderer = try makeRenderer(pixelsPerPoint: 2)
            try renderer.draw(listScene())
            let frame = try renderer.readPixels()
            #expect(frame.width == 780 && frame.height == 1200)
            #expect(frame.distinctColors(in: (x: 0, y: 0, w: 780, h: 500)) > 2000)
            #expect(frame.count(in: (x: 0, y: 502, w: 780, h: 36)) { $0 != background } == 0)
            #expect(frame.count(in: (x: 32, y: 540, w: 716, h: 48), where: isDark) > 200)
        }

        @Test func blurSmoothsThePhoto() throws {
            let renderer = try makeRenderer()
            try renderer.draw(listScene(blurRadius: 0))
            let sharp = try renderer.readPixels()
            try renderer.draw(listScene(blurRadius: 40))
            let blurred = try renderer.readPixels()
            func roughness(_ f: PixelBuffer) -> Int {
                var total = 0
                for y in 0..<250 { for x in 1..<390 { total += abs(Int(f.color(x: x, y: y).g) - Int(f.color(x: x - 1, y: y).g)) } }
                return total
            }
            #expect(roughness(blurred) * 2 < roughness(sharp))
            #expect(blurred.distinctColors(in: (x: 0, y: 0, w: 390, h: 250)) > 200, "still the photo, not a flat colour")
        }

        /// A circle-masked photo takes `blur` as a plain one does: the inside loses its fine
        /// detail, the corners outside the circle stay the background.
        @Test func maskedImagesBlur() throws {
            let renderer = try makeRenderer()
            func frame(blur: Double) throws -> PixelBuffer {
                var scene = Scene(size: viewport, background: background)
                scene.append(.maskedImage(.photo(0), source: Rect(x: 300, y: 0, width: 1050, height: 1050),
                                          destination: Rect(x: 100, y: 100, width: 200, height: 200), cornerRadius: 100, alpha: 1,
                                          blurRadius: blur, clip: nil))
                try renderer.draw(scene)
                return try renderer.readPixels()
            }
            let sharp = try frame(blur: 0), blurred = try frame(blur: 40)
            func roughness(_ f: PixelBuffer) -> Int {
                var total = 0
                for y in 150..<250 { for x in 151..<250 { total += abs(Int(f.color(x: x, y: y).g) - Int(f.color(x: x - 1, y: y).g)) } }
                return total
            }
            #expect(roughness(blurred) * 2 < roughness(sharp))
            #expect(blurred.count(in: (x: 100, y: 100, w: 25, h: 25)) { $0 != background } < 10, "still cut to the circle")
            #expect(blurred.count(in: (x: 150, y: 150, w: 100, h: 100)) { $0 == background } == 0)
        }

        @Test func recreatedTexturesDrawTheSameFrame() throws {
            let renderer = try makeRenderer()
            try renderer.draw(listScene())
            let before = try renderer.readPixels()
            try renderer.recreateTextures()
            try renderer.draw(listScene())
            #expect(try renderer.readPixels() == before)
        }

        @Test func textIsRasterisedOncePerKey() throws {
            let renderer = try makeRenderer()
            try renderer.draw(listScene())
            let first = renderer.textCacheStatistics
            try renderer.draw(listScene())
            try renderer.draw(listScene())
            #expect(renderer.textCacheStatistics.rasterisations == first.rasterisations)
            #expect(first.entries == 4, "3 distinct titles + 1 shared subtitle")
        }

        @Test func transparentItemsDrawNothing() throws {
            let renderer = try makeRenderer()
            var scene = Scene(size: viewport, background: background)
            scene.append(.image(.photo(0), source: Rect(x: 0, y: 0, width: 1680, height: 1050),
                                destination: Rect(x: 0, y: 0, width: 390, height: 250), alpha: 0, blurRadius: 0, clip: nil))
            scene.append(.text("Hidden", style: TextStyle(size: 20), frame: Rect(x: 0, y: 300, width: 200, height: 30),
                               alignment: .leading, lineBreak: .none, alpha: 0, clip: nil))
            scene.append(.image(.photo(7), source: .zero, destination: Rect(x: 0, y: 0, width: 10, height: 10),
                                alpha: 1, blurRadius: 0, clip: nil))
            try renderer.draw(scene)
            let frame = try renderer.readPixels()
            #expect(frame.count(in: (x: 0, y: 0, w: 390, h: 600)) { $0 != background } == 0)
        }
    }
}
