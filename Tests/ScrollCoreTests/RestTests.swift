import Foundation
import Testing
@testable import ScrollCore

/// Issue 16, item 5: a motion ends (didEndDecelerating, the indicator starts its fade) once it is
/// no longer visible: under half a pixel from its end and slower than 5 pt/s, for good.
@Suite struct RestTests {
    /// Released 200 pt (unbanded) past the top, at rest: the spring on the pull is
    /// x(t) = x0·(1 + ωt)·e^{-ωt}, shown through the band b(x) = (1 - 1/(1 + c·x/d))·d.
    @Test func aBounceEndsOnceNoLongerVisible() throws {
        var view = makeView()
        view.handle([down(0, y: 100), move(0.1, y: 310), move(0.2, y: 310), up(0.3, y: 310)])
        let release = 0.3
        let c = 0.55, d = 844.0, omega = 2 * Double.pi / 0.5, x0 = 200.0
        var lastVisible = 0.0
        for step in 0...40_000 {
            let t = Double(step) * 0.0001
            let x = x0 * (1 + omega * t) * exp(-omega * t)
            let pullSpeed = omega * omega * x0 * t * exp(-omega * t)
            let shown = (1 - 1 / (1 + c * x / d)) * d
            let slope = c / ((1 + c * x / d) * (1 + c * x / d))
            if shown > 0.5 || slope * pullSpeed > 5 { lastVisible = t }
        }
        var ended = view
        ended.advance(to: 5)
        let end = try #require(ended.takeCallbacks().first { $0.callback == .didEndDecelerating })
        #expect(end.time - release >= lastVisible)
        #expect(end.time - release <= lastVisible + 0.005)
        // The indicator holds 0.5 s from then, and is half faded 0.125 s later.
        view.advance(to: end.time + 0.5 + 0.125)
        #expect(abs(view.state.scrollIndicatorAlpha - 0.5) < 1e-9)
    }
}
