import Testing
@testable import ScrollCore

/// Issue 16, item 3: a finger that stops before lifting does not throw the list. The release
/// velocity is Flutter's iOS estimate, 0.6·v(-2) + 0.35·v(-1) + 0.05·v(0) over the last three
/// sample pairs, and a finger still for 40 ms has stopped.
@Suite struct StopThenLiftTests {
    static func release(afterHolding hold: Double) -> (velocity: Double, view: ScrollView) {
        var view = makeView(contentHeight: 20_000)
        var events = constantDrag(start: 0, y: 700, speed: -4000, duration: 0.096, release: false)
        events.append(up(0.096 + hold, y: 700 - 4000 * 0.096))
        view.handle(events)
        let velocity = view.takeCallbacks().compactMap { cb -> Double? in
            if case let .willEndDragging(v, _) = cb.callback { return v * 1000 } else { return nil }
        }.first ?? .nan
        return (velocity, view)
    }

    @Test func heldFor50msItRestsWhereLifted() {
        var (velocity, view) = Self.release(afterHolding: 0.05)
        #expect(velocity == 0)
        let lifted = view.offsetY
        view.advance(to: 3)
        #expect(view.offsetY == lifted && view.state.phase == .idle)
    }

    /// 30 ms of rest is the newest pair (weight 0.05, velocity 0); the two before it moved at 4000.
    @Test func heldFor30msTheRestCountsAsTheNewestPair() {
        let (velocity, _) = Self.release(afterHolding: 0.03)
        #expect(abs(velocity - (0.6 * 4000 + 0.35 * 4000 + 0.05 * 0)) < 1e-6)
    }
}

/// Probe D8: a drag sampled at 20 Hz (moves 50 ms apart), released with its last move, throws
/// at its speed: 2000 pt/s → `willEndDragging` velocity 2 pt/ms (it was 0, no deceleration).
@Suite struct SparseInputTests {
    @Test func aTwentyHertzDragThrows() throws {
        var view = makeView(contentHeight: 100_000)
        view.setContentOffset(10_000, animated: false, at: 0)
        var events = [down(0.1, y: 700)]
        for i in 1...6 { events.append(move(0.1 + 0.05 * Double(i), y: 700 - 100 * Double(i))) }
        events.append(up(0.4, y: 100))
        view.handle(events)
        let callbacks = view.takeCallbacks()
        let release = try #require(callbacks.compactMap { c -> Double? in
            if case let .willEndDragging(v, _) = c.callback { return v } else { return nil }
        }.first)
        #expect(abs(release - 2) < 1e-9)
        #expect(callbacks.contains { $0.callback == .didEndDragging(willDecelerate: true) })
    }
}
