import HeaderKit
import ScrollCore
import Testing
@testable import StretchyKit
import TestSupport

/// Live changes reach every part of a session: the carousel's pager follows slow motion (M), and
/// appbar's snap follows a live change of `snap` and of the heights it snaps between.
@Suite struct LiveTuningTests {
    func session(_ design: String, _ overrides: [String: Double] = [:]) throws -> Session {
        let setup = SessionSetup(designName: design, viewport: Size(width: 390, height: 844),
                                 content: ListContent(title: "T", source: .generated(count: 200)),
                                 parameterOverrides: overrides, photoSizes: [Size(width: 1680, height: 1050)])
        return try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
    }

    /// A quick leftward flick on the photos, then where the pager is `after` ms later.
    func pagerOffset(slowMotion: Bool, after: Double) throws -> Double {
        var s = try session("carousel")
        if slowMotion { _ = s.apply(.key(KeyPress(.m)), atMs: 10) }
        _ = s.apply(.down(Point(x: 300, y: 60)), atMs: 100)
        for step in 1...6 { _ = s.apply(.move(Point(x: 300 - Double(step) * 25, y: 60)), atMs: 100 + Double(step) * 8) }
        _ = s.apply(.up(nil), atMs: 150)
        s.advance(toMs: 150 + after)
        return s.record().pagerOffsetX
    }

    @Test func slowMotionReachesThePager() throws {
        let normal = try pagerOffset(slowMotion: false, after: 1000)
        #expect(abs(normal - 390) < 0.5, "a flick turns one page and lands within a second: \(normal)")
        let slow = try pagerOffset(slowMotion: true, after: 1000)
        #expect(slow > 1 && slow < 389, "×10 slower, the pager is still on its way after a second: \(slow)")
    }

    /// A slow drag that leaves appbar part-way through its collapse, released with no velocity.
    func restingOffset(_ s: inout Session) -> Double {
        _ = s.apply(.down(Point(x: 195, y: 600)), atMs: 1000)
        for step in 1...20 { _ = s.apply(.move(Point(x: 195, y: 600 - Double(step) * 5)), atMs: 1000 + Double(step) * 16) }
        s.advance(toMs: 1600)
        _ = s.apply(.up(nil), atMs: 1600)
        s.advance(toMs: 4000)
        return s.record().offsetY
    }

    @Test func appbarSnapFollowsLiveChanges() throws {
        var off = try session("appbar")
        let unsnapped = restingOffset(&off)
        #expect(unsnapped > 1 && unsnapped < 235, "no snap: rests mid-collapse at \(unsnapped)")

        var live = try session("appbar")
        var parameters = live.parameters
        try parameters.set("snap", to: true)
        live.setParameters(parameters)
        #expect(restingOffset(&live) == 0, "snap turned on live settles open (the drag went under half way)")

        var taller = try session("appbar", ["snap": 1])
        var changed = taller.parameters
        try changed.set("expandedHeight", to: 200)  // collapse range 200 - 64 = 136: 90 pt is past half way
        taller.setParameters(changed)
        #expect(abs(restingOffset(&taller) - 136) < 0.01, "snaps to the new collapsed offset")
    }
}

/// K draws a keyboard that rises with the bottom inset it adds.
@Suite struct SimulatedKeyboardTests {
    @Test func theKeyboardCoversTheInsetItAdds() throws {
        let setup = SessionSetup(designName: "seed004", viewport: Size(width: 390, height: 844),
                                 content: ListContent(title: "T", source: .generated(count: 200)),
                                 parameterOverrides: [:], photoSizes: [Size(width: 1680, height: 1050)])
        var session = try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
        var scene = Scene(size: .zero)
        func panel() -> Rect? {
            scene.items.compactMap { if case let .fill(rect, color, _, _) = $0, color == Color(209, 211, 217) { rect } else { nil } }.first
        }
        session.compose(into: &scene)
        #expect(panel() == nil, "no keyboard before K")
        _ = session.apply(.key(KeyPress(.k)), atMs: 100)
        session.advance(toMs: 2000)
        session.compose(into: &scene)
        let shown = try #require(panel())
        #expect(abs(shown.height - 336) < 0.01 && abs(shown.maxY - 844) < 0.01, "\(shown)")
        #expect(abs(session.scrollState.contentInset.bottom - 336) < 0.01)
        let keys = scene.items.filter { if case let .text(text, _, _, _, _, _, _) = $0 { text.count == 1 } else { false } }
        #expect(keys.count == 26, "a key per letter")
    }
}
