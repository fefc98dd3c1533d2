import Foundation
import HeaderKit
import ScrollCore
import Testing
@testable import StretchyFiles
@testable import StretchyKit
import TestSupport

/// The four tab rules on one scroll model, measured through the session as a script drives it,
/// and what sections draw (grid columns, thumbnail images).
@Suite struct TabRulesTests {
    /// A 200 pt header whose 44 pt strip pins at the top: pinned from offset 200 (collapsedOffset).
    static let design = """
    {"name": "tabbed", "scroll": {"contentInsetTop": 0, "rowsTop": 244, "collapsedOffset": 200, "refresh": true, "alwaysBounceVertical": true},
     "layers": [{"id": "photo", "kind": "color", "color": "#336699", "role": "header", "y": "-offset", "height": 200},
                {"id": "tabs", "kind": "tabs", "role": "bar", "y": "max(0, 200 - offset)", "height": 44}]}
    """

    static func content(folder: URL) -> String {
        let rows = (0..<60).map { #"{"title": "Row \#($0)", "subtitle": "text"}"# }.joined(separator: ",")
        return """
        {"title": "T", "tabs": [
          {"title": "A", "rows": [\(rows)]},
          {"title": "B", "sections": [{"template": "thumbnail", "rows": [{"title": "t", "image": "\(folder.path)/photo.png"}, \(rows)]}]},
          {"title": "C", "sections": [{"style": "grid", "columns": 3, "spacing": 1, "rows": [{}, {}, {}, {}]}]}]}
        """
    }

    func session() throws -> Session {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0x89]).write(to: folder.appendingPathComponent("photo.png"))
        let path = folder.appendingPathComponent("tabbed.json").path
        try Data(Self.design.utf8).write(to: URL(fileURLWithPath: path))
        let design = try DesignLoader.load(path: path, warn: { _ in }).design
        let content = try ContentLoader.parse(try JSONParser.parse(Self.content(folder: folder)), file: "content.json", warn: { _ in })
        let images = ImageTable(paths: content.imagePaths, sizes: content.imagePaths.map { _ in Size(width: 100, height: 100) })
        let setup = SessionSetup(design: design, library: DesignLibrary(designs: [design], folder: folder.path),
                                 viewport: Size(width: 390, height: 844), content: content, parameterOverrides: [:], images: images)
        return try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
    }

    func tap(_ s: inout Session, x: Double, y: Double, at t: Double) {
        _ = s.apply(.down(Point(x: x, y: y)), atMs: t)
        _ = s.apply(.up(Point(x: x, y: y)), atMs: t + 50)
        s.advance(toMs: t + 600)  // the strip's slide (a programmatic scroll) has ended
    }

    /// The strip's title `tab` of three, at the strip's current y.
    func tapTab(_ s: inout Session, _ tab: Int, at t: Double) {
        let stripY = max(0, 200 - s.scrollState.contentOffset.y) + 22
        tap(&s, x: 390.0 / 3 * (Double(tab) + 0.5), y: stripY, at: t)
    }

    @Test func switchingWhileTheHeaderShowsKeepsTheOffset() throws {
        var s = try session()
        s.setContentOffset(120)
        tapTab(&s, 1, at: 0)
        #expect(s.currentTab == 1)
        #expect(s.scrollState.contentOffset.y == 120, "the header did not move")
        #expect(s.eventLog.sessionEvents.contains(.didSwitchTab(to: 1, from: 0)))
    }

    @Test func pinnedTabsKeepTheirOwnOffsets() throws {
        var s = try session()
        s.setContentOffset(900)
        tapTab(&s, 1, at: 0)
        #expect(s.scrollState.contentOffset.y == 200, "a new tab lands its first row under the strip")
        s.setContentOffset(500)
        tapTab(&s, 0, at: 1000)
        #expect(s.scrollState.contentOffset.y == 900, "tab A returns to where it was")
        tapTab(&s, 1, at: 2000)
        #expect(s.scrollState.contentOffset.y == 500)
        // The header shows again: every saved offset is dropped.
        s.setContentOffset(100)
        s.advance(toMs: 3000)
        tapTab(&s, 0, at: 3100)
        #expect(s.scrollState.contentOffset.y == 100)
    }

    @Test func aShortTabCanStillCollapseTheHeader() throws {
        var s = try session()
        tapTab(&s, 2, at: 0)
        let state = s.scrollState
        #expect(state.maximumOffsetY >= 200, "max offset \(state.maximumOffsetY): the short grid is padded")
        s.setContentOffset(200)
        #expect(s.scrollState.contentOffset.y == 200)
    }

    @Test func aHorizontalSwipeSwitchesWithAFractionalTab() throws {
        var s = try session()
        _ = s.apply(.down(Point(x: 300, y: 500)), atMs: 0)
        var fractions: [Double] = []
        for step in 1...10 {
            _ = s.apply(.move(Point(x: 300 - Double(step) * 20, y: 500)), atMs: Double(step) * 8)
            fractions.append(s.tabPosition)
        }
        #expect(fractions.contains { $0 > 0.05 && $0 < 0.95 }, "fractional during the swipe: \(fractions)")
        #expect(s.scrollState.contentOffset.y == 0, "the lock keeps the list still")
        _ = s.apply(.up(nil), atMs: 90)
        s.advance(toMs: 2000)
        #expect(s.currentTab == 1)
        #expect(s.record().tab == 1)
    }

    @Test func gridDrawsItsColumnsAndThumbnailsTheirImage() throws {
        var s = try session()
        tapTab(&s, 2, at: 0)
        var scene = Scene(size: .zero)
        s.compose(into: &scene)
        let cells = scene.items.compactMap { item -> Rect? in
            if case let .fill(rect, _, _, _) = item, rect.minY >= 244, abs(rect.width - (390 - 2) / 3) < 1e-6 { return rect }
            return nil
        }
        #expect(Set(cells.map(\.minX)).count == 3, "three columns: \(cells)")
        tapTab(&s, 1, at: 1000)
        s.compose(into: &scene)
        let thumbnails = scene.items.filter { if case let .maskedImage(_, _, destination, _, _, _, _) = $0 { destination.width == 44 } else { false } }
        #expect(!thumbnails.isEmpty, "\(scene.items.prefix(3))")
    }

    /// Rule 1: a fling released with the header showing carries through the pinned position into
    /// the list at full speed (one deceleration, no stop at the hand-off).
    @Test func oneFlingCarriesFromTheHeaderIntoTheList() throws {
        var s = try session()
        _ = s.apply(.down(Point(x: 200, y: 700)), atMs: 0)
        // Released 100 pt in, the header still showing, at 2,500 pt/s.
        for step in 1...4 { _ = s.apply(.move(Point(x: 200, y: 700 - Double(step) * 25)), atMs: Double(step) * 10) }
        _ = s.apply(.up(nil), atMs: 40)
        #expect(s.scrollState.contentOffset.y < 200)
        var samples: [(offset: Double, velocity: Double)] = []
        for t in stride(from: 44.0, through: 4000, by: 4) {
            s.advance(toMs: t)
            samples.append((s.scrollState.contentOffset.y, s.scrollState.velocity.y))
        }
        guard let crossing = samples.firstIndex(where: { $0.offset >= 200 }), crossing > 0 else {
            Issue.record("never reached the pinned offset: \(samples.last!)"); return
        }
        #expect(samples[crossing].velocity > 1000, "still flinging at the hand-off: \(samples[crossing])")
        // UIKit's deceleration: the speed only falls, never to zero before rest, across the hand-off.
        let moving = samples.prefix { $0.velocity > 0 }
        #expect(zip(moving, moving.dropFirst()).allSatisfy { $1.velocity <= $0.velocity + 1e-9 })
        #expect(samples.last!.offset > 600, "the list went on: \(samples.last!.offset)")
    }

    @Test func aPullPullsTheHeaderOnEveryTab() throws {
        var s = try session()
        tapTab(&s, 2, at: 0)
        _ = s.apply(.down(Point(x: 200, y: 400)), atMs: 200)
        for step in 1...20 { _ = s.apply(.move(Point(x: 200, y: 400 + Double(step) * 15)), atMs: 200 + Double(step) * 16) }
        _ = s.apply(.up(nil), atMs: 540)
        s.advance(toMs: 600)
        #expect(s.eventLog.sessionEvents.contains(.beginRefreshing))
    }
}
