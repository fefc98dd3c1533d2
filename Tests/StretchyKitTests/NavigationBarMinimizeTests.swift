import Foundation
import HeaderKit
import ScrollCore
import Testing
@testable import StretchyFiles
@testable import StretchyKit
import TestSupport

/// Issue 45: the `navigationBar` layer on iOS 27 minimises with the user's scroll direction
/// (`UINavigationItem.navigationBarMinimization`), its integrated tab strip with it; iOS 26 draws
/// the same bar without minimising; a bounce at the bottom is no scroll up (D4).
@Suite struct NavigationBarMinimizeTests {
    /// A held-out design: a bar that minimises on scroll down with two trailing items sharing a
    /// platter, a leading back button and an integrated tab strip, over 80 rows.
    static let json = """
    {"name": "held-out-nav", "scroll": {"contentInsetTop": 0, "contentInsetAdjustment": "automatic"},
     "layers": [{"id": "nav", "kind": "navigationBar", "title": "Inbox", "largeTitle": false, "minimize": "onScrollDown",
                 "leading": [{"symbol": "chevron.backward", "action": "Back"}],
                 "trailing": [{"symbol": "square.and.arrow.up", "action": "Share", "group": "g"}, {"symbol": "ellipsis", "action": "More", "group": "g"}],
                 "tabs": ["All", "Unread", "Flagged"], "width": "W", "height": 0}]}
    """

    func session(_ system: SystemVersion, rows: Int = 80, json: String = Self.json) throws -> Session {
        let folder = try TemporaryFolder()
        let path = try folder.write("nav.json", json)
        let design = try DesignLoader.load(path: path, warn: { _ in }).design
        var setup = SessionSetup(design: design, library: DesignLibrary(designs: [design], folder: folder.path),
                                 viewport: Size(width: 393, height: 852), content: ListContent(title: "T", source: .generated(count: rows)),
                                 parameterOverrides: ["refreshEnabled": 0], images: ImageTable(paths: [], sizes: []))
        setup.device = Device.named("iphone-15")
        setup.system = system
        return try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
    }

    func bar(_ s: Session) -> LayerRecord { s.record().layers.first { $0.id == "nav" }! }

    /// A finger drag of `dy` points (negative: up the screen, the list scrolls down) over `ms`, then held still and lifted.
    func drag(_ s: inout Session, dy: Double, from y: Double, at t: Double, ms: Double = 400) {
        _ = s.apply(.down(Point(x: 200, y: y)), atMs: t)
        let steps = 40
        for i in 1...steps { _ = s.apply(.move(Point(x: 200, y: y + dy * Double(i) / Double(steps))), atMs: t + ms * Double(i) / Double(steps)) }
        _ = s.apply(.move(Point(x: 200, y: y + dy)), atMs: t + ms + 100)
        _ = s.apply(.up(Point(x: 200, y: y + dy)), atMs: t + ms + 120)
        s.advance(toMs: t + ms + 1500)
    }

    @Test func scrollingDownMinimisesAndScrollingUpRestores() throws {
        var s = try session(.ios27)
        let rest = bar(s)
        #expect(rest.minimized == 0)
        // UIKit's adjusted inset: the safe area plus the bar at rest (52 row + 36 tab strip).
        #expect(abs(s.scrollState.contentOffset.y + (59 + 52 + 36)) < 1e-9, "\(s.scrollState.contentOffset.y)")
        drag(&s, dy: -300, from: 700, at: 0)
        let down = bar(s)
        #expect(down.minimized == 1, "minimised after scrolling down: \(down.minimized ?? -1)")
        #expect(down.frame.height < 0.75 * rest.frame.height, "\(down.frame.height) vs \(rest.frame.height)")
        drag(&s, dy: 120, from: 300, at: 3000)
        let up = bar(s)
        #expect(up.minimized == 0 && up.frame == rest.frame, "restored after scrolling up: \(up.frame) vs \(rest.frame)")
    }

    @Test func iOS26NeverMinimises() throws {
        var s = try session(.ios26)
        let rest = bar(s)
        drag(&s, dy: -300, from: 700, at: 0)
        #expect(bar(s).minimized == 0 && bar(s).frame == rest.frame)
    }

    /// The integrated tab strip shrinks with the bar, and no two tab frames overlap at any frame of
    /// the minimise (D3).
    @Test func theTabStripMinimisesWithTheBarWithoutOverlaps() throws {
        var s = try session(.ios27)
        let restTabs = bar(s).items
        #expect(restTabs.map(\.title) == ["All", "Unread", "Flagged"])
        _ = s.apply(.down(Point(x: 200, y: 700)), atMs: 0)
        var t = 0.0
        var sawMidway = false
        while t < 1500 {
            t += 1000 / 60
            _ = s.apply(.move(Point(x: 200, y: max(400, 700 - t))), atMs: t)
            let layer = bar(s)
            if let m = layer.minimized, m > 0.1, m < 0.9 { sawMidway = true }
            for (i, a) in layer.items.enumerated() {
                for b in layer.items[(i + 1)...] {
                    #expect(a.frame.intersection(b.frame).width <= 1e-9, "\(a.title) overlaps \(b.title) at \(t) ms")
                }
            }
        }
        #expect(sawMidway, "the minimise is animated, not a jump")
        let small = bar(s).items
        #expect(small.allSatisfy { tab in tab.frame.height < restTabs[0].frame.height }, "the strip minimised with the bar")
    }

    /// D4: after scrolling to the bottom and bouncing there (a drag past the end, released),
    /// the bar stays minimised.
    @Test func aBottomBounceLeavesTheBarMinimised() throws {
        var s = try session(.ios27, rows: 30)
        s.setContentOffset(s.scrollState.maximumOffsetY - 200)
        drag(&s, dy: -300, from: 700, at: 0)  // reaches the bottom
        #expect(bar(s).minimized == 1)
        let bottom = s.scrollState.maximumOffsetY
        #expect(abs(s.scrollState.contentOffset.y - bottom) < 0.5, "at the bottom: \(s.scrollState.contentOffset.y) vs \(bottom)")
        drag(&s, dy: -200, from: 700, at: 3000)  // pulls past the end; the band brings it back
        #expect(abs(s.scrollState.contentOffset.y - bottom) < 0.5)
        #expect(bar(s).minimized == 1, "a bounce is not a scroll up: \(bar(s).minimized ?? -1)")
    }

    /// `--ios 17`: the classic bar, 44 pt under the status bar, never minimising.
    @Test func iOS17DrawsTheClassicBar() throws {
        var s = try session(.ios17)
        #expect(bar(s).frame == Rect(x: 0, y: 59, width: 393, height: 44 + 36))
        drag(&s, dy: -300, from: 700, at: 0)
        #expect(bar(s).minimized == 0)
    }

    /// `I` cycles 27 → 26 → 17 → 27: the bar's look and the list's inset follow (iOS 17's row is
    /// 44 pt, Liquid Glass's 52), and undo puts the iOS back.
    @Test func theIKeyCyclesTheIOSAndTheInsetFollows() throws {
        var s = try session(.ios27)
        func inset(_ s: Session) -> Double { s.scrollState.contentInset.top }
        #expect(inset(s) == 59 + 52 + 36)
        _ = s.apply(.key(KeyPress(.i)), atMs: 100)
        #expect(s.system == .ios26 && inset(s) == 59 + 52 + 36)
        _ = s.apply(.key(KeyPress(.i)), atMs: 200)
        #expect(s.system == .ios17 && inset(s) == 59 + 44 + 36 && bar(s).frame.height == 44 + 36)
        _ = s.apply(.key(KeyPress(.i)), atMs: 300)
        #expect(s.system == .ios27)
        _ = s.apply(.key(KeyPress(.z, control: true)), atMs: 400)
        #expect(s.system == .ios17, "undo puts the previous iOS back")
        _ = s.apply(.key(KeyPress(.g)), atMs: 500)
        #expect(s.glassTint == 0.5)
    }
}
