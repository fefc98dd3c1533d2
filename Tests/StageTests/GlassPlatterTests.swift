import HeaderKit
import PNGWriting
import ScrollCore
@testable import Stage
import StretchyKit
import TestSupport
import Testing

extension SDLSuites {
    /// The shipped album's add and more buttons share one glass platter, as iOS 26 draws the bar
    /// items of one group (Apple Music's album page): the platter the design draws is put over
    /// fine stripes and compared with two separate glass circles in the same slots and with no
    /// glass at all — both baselines drawn independently by the same renderer.
    @Suite struct GlassPlatter {
        let viewport = Size(width: 393, height: 852)

        /// The album at rest on iOS 26: the glass items and the two bar icons right of centre.
        func album() throws -> (glass: [GlassItem], icons: [Rect]) {
            let setup = SessionSetup(designName: "album", viewport: viewport, content: ListContent(title: "T", source: .generated(count: 30)),
                                     parameterOverrides: [:], photoSizes: [Size(width: 600, height: 600)])
            let session = try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
            var scene = Scene(size: viewport)
            session.compose(into: &scene)
            let glass = scene.items.compactMap { item -> GlassItem? in if case let .glass(g) = item { g } else { nil } }
            let icons = scene.items.compactMap { item -> Rect? in
                if case let .icon(_, _, _, frame, _, _) = item, frame.midX > viewport.width / 2, frame.maxY < 150 { return frame }
                return nil
            }
            return (glass, icons.sorted { $0.minX < $1.minX })
        }

        /// Vertical 1 pt stripes, black and white (the glass frosts them to an even grey).
        func stripes(into scene: inout Scene) {
            for i in 0..<Int(viewport.width / 2) {
                scene.append(.fill(Rect(x: Double(i) * 2, y: 0, width: 1, height: 200), .black, cornerRadius: 0, clip: nil))
            }
        }

        func draw(_ items: [SceneItem], scale: Double) throws -> PixelBuffer {
            let renderer = try Renderer.headless(size: viewport, pixelsPerPoint: scale, fonts: Fixtures.fonts())
            var scene = Scene(size: viewport, background: .white)
            stripes(into: &scene)
            items.forEach { scene.append($0) }
            try renderer.draw(scene)
            return try renderer.readPixels()
        }

        /// The mean step between neighbouring pixels of row `y` over `xs` (points), green channel.
        func roughness(_ frame: PixelBuffer, scale: Double, y: Double, _ xs: ClosedRange<Double>) -> Double {
            let row = Int(y * scale), columns = Int(xs.lowerBound * scale)...Int(xs.upperBound * scale)
            let steps = columns.dropFirst().map { abs(Int(frame.color(x: $0, y: row).g) - Int(frame.color(x: $0 - 1, y: row).g)) }
            return Double(steps.reduce(0, +)) / Double(steps.count)
        }

        @Test func theAddAndMoreButtonsShareOneCapsule() throws {
            let (glass, icons) = try album()
            #expect(icons.count == 2, "add and more: \(icons)")
            let centres = icons.map { Point(x: $0.midX, y: $0.midY) }
            let platters = glass.filter { g in centres.allSatisfy { g.frame.contains($0) } }
            let platter = try #require(platters.first, "one glass item behind both icons: \(glass.map(\.frame))")
            #expect(platters.count == 1 && glass.filter { g in centres.contains { g.frame.contains($0) } }.count == 1,
                    "no other glass under either icon")
            #expect(platter.frame.width >= 2 * platter.frame.height - 0.001 && platter.cornerRadius == platter.frame.height / 2,
                    "a capsule around both slots: \(platter.frame), radius \(platter.cornerRadius)")
        }

        @Test(arguments: [1.0, 3.0])
        func thePlatterIsGlassBetweenTheItemsAndRoundAtItsEnds(scale: Double) throws {
            let (glass, icons) = try album()
            let platter = try #require(glass.first { g in icons.allSatisfy { g.frame.contains(Point(x: $0.midX, y: $0.midY)) } })
            let shared = try draw([.glass(platter)], scale: scale)
            let circles = try draw(icons.map { slot in
                .glass(GlassItem(frame: slot, cornerRadius: slot.height / 2, look: platter.look, alpha: 1, clip: nil))
            }, scale: scale)
            let backdrop = try draw([], scale: scale)
            let f = platter.frame, junction = (icons[0].maxX + icons[1].minX) / 2
            // Between the two items, 4 pt below the platter's top: glass (the stripes frosted away)
            // on the shared platter; the stripes themselves between two separate circles.
            let between = junction - 3...junction + 3, y = f.minY + 4
            let stripesThere = roughness(backdrop, scale: scale, y: y, between)
            #expect(roughness(circles, scale: scale, y: y, between) > stripesThere / 2, "two circles leave the gap bare")
            #expect(roughness(shared, scale: scale, y: y, between) < stripesThere / 10, "the platter covers the gap")
            // The round ends: the box's corners show the stripes untouched, while the end's middle
            // at the same distance from the side is glass.
            for (x, corner) in [(f.minX + 2, f.minY + 2), (f.maxX - 2, f.minY + 2), (f.minX + 2, f.maxY - 2), (f.maxX - 2, f.maxY - 2)] {
                let px = Int(x * scale), py = Int(corner * scale)
                #expect(shared.color(x: px, y: py) == backdrop.color(x: px, y: py), "corner (\(x), \(corner)) is outside the capsule")
            }
            for x in [f.minX + 2, f.maxX - 4] {
                #expect(roughness(shared, scale: scale, y: f.midY, x...x + 2) < roughness(backdrop, scale: scale, y: f.midY, x...x + 2) / 4,
                        "the end's middle at \(x) is glass")
            }
        }
    }
}
