import Foundation
import Testing
@testable import ScrollCore

/// Probe D4 and D6: trackpad streams end like a released drag (UIKit's callback order, momentum
/// from the last deltas), paging never rests between pages whatever scrolls, and a mouse-wheel
/// step past an edge peaks the same small bounce wherever it starts.
@Suite struct WheelReleaseTests {
    /// Six trackpad deltas of 40 pt, 8 ms apart (5000 pt/s), from t = 0.1.
    static func swipe(_ view: inout ScrollView, from start: Double = 0.1, delta: Double = 40, count: Int = 6) {
        for i in 0..<count {
            view.handle(InputEvent(time: start + 0.008 * Double(i), kind: wheel(points: delta, precise: true)))
        }
    }

    static func releaseVelocity(_ callbacks: [TimedCallback]) -> (time: Double, velocity: Double, target: Double)? {
        for c in callbacks { if case let .willEndDragging(v, target) = c.callback { return (c.time, v, target) } }
        return nil
    }

    @Test func aTrackpadSwipeCoastsOnWithItsVelocity() {
        var view = makeView(contentHeight: 100_000)
        Self.swipe(&view)
        // While the stream runs, the trace shows its velocity (it showed 0).
        #expect(abs(view.state.velocity.y - 5000) < 1e-6)
        let lastDelta = 0.1 + 0.008 * 5
        view.advance(to: lastDelta + 0.05 + 1)
        let callbacks = view.takeCallbacks()
        #expect(callbackNames(callbacks).prefix(4) == ["willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating"])
        #expect(callbacks.contains { $0.callback == .didEndDragging(willDecelerate: true) })
        let release = Self.releaseVelocity(callbacks)
        #expect(release?.time == lastDelta + 0.05)
        #expect(abs((release?.velocity ?? 0) - 5) < 1e-9)
        // The coast, in closed form from 240 at the gap's end: x = 240 + v0·(1 − r^ms)/(−ln r)/1000.
        let r = 0.998, ms = 1000.0
        let expected = 240 + 5000 * (1 - pow(r, ms)) / (-log(r)) / 1000
        #expect(abs(view.offsetY - expected) < 1e-6, "\(view.offsetY) vs \(expected)")
        let rest = 240 + (5000 - 10) / (-1000 * log(r))
        #expect(abs((release?.target ?? 0) - rest) < 1e-6)
    }

    @Test func aPressDuringAStreamSendsWillEndDraggingFirst() {
        var view = makeView(contentHeight: 100_000)
        Self.swipe(&view, count: 3)
        view.handle(down(0.125, y: 400))
        let names = callbackNames(view.takeCallbacks())
        #expect(names == ["willBeginDragging", "willEndDragging", "didEndDragging"])
    }

    @Test func pagingLandsOnAPageAfterEveryKindOfScroll() {
        var configuration = ScrollConfiguration()
        configuration.pagingEnabled = true
        configuration.pageSize = 600
        let pages = (0...8).map { Double($0) * 600 }
        func onPage(_ x: Double) -> Bool { pages.contains { abs($0 - x) < 1e-9 } }

        // Trackpad: the stream's 5000 pt/s turns one page.
        var trackpad = makeView(configuration, contentHeight: 600 * 8)
        Self.swipe(&trackpad, delta: 40)
        trackpad.advance(to: 3)
        #expect(trackpad.offsetY == 600)
        // A slow trackpad nudge of 45 pt returns to its page.
        var nudge = makeView(configuration, contentHeight: 600 * 8)
        nudge.handle(InputEvent(time: 0.1, kind: wheel(points: 45, precise: true)))
        nudge.advance(to: 3)
        #expect(nudge.offsetY == 0)
        // Mouse wheel: one 40 pt notch turns a page each way.
        var notched = makeView(configuration, contentHeight: 600 * 8)
        notched.handle(InputEvent(time: 0.1, kind: wheel(points: 40, precise: false)))
        notched.advance(to: 2)
        #expect(notched.offsetY == 600)
        notched.handle(InputEvent(time: 2, kind: wheel(points: -40, precise: false)))
        notched.advance(to: 4)
        #expect(notched.offsetY == 0)
        // Keys: a line and a page step.
        var keys = makeView(configuration, contentHeight: 600 * 8)
        keys.scroll(by: 40, at: 0.1)
        keys.advance(to: 2)
        #expect(keys.offsetY == 600)
        keys.scroll(by: 844 - 40, at: 2)
        keys.advance(to: 4)
        #expect(keys.offsetY == 1200)
        #expect([trackpad, nudge, notched, keys].allSatisfy { onPage($0.offsetY) })
    }

    /// The deepest point past the edge of the motion after a wheel step, sampled every 0.1 ms.
    static func peakPastTop(_ view: inout ScrollView, from t0: Double) -> Double {
        var lowest = Double.infinity
        var t = t0
        while t < t0 + 1.5 { t += 0.0001; view.advance(to: t); lowest = min(lowest, view.offsetY) }
        return -lowest
    }

    @Test func aWheelStepPastTheTopBouncesTheSameFromTheEdgeOrShortOfIt() {
        // At the top: 5 notches (200 pt) past it peak min(200/2, 84.4) = 84.4 out.
        var atEdge = makeView(contentHeight: 5000)
        atEdge.handle(InputEvent(time: 0, kind: wheel(points: -200, precise: false)))
        #expect(abs(Self.peakPastTop(&atEdge, from: 0) - 84.4) < 0.01)
        // 120 pt below the top: 6 notches (240 pt) go 120 past; it peaked 0.98 out, now 60.
        var short = makeView(contentHeight: 5000)
        short.setContentOffset(120, animated: false, at: 0)
        short.handle(InputEvent(time: 0, kind: wheel(points: -240, precise: false)))
        #expect(abs(Self.peakPastTop(&short, from: 0) - 60) < 0.01)
        #expect(short.offsetY == 0 && short.state.phase == .idle)
    }
}
