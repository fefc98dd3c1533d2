import Foundation
import HeaderKit
import ScrollCore
import Testing
@testable import StretchyFiles
@testable import StretchyKit
import TestSupport

/// Sections every tab shares (`sections` beside `tabs`): above the tab strip, scrolling with the
/// header, their row sections scrolling sideways on their own — measured through a session.
@Suite struct SharedSectionsTests {
    /// The strip's top is 250 at rest; the 104 pt highlights row (12 + 60 + 20 caption + 12) sits right above it.
    static let design = """
    {"name": "shared", "scroll": {"contentInsetTop": 0, "rowsTop": 294, "collapsedOffset": 250, "alwaysBounceVertical": true},
     "layers": [{"id": "page", "kind": "color", "color": "#FFFFFF", "space": "content", "z": "belowList", "y": -400, "height": 650},
                {"id": "bar", "kind": "color", "color": "#336699", "height": 40},
                {"id": "tabs", "kind": "tabs", "role": "bar", "y": "max(40, 250 - offset)", "height": 44}]}
    """

    /// Ten 60 pt items 10 pt apart between 16 pt paddings: 722 pt of content, at most 332 pt scrolled in 390.
    static let content = """
    {"title": "T",
     "sections": [{"style": "row", "itemWidth": 60, "itemHeight": 60, "spacing": 10,
                   "rows": [\((0..<10).map { #"{"title": "h\#($0)"}"# }.joined(separator: ","))]}],
     "tabs": [{"title": "A", "rows": [\((0..<40).map { #"{"title": "a\#($0)"}"# }.joined(separator: ","))]},
              {"title": "B", "rows": [\((0..<40).map { #"{"title": "b\#($0)"}"# }.joined(separator: ","))]}]}
    """

    func session() throws -> Session {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shared-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("shared.json").path
        try Data(Self.design.utf8).write(to: URL(fileURLWithPath: path))
        let design = try DesignLoader.load(path: path, warn: { _ in }).design
        let content = try ContentLoader.parse(try JSONParser.parse(Self.content), file: "content.json", warn: { _ in })
        let setup = SessionSetup(design: design, library: DesignLibrary(designs: [design], folder: folder.path),
                                 viewport: Size(width: 390, height: 844), content: content, parameterOverrides: [:],
                                 images: ImageTable(paths: [], sizes: []))
        return try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
    }

    func texts(_ s: inout Session) -> [String: Rect] {
        var scene = Scene(size: .zero)
        s.compose(into: &scene)
        var found: [String: Rect] = [:]
        for case let .text(text, _, frame, _, _, _, _) in scene.items { found[text] = frame }
        return found
    }

    @Test func theSharedRowSitsRightAboveTheStripAndScrollsWithTheHeader() throws {
        var s = try session()
        #expect(s.content.shared.count == 1 && s.content.tabs.count == 2)
        // Top 250 - 104 = 146; a caption 4 pt under its 60 pt item: 146 + 12 + 60 + 4 = 222.
        var t = texts(&s)
        #expect(t["h0"].map { abs($0.minY - 222) < 1e-9 && abs($0.minX - (16 - 6)) < 1e-9 } == true, "\(String(describing: t["h0"]))")
        // The tab's first row starts at rowsTop, under the strip.
        #expect(t["a0"].map { $0.minY > 294 && $0.minY < 294 + 44 } == true)
        s.setContentOffset(100)
        t = texts(&s)
        #expect(t["h0"].map { abs($0.minY - 122) < 1e-9 } == true, "scrolls with the header")
        #expect(s.rowSectionColumns == ["row_x.shared.0"])
    }

    @Test func aSharedRowFlingsOnItsOwnAndKeepsItsOffsetAcrossTabs() throws {
        var s = try session()
        // A sideways fling on the row (y 146 + 12 + 30 = 188 is an item's middle).
        let largest = s.flingFirstRowLeft(atY: 188)
        #expect(largest > 332.5, "a fling past the end rubber-bands out: \(largest)")
        #expect(abs(s.record().rowOffsets[0] - 332) < 0.5, "and bounces back to the end")
        #expect(s.scrollState.contentOffset.y == 0, "the directional lock keeps the list still")
        // Tap tab B on the strip: the row is the header's, so it keeps its offset and place.
        _ = s.apply(.down(Point(x: 292, y: 272)), atMs: 4100)
        _ = s.apply(.up(Point(x: 292, y: 272)), atMs: 4150)
        s.advance(toMs: 4800)
        #expect(s.record().tab == 1)
        #expect(abs(s.record().rowOffsets[0] - 332) < 0.5)
        let t = texts(&s)
        #expect(t["b0"] != nil && t["h0"] == nil && t["h5"].map { abs($0.minY - 222) < 1e-9 } == true,
                "item 5 is the first in view at 332 pt: \(String(describing: t["h5"]))")
    }

    @Test func aTabSwipeMovesTheListsButNotTheSharedRow() throws {
        var s = try session()
        let before = texts(&s)
        _ = s.apply(.down(Point(x: 300, y: 600)), atMs: 0)
        for step in 1...10 { _ = s.apply(.move(Point(x: 300 - Double(step) * 12, y: 600)), atMs: Double(step) * 16) }
        s.advance(toMs: 170)
        let during = texts(&s)
        let tab = try #require(s.record().tab)
        #expect(tab > 0.05 && tab < 0.95, "mid-swipe: \(tab)")
        #expect(during["h0"] == before["h0"], "the shared row stays put")
        #expect(during["a0"].map { $0.minX < before["a0"]!.minX - 50 } == true, "tab A's rows follow the finger")
        #expect(during["b0"] != nil, "tab B's rows come in beside them")
    }

    @Test func aPressUnderALayerAboveTheListIsNotTheRows() throws {
        var s = try session()
        s.setContentOffset(140)  // the row's items now span y 18…78: partly under the 40 pt bar
        _ = s.apply(.down(Point(x: 350, y: 30)), atMs: 0)
        for step in 1...8 { _ = s.apply(.move(Point(x: 350 - Double(step) * 35, y: 31)), atMs: Double(step) * 10) }
        _ = s.apply(.up(nil), atMs: 90)
        s.advance(toMs: 2000)
        #expect(s.record().rowOffsets[0] == 0)
    }
}
