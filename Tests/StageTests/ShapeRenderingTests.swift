import HeaderKit
import PNGWriting
import ScrollCore
@testable import Stage
import Testing

/// Issue 25: gradients without bands or seams, anti-aliased shapes, rounded materials, shadows
/// and borders, checked against pixels predicted independently of the renderer.
extension SDLSuites {
    @Suite struct ShapeRendering {
        let white = Color.white
        let viewport = Size(width: 400, height: 500)

        func render(_ items: [SceneItem], scale: Double = 1, background: Color = .white) throws -> PixelBuffer {
            let renderer = try Renderer.headless(size: viewport, pixelsPerPoint: scale, fonts: Fixtures.fonts())
            try renderer.setPhotos([Fixtures.resources().headerPhoto.path])
            try renderer.draw(Scene(size: viewport, background: background, items: items))
            return try renderer.readPixels()
        }

        /// An opaque 400 pt black → white gradient at @2×: 800 rows over 255 levels, so no two
        /// neighbouring rows may differ by more than a few levels (32 bands stepped by 8).
        @Test func anOpaqueGradientHasNoSteps() throws {
            let gradient = LinearGradient(colors: [.black, .white])
            let frame = try render([.gradient(gradient, Rect(x: 0, y: 0, width: 100, height: 400), cornerRadius: 0, alpha: 1, clip: nil)],
                                   scale: 2)
            let column = (0..<800).map { Int(frame.color(x: 100, y: $0).r) }
            let steps = zip(column, column.dropFirst()).map { abs($1 - $0) }
            #expect(steps.max() ?? 99 <= 3, "largest step between rows \(steps.max() ?? -1)")
            #expect(column.first! <= 2 && column.last! >= 253)
            #expect(zip(column, column.dropFirst()).allSatisfy { $0 <= $1 }, "monotone")
        }

        /// A translucent scrim (clear → 70 % black) over white darkens steadily: no darker seam rows.
        @Test(arguments: [1.0, 2.0, 3.0]) func aTranslucentGradientIsMonotoneOverWhite(scale: Double) throws {
            let gradient = LinearGradient(colors: [Color(0, 0, 0, 0), Color(0, 0, 0, 179)])
            let frame = try render([.gradient(gradient, Rect(x: 0, y: 50, width: 100, height: 300), cornerRadius: 0, alpha: 1, clip: nil)],
                                   scale: scale)
            let rows = Int(50 * scale)..<Int(350 * scale)
            let column = rows.map { Int(frame.color(x: Int(50 * scale), y: $0).r) }
            #expect(zip(column, column.dropFirst()).allSatisfy { $1 <= $0 }, "monotone: \(column.prefix(40))")
            #expect(column.first! >= 250 && column.last! <= 80)
        }

        /// A diagonal gradient follows its axis: equal along a perpendicular, changing along it.
        @Test func aDiagonalGradientFollowsStartAndEndPoints() throws {
            let gradient = LinearGradient(colors: [.black, .white], start: Point(x: 0, y: 0), end: Point(x: 1, y: 1))
            let frame = try render([.gradient(gradient, Rect(x: 0, y: 0, width: 200, height: 200), cornerRadius: 0, alpha: 1, clip: nil)])
            // On a square the perpendicular through the centre is the other diagonal: all mid-grey.
            let grey = [(20, 180), (100, 100), (180, 20)].map { Int(frame.color(x: $0.0, y: $0.1).r) }
            #expect(grey.allSatisfy { abs($0 - 128) <= 4 }, "\(grey)")
            #expect(frame.color(x: 5, y: 5).r < 20 && frame.color(x: 195, y: 195).r > 235)
        }

        /// An 80 pt disc at @1× has pixels between its colour and the background along its rim
        /// (anti-aliasing), on every side, and none of its square's corners.
        @Test func aDiscHasSoftEdges() throws {
            let frame = try render([.fill(Rect(x: 100.3, y: 100.6, width: 80, height: 80), .black, cornerRadius: 40, clip: nil)])
            let box = (x: 95, y: 95, w: 90, h: 90)
            let partial = frame.count(in: box) { $0.r > 10 && $0.r < 245 }
            // The rim is 2π·40 ≈ 251 px long; most rim pixels are partly covered.
            #expect(partial > 120, "intermediate pixels: \(partial)")
            #expect(frame.color(x: 101, y: 101) == white, "the square's corner is outside the disc")
            #expect(frame.color(x: 140, y: 140).r == 0)
            // The area matches π r² within a percent (coverage sums to the shape's area).
            var covered = 0.0
            for y in box.y..<(box.y + box.h) { for x in box.x..<(box.x + box.w) { covered += 1 - Double(frame.color(x: x, y: y).r) / 255 } }
            #expect(abs(covered - Double.pi * 1600) < 0.01 * Double.pi * 1600, "area \(covered)")
        }

        /// A shape's origin snaps to the whole pixel (as photos and texts land): moved by a
        /// fraction of a pixel it draws the same pixels, so its cached texture is reused.
        @Test(arguments: [1.0, 3.0]) func aShapeMovedByAFractionOfAPixelDrawsTheSamePixels(scale: Double) throws {
            func card(y: Double) throws -> PixelBuffer {
                try render([.shadow(Rect(x: 40, y: y + 4, width: 200, height: 120), cornerRadius: 20, color: Color(0, 0, 0, 80),
                                    blurRadius: 8, clip: nil),
                            .fill(Rect(x: 40, y: y, width: 200, height: 120), .black, cornerRadius: 20, clip: nil)], scale: scale)
            }
            let base = 100.0, step = 0.1 / scale
            #expect(try card(y: base) == card(y: base + step))
            #expect(try card(y: base) != card(y: base + 1), "a whole point moves it")
        }

        /// A rounded material blurs only inside its outline: the pixels just outside its corner are
        /// the background's (stripes here), untouched.
        @Test(arguments: [1.0, 2.0]) func aRoundedMaterialKeepsTheBackgroundOutsideItsCorners(scale: Double) throws {
            var items: [SceneItem] = []
            for i in 0..<40 {
                items.append(.fill(Rect(x: Double(i) * 10, y: 0, width: 5, height: 500), Color(200, 0, 0), cornerRadius: 0, clip: nil))
            }
            items.append(.backdropBlur(Rect(x: 50, y: 50, width: 200, height: 100), blurRadius: 20, alpha: 1, cornerRadius: 30, clip: nil))
            let frame = try render(items, scale: scale)
            let expected = try render(Array(items.dropLast()), scale: scale)
            // Just outside the arc at each corner (2 pt in from the corner of the rectangle).
            let s = scale
            for (x, y) in [(51.0, 51.0), (248.0, 51.0), (51.0, 148.0), (248.0, 148.0), (53.0, 52.0)] {
                let px = Int(x * s), py = Int(y * s)
                #expect(frame.color(x: px, y: py) == expected.color(x: px, y: py), "(\(x), \(y))")
            }
            // Inside, the stripes are blurred into one colour.
            let inside = (0..<20).map { frame.color(x: Int((140 + Double($0)) * s), y: Int(100 * s)).g }
            #expect((inside.max() ?? 0) - (inside.min() ?? 0) < 12)
        }

        /// A shadow under a card: darker than the background just outside the card, fading to the
        /// background within about three blur radii, and offset downwards.
        @Test func aShadowIsDarkUnderTheCardAndFades() throws {
            let card = Rect(x: 100, y: 100, width: 200, height: 120)
            let frame = try render([
                .shadow(card.offsetBy(dx: 0, dy: 8), cornerRadius: 16, color: Color(0, 0, 0, 128), blurRadius: 10, clip: nil),
                .fill(card, .white, cornerRadius: 16, clip: nil),
            ], background: Color(240, 240, 240))
            let below = (0..<45).map { Int(frame.color(x: 200, y: 220 + $0).r) }
            #expect(below[2] < 200, "darker just under the card: \(below.prefix(6))")
            #expect(zip(below, below.dropFirst()).allSatisfy { $0 <= $1 }, "fades monotonically: \(below)")
            #expect(below.last! >= 239, "the background within the radius: \(below.last!)")
            // The offset: more shadow under the card than above it.
            #expect(frame.color(x: 200, y: 224).r < frame.color(x: 200, y: 96).r)
        }

        /// A border is drawn inside the outline: its colour at the inner edge, the fill inside it,
        /// the background just outside.
        @Test(arguments: [1.0, 3.0]) func aBorderIsInsideTheOutline(scale: Double) throws {
            let ring = Rect(x: 100, y: 100, width: 86, height: 86)
            let frame = try render([
                .fill(ring, Color(0, 0, 255), cornerRadius: 43, clip: nil),
                .border(ring, cornerRadius: 43, width: 4, color: Color(255, 0, 0), clip: nil),
            ], scale: scale)
            func at(_ x: Double, _ y: Double) -> Color { frame.color(x: Int(x * scale), y: Int(y * scale)) }
            #expect(at(143, 102) == Color(255, 0, 0), "border on the top edge")
            #expect(at(143, 110) == Color(0, 0, 255), "fill inside the border")
            #expect(at(143, 98) == white, "background above")
            #expect(at(102, 143) == Color(255, 0, 0), "border on the left edge")
        }
    }
}
