import Foundation
import Testing
@testable import ScrollCore

/// Issue 16, item 2: pulled past the top, a flick back towards the content carries on into the
/// list. The spring on the pull, x(t) = (x0 + b·t)·e^{-ωt} with b = v0 + ω·x0, passes the edge at
/// t* = -x0/b moving at c·b·e^{-ωt*} (the band's slope is c there), and a 0.998 deceleration
/// from that speed travels (v - 10)/(-1000·ln 0.998) before it stops at 10 pt/s.
@Suite struct OverscrollFlickTests {
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

        let c = 0.55, omega = 2 * Double.pi / 0.5
        let x0 = -(360 - 100 - 10) + speed * 0.072  // the pull at release (unbanded), -34 pt
        let b = speed + omega * x0
        let crossing = -x0 / b
        let crossingSpeed = c * b * exp(-omega * crossing)
        let expectedRest = (crossingSpeed - 10) / (-1000 * log(0.998))

        let release = flickStart + 0.072
        let target = try #require(view.takeCallbacks().compactMap { cb -> Double? in
            if case let .willEndDragging(_, target) = cb.callback { return target } else { return nil }
        }.first)
        #expect(abs(target - expectedRest) < 1e-6)
        // Continuous through the edge: no jump in velocity from the bounce to the coast.
        view.advance(to: release + crossing - 1e-4)
        let before = view.state.velocity.y
        view.advance(to: release + crossing + 1e-4)
        #expect(view.state.phase == .decelerating)
        #expect(abs(view.state.velocity.y - crossingSpeed) < 0.01 * crossingSpeed)
        #expect(abs(view.state.velocity.y - before) < 0.01 * crossingSpeed)
        view.advance(to: 10)
        #expect(abs(view.offsetY - expectedRest) < 1e-6)
        #expect(expectedRest > 300)
    }
}
