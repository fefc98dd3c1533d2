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
