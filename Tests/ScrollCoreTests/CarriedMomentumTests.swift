import Foundation
import Testing
@testable import ScrollCore

/// Issue 16, item 1: flicking again while the list still coasts adds to its speed, by Flutter's
/// fit of UIScrollView: carried(v) = 0.000816·|v|^1.967 (at most 40,000) of the speed `v` the
/// finger caught, when the new flick points the same way, at most twice the new flick's speed.
@Suite struct CarriedMomentumTests {
    static let flick = 3000.0, spacing = 0.4, steps = 12

    /// `willEndDragging` velocities (points/s) of three 3000 pt/s flicks 400 ms apart.
    static func releaseVelocities(_ configuration: ScrollConfiguration = ScrollConfiguration(),
                                  reversedSecond: Bool = false) -> [Double] {
        var view = makeView(configuration, contentHeight: 500_000)
        view.setContentOffset(100_000, animated: false, at: 0)
        for k in 0..<3 {
            let up = reversedSecond && k == 1
            view.handle(constantDrag(start: 0.1 + spacing * Double(k), y: up ? 100 : 700, speed: up ? flick : -flick,
                                     duration: Double(steps) * 0.008))
        }
        return view.takeCallbacks().compactMap { callback -> Double? in
            if case let .willEndDragging(v, _) = callback.callback { return v * 1000 } else { return nil }
        }
    }

    @Test func threeFlicks400msApartSpeedUp() {
        // Each flick is released (steps + 1)·8 ms after its touch-down; the next touch-down
        // catches the coast at v·0.998^(ms since that release).
        let coast = Self.spacing - Double(Self.steps + 1) * 0.008
        var expected = [Self.flick]
        for _ in 1..<3 {
            let held = expected.last! * pow(0.998, coast * 1000)
            let carried = min(0.000816 * pow(held, 1.967), 40_000)
            expected.append(Self.flick + min(carried, 2 * Self.flick))
        }
        let measured = Self.releaseVelocities()
        #expect(measured.count == 3)
        for (m, e) in zip(measured, expected) { #expect(abs(m - e) < 1e-6 * e, "\(measured) vs \(expected)") }
        #expect(measured[2] > 2 * Self.flick)
    }

    @Test func offOrTheOtherWayEachFlickStandsAlone() {
        var off = ScrollConfiguration()
        off.carriesMomentum = false
        #expect(Self.releaseVelocities(off).allSatisfy { abs($0 - Self.flick) < 1e-6 })
        let reversed = Self.releaseVelocities(reversedSecond: true)
        #expect(abs(reversed[1] + Self.flick) < 1e-6)
    }

    /// `willEndDragging` velocities (points/s) of `events` on a long list coasting down the page.
    static func launches(_ events: [InputEvent]) -> [Double] {
        var view = makeView(contentHeight: 2_000_000)
        view.setContentOffset(100_000, animated: false, at: 0)
        view.handle(events)
        return view.takeCallbacks().compactMap { callback -> Double? in
            if case let .willEndDragging(v, _) = callback.callback { return v * 1000 } else { return nil }
        }
    }

    /// Probe D1: a finger that catches the coast and holds still longer than 20 ms loses the
    /// carry, although a still finger sends no moves (the gap is measured at the next move).
    @Test(arguments: [0.03, 0.15, 0.5]) func aFingerHeldStillLosesTheCarry(hold: Double) {
        // 3000 pt/s flick released at 0.1 + 13·8 ms; caught at 0.3 (≈ 3860 pt/s carried, under
        // twice the next flick); held; then a 5000 pt/s flick.
        var events = constantDrag(start: 0.1, y: 700, speed: -3000, duration: 0.096)
        let caught = 0.3
        events.append(down(caught, y: 700))
        for i in 1...6 { events.append(move(caught + hold + Double(i) * 0.008, y: 700 - 40 * Double(i))) }
        events.append(up(caught + hold + 6 * 0.008, y: 700 - 240))
        let launches = Self.launches(events)
        #expect(launches.count == 2)
        #expect(abs(launches[0] - 3000) < 1e-6)
        #expect(abs(launches[1] - 5000) < 1e-6, "held \(hold) s: \(launches)")
    }

    /// A catch that moves on at once (every 8 ms) keeps the carry: 5000 + carried(coast).
    @Test func aFingerThatMovesOnAtOnceKeepsIt() {
        var events = constantDrag(start: 0.1, y: 700, speed: -3000, duration: 0.096)
        let caught = 0.3
        events.append(down(caught, y: 700))
        for i in 1...6 { events.append(move(caught + Double(i) * 0.008, y: 700 - 40 * Double(i))) }
        events.append(up(caught + 6 * 0.008, y: 700 - 240))
        let launches = Self.launches(events)
        let release = 0.1 + 13 * 0.008
        let coast = 3000 * pow(0.998, (caught - release) * 1000)
        let expected = 5000 + min(0.000816 * pow(coast, 1.967), 2 * 5000)
        #expect(launches.count == 2)
        #expect(abs(launches[1] - expected) < 1e-6 * expected, "\(launches) vs \(expected)")
    }

    /// Probe D2: identical 4000 pt/s flicks 150 ms apart used to alternate 4000 → 10,967 → 4000
    /// (Flutter's all-or-nothing "faster than half the carry"); the carry is now capped at twice
    /// the release, so the launches never fall back.
    @Test func identicalFlicksNeverBrakeTheList() {
        var events: [InputEvent] = []
        let flick = 4000.0, steps = 7.0
        for k in 0..<4 { events += constantDrag(start: 0.1 + 0.15 * Double(k), y: 700, speed: -flick, duration: steps * 0.008) }
        let launches = Self.launches(events)
        var expected = [flick]
        for _ in 1..<4 {
            let coast = expected.last! * pow(0.998, (0.15 - (steps + 1) * 0.008) * 1000)
            expected.append(flick + min(0.000816 * pow(coast, 1.967), 2 * flick))
        }
        #expect(launches.count == 4)
        for (m, e) in zip(launches, expected) { #expect(abs(m - e) < 1e-6 * e, "\(launches) vs \(expected)") }
        #expect(zip(launches, launches.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "\(launches)")
        #expect(abs(launches[3] - 3 * flick) < 1e-6)
    }
}
