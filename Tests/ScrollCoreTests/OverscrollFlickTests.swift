import Foundation
import Testing
@testable import ScrollCore

/// Issue 16, item 2 and issue 30: pulled past the top, a flick back towards the content carries
/// on into the list, by an amount that grows smoothly with the speed from zero. In pull (finger)
/// space the stretch returns on the spring from rest, x0·(1 + ωt)·e^{-ωt}, and the finger's
/// velocity v is damped at λ = 30/s (Compose's fling-from-overscroll damper, 2·0.75·√400) without
/// being pulled back, v/λ·(1 − e^{-λt}). The sum passes the edge at t*, where the content moves at
/// c·p'(t*) on screen (the band's slope is c there); a 0.998 deceleration from that speed travels
/// (v − 10)/(−1000·ln 0.998) before it stops at 10 pt/s.
@Suite struct OverscrollFlickTests {
    let c = 0.55, omega = 2 * Double.pi / 0.5, lambda = 30.0
    let perSecond = -1000 * log(0.998)

    /// The pull (negative: past the top) and its velocity, `t` s after a release at `x0` moving at `v`.
    func pull(_ t: Double, x0: Double, v: Double) -> (x: Double, v: Double) {
        (x0 * (1 + omega * t) * exp(-omega * t) + v / lambda * (1 - exp(-lambda * t)),
         -x0 * omega * omega * t * exp(-omega * t) + v * exp(-lambda * t))
    }

    /// The crossing by plain bisection (independent of the model's bracketed Newton).
    func crossing(x0: Double, v: Double) -> Double {
        var low = 0.0, high = 10.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if pull(mid, x0: x0, v: v).x < 0 { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    @Test func theMomentumCarriesIntoTheList() throws {
        var view = makeView()
        // Pull 250 pt past the top (10 pt of slop), rest, then flick up at 3000 pt/s for 72 ms.
        var events = [down(0, y: 100)]
        for i in 1...26 { events.append(move(Double(i) * 0.01, y: 100 + Double(i) * 10)) }
        let flickStart = 0.4, speed = 3000.0
        for i in 1...8 { events.append(move(flickStart + Double(i) * 0.008, y: 360 - speed * Double(i) * 0.008)) }
        events.append(up(flickStart + 0.072, y: 360 - speed * 0.072))
        view.handle(events)
        #expect(view.offsetY < 0 && view.state.phase == .bouncing)

        let x0 = -(360 - 100 - 10) + speed * 0.072  // the pull at release (unbanded), -34 pt
        let tc = crossing(x0: x0, v: speed)
        let crossingSpeed = c * pull(tc, x0: x0, v: speed).v
        let expectedRest = (crossingSpeed - 10) / perSecond

        let release = flickStart + 0.072
        let target = try #require(view.takeCallbacks().compactMap { cb -> Double? in
            if case let .willEndDragging(_, target) = cb.callback { return target } else { return nil }
        }.first)
        #expect(abs(target - expectedRest) < 1e-6)
        // Continuous through the edge: no jump in velocity from the bounce to the coast.
        view.advance(to: release + tc - 1e-4)
        let before = view.state.velocity.y
        view.advance(to: release + tc + 1e-4)
        #expect(view.state.phase == .decelerating)
        #expect(abs(view.state.velocity.y - crossingSpeed) < 0.01 * crossingSpeed)
        #expect(abs(view.state.velocity.y - before) < 0.01 * crossingSpeed)
        view.advance(to: 10)
        #expect(abs(view.offsetY - expectedRest) < 1e-6)
        #expect(expectedRest > 300)
    }

    /// How far into the list a flick back at `speed` carries, from `depth` pt of finger pull past the
    /// top, held still, then three moves 8 ms apart at `speed` and the release.
    func carry(speed: Double, depth: Double = 270) -> Double {
        var view = makeView()
        var events = [down(0, y: 100)]
        let steps = Int(depth / 10) + 1  // 10 pt of slop first
        for i in 1...steps { events.append(move(Double(i) * 0.01, y: 100 + Double(i) * 10)) }
        let top = 100 + Double(steps) * 10, start = Double(steps) * 0.01 + 0.1
        for i in 1...3 { events.append(move(start + Double(i) * 0.008, y: top - speed * Double(i) * 0.008)) }
        events.append(up(start + 0.032, y: top - speed * 0.032))
        view.handle(events)
        view.advance(to: 12)
        return view.offsetY
    }

    /// Issue 30's measure: from 270 pt of pull, 2,000 → 6,000 pt/s carry into the list by an amount
    /// that rises with the speed, with no jump between neighbours 100 pt/s apart, at least 150 pt
    /// at 3,000 pt/s; a release with the finger still rests on the edge.
    @Test func theCarryGrowsSmoothlyWithTheSpeed() {
        #expect(carry(speed: 0) == 0)
        let speeds = stride(from: 2000.0, through: 6000, by: 100).map { $0 }
        let carries = speeds.map { carry(speed: $0) }
        for (a, b) in zip(carries, carries.dropFirst()) { #expect(b > a) }
        // Smooth: the steps change gradually (second differences small next to the steps).
        let steps = zip(carries, carries.dropFirst()).map { $1 - $0 }
        for (a, b) in zip(steps, steps.dropFirst()) { #expect(abs(b - a) < 0.25 * max(a, b)) }
        #expect(carry(speed: 3000) >= 150)
        // From zero: a slow flick back carries a little, not nothing and not a fixed amount.
        let slow = carry(speed: 200), slower = carry(speed: 100)
        #expect(slower > 0 && slow > slower && slow < 3 * slower)
    }
}
