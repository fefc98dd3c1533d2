import Foundation
import Testing
@testable import ScrollCore

/// Issue 16, item 5: a motion ends (didEndDecelerating, the indicator starts its fade) once it is
/// no longer visible: under half a pixel from its end and slower than 5 pt/s, for good.
@Suite struct RestTests {
    /// Released 200 pt (unbanded) past the top, at rest: the spring on the pull is
    /// x(t) = x0·(1 + ωt)·e^{-ωt}, shown through the band b(x) = (1 - 1/(1 + c·x/d))·d.
    /// Half a pixel is `0.5 / UIScreen.scale` points. On a @3x screen the bounce runs until it is
    /// within 0.167 pt (it snapped from 0.47 pt: 1.4 device pixels, probe D7); at @1x (a bare
    /// viewport) it ends at 0.5 pt.
    @Test(arguments: [1.0, 2.0, 3.0]) func aBounceEndsWithinHalfADevicePixel(scale: Double) throws {
        var view = makeView()
        view.screenScale = scale
        view.handle([down(0, y: 100), move(0.1, y: 310), move(0.2, y: 310), up(0.3, y: 310)])
        let release = 0.3
        let c = 0.55, d = 844.0, omega = 2 * Double.pi / 0.5, x0 = 200.0
        let halfPixel = 0.5 / scale
        var lastVisible = 0.0
        for step in 0...40_000 {
            let t = Double(step) * 0.0001
            let x = x0 * (1 + omega * t) * exp(-omega * t)
            let pullSpeed = omega * omega * x0 * t * exp(-omega * t)
            let shown = (1 - 1 / (1 + c * x / d)) * d
            let slope = c / ((1 + c * x / d) * (1 + c * x / d))
            if shown > halfPixel || slope * pullSpeed > 5 { lastVisible = t }
        }
        var ended = view
        ended.advance(to: 5)
        let end = try #require(ended.takeCallbacks().first { $0.callback == .didEndDecelerating })
        #expect(end.time - release >= lastVisible)
        #expect(end.time - release <= lastVisible + 0.005)
        // The snap onto the edge at the end is under half a device pixel.
        view.advance(to: end.time - 1e-7)
        #expect(view.offsetY < 0 && -view.offsetY < halfPixel, "\(view.offsetY)")
        view.advance(to: end.time)
        #expect(view.offsetY == 0)
        // The indicator holds 0.5 s from then, and is half faded 0.125 s later.
        view.advance(to: end.time + 0.5 + 0.125)
        #expect(abs(view.state.scrollIndicatorAlpha - 0.5) < 1e-9)
    }
}

/// Issue 16, item 5: a coast ends (didEndDecelerating) when it slows to UIKit's 0.01 pt/ms, where
/// it is, not two seconds later when the decay's tail falls under half a point from its end.
@Suite struct CoastEndTests {
    /// Lift to `didEndDecelerating` for 500, 1500, 3000, 8000 pt/s at `.normal`: the time for
    /// `v·0.998^ms` to fall to 10 pt/s, `ln(v/10)/(-1000·ln 0.998)` (1.954 / 2.503 / 2.849 /
    /// 3.339 s; the old rule gave 3.104 / 3.653 / 3.999 / 4.489 s).
    @Test(arguments: [500.0, 1500, 3000, 8000])
    func aCoastEndsWhenItSlowsToTenPointsPerSecond(speed: Double) throws {
        var view = makeView(contentHeight: 100_000)
        view.handle(constantDrag(start: 0, y: 800, speed: -speed, duration: 0.048))
        let release = 0.056
        let releaseOffset = view.offsetY
        let expected = log(speed / 10) / (-1000 * log(0.998))
        var previous = view.offsetY
        var largestStep = 0.0
        for frame in 1...(6 * 240) {
            view.advance(to: release + Double(frame) / 240)
            largestStep = max(largestStep, abs(view.offsetY - previous))
            previous = view.offsetY
        }
        let end = try #require(view.takeCallbacks().first { $0.callback == .didEndDecelerating })
        #expect(abs(end.time - release - expected) < 1e-9)
        #expect(abs(view.offsetY - releaseOffset - (speed - 10) / (-1000 * log(0.998))) < 1e-6)
        // No jump: no 1/240 s frame moves more than the release speed allows.
        #expect(largestStep <= speed / 240 + 1e-9)
    }

    /// The scroll indicator starts its fade when the coast stops: held 0.5 s, half faded 0.125 s
    /// later, i.e. 2.849 + 0.625 s after a 3000 pt/s lift (the old rule: 3.999 + 0.625 s).
    @Test func theIndicatorFadesFromTheStop() {
        var view = makeView(contentHeight: 100_000)
        view.handle(constantDrag(start: 0, y: 800, speed: -3000, duration: 0.048))
        let release = 0.056
        let stop = log(3000 / 10) / (-1000 * log(0.998))
        view.advance(to: release + stop + 0.5 + 0.125)
        #expect(abs(view.state.scrollIndicatorAlpha - 0.5) < 1e-9)
    }
}
