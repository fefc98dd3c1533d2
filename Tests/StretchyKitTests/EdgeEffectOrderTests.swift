import Foundation
import HeaderKit
import ScrollCore
import Testing
@testable import StretchyFiles
@testable import StretchyKit
import TestSupport

/// iOS 26's scroll edge effect blurs what has scrolled under a bar, keeps the design's drawing
/// order, and waits until a bar that moves with the content (a tab strip) has pinned.
@Suite struct EdgeEffectOrderTests {
    /// A backdrop in screen space, a red card in content space, a 100 pt pinned bar, and a strip
    /// marked as a bar that scrolls with the content until it pins under the bar at y 100.
    static let json = """
    {"name": "edge", "scroll": {"contentInsetTop": 0, "rowsTop": 600},
     "layers": [{"id": "backdrop", "kind": "color", "color": "#EEEEEE", "y": 0, "height": "max(0, 600 - offset)"},
                {"id": "card", "kind": "color", "color": "#FF0000", "space": "content", "x": 20, "y": 200, "width": 100, "height": 100},
                {"id": "bar", "kind": "color", "color": "#FFFFFF00", "bar": true, "y": 0, "height": 100},
                {"id": "strip", "kind": "color", "color": "#0000FF", "bar": true, "y": "max(100, 400 - offset)", "height": 44}]}
    """

    func compose(offsetY: Double) throws -> Scene {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("edge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("edge.json").path
        try Data(Self.json.utf8).write(to: URL(fileURLWithPath: path))
        let design = try DesignLoader.load(path: path, warn: { _ in }).design
        var screen = try HeaderScreen(design: design, parameters: Parameters(catalog: design.catalog), viewport: Size(width: 390, height: 844),
                                      content: ListContent(title: "T", source: .generated(count: 100)),
                                      images: ImageTable(paths: [], sizes: []), measurer: FixedAdvanceTextMeasurer())
        screen.update(system: .ios26)
        var state = ScrollState()
        state.contentOffset = Point(x: 0, y: offsetY)
        state.boundsSize = screen.viewport
        state.contentSize = Size(width: 390, height: screen.contentHeight)
        var scene = Scene(size: .zero)
        screen.layOutAndCompose(into: &scene, state: state, frame: FrameDecorations())
        return scene
    }

    func index(of color: Color, in scene: Scene) -> Int? {
        scene.items.firstIndex { if case let .fill(_, c, _, _) = $0 { c == color } else { false } }
    }

    func blur(in scene: Scene) -> (index: Int, solid: Double)? {
        for (i, item) in scene.items.enumerated() { if case let .progressiveBlur(p) = item, p.edge == .top { return (i, p.solid) } }
        return nil
    }

    @Test func aBackdropBeforeTheContentIsNeverDrawnOverIt() throws {
        let scene = try compose(offsetY: 150)
        let backdrop = try #require(index(of: Color(0xEE, 0xEE, 0xEE), in: scene))
        let card = try #require(index(of: Color(255, 0, 0), in: scene))
        let effect = try #require(blur(in: scene))
        #expect(backdrop < card && card < effect.index, "backdrop \(backdrop), card \(card), effect \(effect.index)")
        #expect(effect.solid == 100, "only the pinned bar counts while the strip still scrolls: \(effect.solid)")
        let strip = try #require(index(of: Color(0, 0, 255), in: scene))
        #expect(strip > effect.index, "bars stay sharp above the effect")
    }

    @Test func aStripThatScrollsWithTheContentExtendsTheEffectOnlyOncePinned() throws {
        #expect(try blur(in: compose(offsetY: 0))?.solid == 100)
        #expect(try blur(in: compose(offsetY: 250))?.solid == 100)
        #expect(try blur(in: compose(offsetY: 400))?.solid == 144, "pinned at 100, 44 tall")
    }
}
