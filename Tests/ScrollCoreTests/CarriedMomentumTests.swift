import Foundation
import Testing
@testable import ScrollCore

/// Issue 16, item 1: flicking again while the list still coasts adds to its speed, by Flutter's
/// fit of UIScrollView: carried(v) = 0.000816·|v|^1.967 (at most 40,000) of the speed `v` the
/// finger caught, when the new flick points the same way and is faster than half of that.
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
            expected.append(Self.flick > 0.5 * carried ? Self.flick + carried : Self.flick)
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
}
