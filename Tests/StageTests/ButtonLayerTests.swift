import Foundation
import HeaderKit
import ScrollCore
@testable import Stage
import StretchyFiles
import Testing

extension SDLSuites {
    /// Issue 43 item 4: a `button` layer sizes itself as UIButton.Configuration does — its title's
    /// width in the renderer's font plus the content insets (and the symbol with its padding), one
    /// line's height plus the vertical insets — per size, and draws its style's background:
    /// filled the tint, tinted the tint at 15 %, gray the secondary system fill, bordered a 1 pt
    /// ring, plain nothing; a capsule on iOS 27 and 26, the size's radius on iOS 17.
    @Suite struct ButtonLayer {
        static let design = """
            {"name": "buttons", "layers": [
              {"id": "small", "kind": "button", "title": "Follow", "size": "small", "x": 20, "y": 60},
              {"id": "medium", "kind": "button", "title": "Follow", "x": 20, "y": 120},
              {"id": "large", "kind": "button", "title": "Follow", "size": "large", "x": 20, "y": 180},
              {"id": "symbol", "kind": "button", "title": "Message", "symbol": "paperplane", "style": "gray", "x": 20, "y": 260},
              {"id": "icon", "kind": "button", "symbol": "ellipsis", "style": "tinted", "x": 200, "y": 260},
              {"id": "tinted", "kind": "button", "title": "T", "style": "tinted", "tint": "systemRed", "x": 20, "y": 320, "width": 120, "height": 40},
              {"id": "bordered", "kind": "button", "title": "B", "style": "bordered", "x": 160, "y": 320, "width": 120, "height": 40},
              {"id": "plain", "kind": "button", "title": "P", "style": "plain", "x": 20, "y": 380, "width": 120, "height": 40},
              {"id": "glass", "kind": "button", "title": "G", "style": "glass", "x": 160, "y": 380},
              {"id": "row", "kind": "stack", "axis": "horizontal", "x": 20, "y": 440, "spacing": 8, "children": [
                {"id": "follow", "kind": "button", "title": "Follow"},
                {"id": "message", "kind": "button", "title": "Message", "style": "bordered"}]}]}
            """

        struct Drawn {
            var design: Design
            var metrics: HeaderMetrics
            var scene: Scene
            var measurer: any TextMeasuring
            func frame(_ id: String) throws -> Rect { metrics.layers[try #require(design.layers.firstIndex { $0.id == id })].frame }
            /// The first fill drawn exactly over `frame`.
            func fill(over frame: Rect) -> (color: Color, radius: Double)? {
                for item in scene.items { if case let .fill(r, color, radius, _) = item, r == frame { return (color, radius) } }
                return nil
            }
        }

        static func draw(system: SystemVersion) throws -> Drawn {
            let folder = NSTemporaryDirectory() + "stretchy-button-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try Data(design.utf8).write(to: URL(fileURLWithPath: folder + "/buttons.json"))
            let design = try DesignLoader.load(path: folder + "/buttons.json", warn: { _ in }).design
            let viewport = Size(width: 390, height: 844)
            let renderer = try Renderer.headless(size: viewport, fonts: try Fixtures.fonts())
            var screen = try HeaderScreen(design: design, parameters: Parameters(catalog: design.catalog), viewport: viewport,
                                          content: ListContent(title: "T", source: .generated(count: 3)),
                                          images: ImageTable(paths: [], sizes: []), measurer: renderer.textMeasurer)
            screen.update(system: system)
            var state = ScrollState()
            state.boundsSize = viewport
            var scene = Scene(size: viewport)
            _ = screen.layoutPass(offsetY: 0, time: 0)
            screen.compose(into: &scene, state: state, frame: FrameDecorations())
            return Drawn(design: design, metrics: screen.metrics(offsetY: 0), scene: scene, measurer: renderer.textMeasurer)
        }

        /// The renderer's own width and line height of `text` at `size`.
        static func text(_ drawn: Drawn, _ text: String, size: Double, weight: TextWeight) -> Size {
            drawn.measurer.measure(text, style: TextStyle(size: size, weight: weight), width: nil)
        }

        @Test func autoSizesAreTheTitlePlusTheSizesInsets() throws {
            let drawn = try Self.draw(system: .ios27)
            // (size, font points, weight, vertical inset, horizontal inset): ButtonMetrics' estimates.
            for (id, points, weight, vertical, horizontal) in [("small", 15.0, TextWeight.semibold, 5.0, 10.0), ("medium", 17, .semibold, 7, 12),
                                                               ("large", 17, .semibold, 14, 20)] {
                let title = Self.text(drawn, "Follow", size: points, weight: weight), frame = try drawn.frame(id)
                #expect(abs(frame.width - (title.width + 2 * horizontal)) < 0.01, "\(id): \(frame.width) wide, title \(title.width)")
                #expect(abs(frame.height - (title.height + 2 * vertical)) < 0.01, "\(id): \(frame.height) tall, line \(title.height)")
            }
            // A symbol and its 6 pt padding before the title (17 pt symbol at a medium size); a symbol alone is its square.
            let message = Self.text(drawn, "Message", size: 17, weight: .regular)
            #expect(abs(try drawn.frame("symbol").width - (message.width + 17 + 6 + 24)) < 0.01)
            #expect(abs(try drawn.frame("icon").width - (17 + 24)) < 0.01)
            // A medium button is about 34 pt tall (UIKit's medium filled button: 34.33).
            #expect(abs(try drawn.frame("medium").height - 34.33) < 2)
            // In a row they sit side by side, 8 apart, each its own width.
            let follow = try drawn.frame("follow"), second = try drawn.frame("message")
            #expect(abs(second.minX - (follow.maxX + 8)) < 0.01 && follow.minX == 20)
            #expect(abs(follow.width - (Self.text(drawn, "Follow", size: 17, weight: .semibold).width + 24)) < 0.01)
        }

        @Test func eachStyleDrawsItsBackgroundInTheSystemsCornerStyle() throws {
            let drawn = try Self.draw(system: .ios27)
            // Filled: systemBlue (#007AFF), a capsule (half its height).
            let medium = try drawn.frame("medium")
            let filled = try #require(drawn.fill(over: medium))
            #expect(filled.color == Color(0, 122, 255) && abs(filled.radius - medium.height / 2) < 1e-9)
            // Tinted: systemRed (#FF3B30) at 15 % alpha (round(0.15 × 255) = 38).
            let tinted = try #require(drawn.fill(over: try drawn.frame("tinted")))
            #expect(tinted.color == Color(255, 59, 48, 38))
            // Gray: secondarySystemFill (#787880 at 16 %).
            #expect(drawn.fill(over: try drawn.frame("symbol"))?.color == Color(120, 120, 128, 41))
            // Plain draws no background; bordered a 1 pt ring in the tint.
            #expect(drawn.fill(over: try drawn.frame("plain")) == nil)
            let ring = drawn.scene.items.contains { if case let .border(r, _, width, color, _) = $0 { r == (try? drawn.frame("bordered")) && width == 1 && color == Color(0, 122, 255) } else { false } }
            #expect(ring)
            // Glass: a glass item over the button.
            let glass = try drawn.frame("glass")
            #expect(drawn.scene.glasses.contains { $0.frame == glass })
            // iOS 17: the size's radius (medium 8 pt), not a capsule.
            let old = try Self.draw(system: .ios17)
            #expect(old.fill(over: try old.frame("medium"))?.radius == 8)
            #expect(old.fill(over: try old.frame("small"))?.radius == 6)
        }
    }
}
