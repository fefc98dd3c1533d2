import Foundation
import HeaderKit
import ScrollCore
import Testing
@testable import StretchyFiles
@testable import StretchyKit
import TestSupport

/// A design's own row templates (positions, `$field` text and images, auto and expression heights,
/// unknown names) and `row` sections scrolling sideways, measured through a session with the
/// fixed-advance font (every character size/2 wide, lines size·1.2 tall).
@Suite struct RowTemplateTests {
    static let design = """
    {"name": "cards", "scroll": {"rowsTop": 100},
     "rowTemplates": {
       "card": {"height": "auto", "layers": [
         {"id": "pic", "kind": "image", "image": "$avatar", "x": 16, "y": 8, "width": 40, "height": 40},
         {"id": "title", "kind": "text", "text": "$title · $n", "size": 17, "x": 64, "y": 8, "width": "W - 80", "height": 20},
         {"id": "body", "kind": "text", "text": "$subtitle", "size": 10, "lines": 0, "x": 64, "y": 32, "width": 100, "height": 12}]},
       "tall": {"height": "40 + index * 10", "layers": [{"id": "fill", "kind": "color", "color": "#FF0000", "width": "W", "height": "H"}]}},
     "layers": [{"id": "head", "kind": "color", "color": "#336699", "role": "header", "y": "-offset", "height": 100}]}
    """

    func session(content: String) throws -> Session {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rowtemplates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0x89]).write(to: folder.appendingPathComponent("photo.png"))
        let path = folder.appendingPathComponent("cards.json").path
        try Data(Self.design.utf8).write(to: URL(fileURLWithPath: path))
        let design = try DesignLoader.load(path: path, warn: { _ in }).design
        let parsed = try ContentLoader.parse(try JSONParser.parse(content), file: folder.appendingPathComponent("c.json").path, warn: { _ in })
        let images = ImageTable(paths: parsed.imagePaths, sizes: parsed.imagePaths.map { _ in Size(width: 100, height: 100) })
        let setup = SessionSetup(design: design, library: DesignLibrary(designs: [design], folder: folder.path),
                                 viewport: Size(width: 390, height: 844), content: parsed, parameterOverrides: [:], images: images)
        return try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
    }

    func texts(_ scene: Scene) -> [String: Rect] {
        var found: [String: Rect] = [:]
        for case let .text(text, _, frame, _, _, _, _) in scene.items { found[text] = frame }
        return found
    }

    @Test func aTemplateDrawsItsLayersInRowCoordinatesAndSizesToItsLowestLayer() throws {
        let subtitle = String(repeating: "x", count: 40)  // 200 pt at 10 pt: two lines in 100 pt
        let s = try session(content: """
            {"title": "T", "sections": [{"template": "card", "rows": [
              {"title": "A", "n": "1", "subtitle": "\(subtitle)", "avatar": "photo.png"},
              {"title": "B", "n": "2", "avatar": "photo.png"},
              {"title": "C", "n": "3"}]}]}
            """)
        var scene = Scene(size: .zero)
        s.compose(into: &scene)
        let t = texts(scene)
        // Row 0: the body's two lines end at 32 + 24 = 56; row 1: the 40 pt image ends at 48. A
        // one-line text is one line tall (17 × 1.2 = 20.4, over its 20 pt height).
        func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }
        #expect(close(t["A · 1"]?.minY, 108) && close(t["A · 1"]?.minX, 64) && close(t["A · 1"]?.width, 310) && close(t["A · 1"]?.height, 20.4))
        #expect(close(t[subtitle]?.minY, 132) && close(t[subtitle]?.height, 24) && close(t[subtitle]?.width, 100))
        #expect(close(t["B · 2"]?.minY, 100 + 56 + 8))
        #expect(close(t["C · 3"]?.minY, 100 + 56 + 48 + 8))
        let pictures = scene.items.compactMap { item -> Rect? in
            if case let .image(_, _, destination, _, _, _) = item, destination.width == 40 { return destination }
            return nil
        }
        #expect(pictures == [Rect(x: 16, y: 108, width: 40, height: 40), Rect(x: 16, y: 164, width: 40, height: 40)],
                "a row without its image field draws none")
    }

    @Test func anExpressionHeightReadsIndex() throws {
        let s = try session(content: #"{"title": "T", "sections": [{"template": "tall", "rows": [{"title": "a"}, {"title": "b"}, {"title": "c"}]}]}"#)
        var scene = Scene(size: .zero)
        s.compose(into: &scene)
        let red = scene.items.compactMap { item -> Rect? in
            if case let .fill(rect, color, _, _) = item, color == Color(255, 0, 0) { return rect }
            return nil
        }
        #expect(red == [Rect(x: 0, y: 100, width: 390, height: 40), Rect(x: 0, y: 140, width: 390, height: 50),
                        Rect(x: 0, y: 190, width: 390, height: 60)])
    }

    @Test func anUnknownTemplateIsRefusedWithTheNearestNames() throws {
        #expect {
            _ = try session(content: #"{"title": "T", "sections": [{"template": "crad", "rows": [{"title": "a"}]}]}"#)
        } throws: { error in
            "\(error)".contains("unknown row template 'crad'") && "\(error)".contains("'card'")
        }
    }

    /// Ten 60 pt items 10 pt apart between 16 pt paddings: 722 pt of content, at most 332 pt scrolled in 390.
    static let rowContent = """
        {"title": "T", "sections": [{"style": "row", "itemWidth": 60, "itemHeight": 60, "spacing": 10,
          "rows": [\((0..<10).map { #"{"title": "h\#($0)"}"# }.joined(separator: ","))]},
          {"rows": [\((0..<40).map { #"{"title": "r\#($0)"}"# }.joined(separator: ","))]}]}
        """

    @Test func aRowSectionFlingsAndBouncesAtItsEndWithoutMovingTheList() throws {
        var s = try session(content: Self.rowContent)
        let largest = s.flingFirstRowLeft(atY: 150)
        #expect(largest > 332.5, "a fling past the end rubber-bands out: \(largest)")
        #expect(abs(s.record().rowOffsets[0] - 332) < 0.5, "and bounces back to the end")
        #expect(s.scrollState.contentOffset.y == 0, "the directional lock keeps the list still")
    }

    @Test func aVerticalDragOnARowSectionScrollsTheList() throws {
        var s = try session(content: Self.rowContent)
        _ = s.apply(.down(Point(x: 200, y: 150)), atMs: 0)
        for step in 1...8 { _ = s.apply(.move(Point(x: 201, y: 150 - Double(step) * 10)), atMs: Double(step) * 16) }
        _ = s.apply(.up(nil), atMs: 200)
        s.advance(toMs: 3000)
        #expect(s.record().rowOffsets == [0])
        #expect(s.scrollState.contentOffset.y > 50)
    }
}
