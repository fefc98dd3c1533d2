import Foundation
import Testing
@testable import ScrollCore

@Suite struct FlingTests {
    @Test(arguments: [0.998, 0.99])
    func restsWhereTheClosedFormSays(rate: Double) {
        var configuration = ScrollConfiguration()
        configuration.decelerationRatePerMillisecond = rate
        var view = makeView(configuration)
        // Finger moves up at 1500 pt/s: the content's velocity is +1500 pt/s.
        view.handle(constantDrag(start: 1, y: 700, speed: -1500, duration: 0.2))
        let releaseOffset = view.offsetY
        #expect(view.state.phase == .decelerating)
        view.advance(to: 20)
        // v(ms) = 1500·rate^ms until it falls to UIKit's stop speed, 10 pt/s: ∫ v dt.
        let expected = releaseOffset + (1500 - 10) / (-1000 * log(rate))
        #expect(abs(view.offsetY - expected) < 1e-6)
        #expect(view.state.phase == .idle)
    }

    /// `willEndDragging` reports points per millisecond, UIKit's unit: 1200 pt/s is 1.2.
    @Test func velocityReportedAtReleaseMatchesTheFinger() {
        var view = makeView()
        view.handle(constantDrag(start: 0, y: 700, speed: -1200, duration: 0.15))
        let willEnd = view.takeCallbacks().compactMap { cb -> Double? in
            if case let .willEndDragging(v, _) = cb.callback { return v } else { return nil }
        }
        #expect(willEnd.count == 1)
        #expect(abs((willEnd.first ?? 0) - 1.2) < 1e-9)
    }

    @Test func enormousPointerSpeedIsCapped() {
        var view = makeView(contentHeight: 1_000_000)
        view.handle([down(0, y: 800), move(0.008, y: 780), move(0.016, y: 760), up(0.017, y: -1000)])
        let v = view.takeCallbacks().compactMap { cb -> Double? in
            if case let .willEndDragging(v, _) = cb.callback { return v } else { return nil }
        }.first ?? .nan
        #expect(v == 8000.0 / 1000)
    }

    @Test func heldStillBeforeReleaseDoesNotFling() {
        var view = makeView()
        var events = constantDrag(start: 0, y: 700, speed: -1500, duration: 0.2, release: false)
        let last = 700 - 1500 * 0.2
        events.append(move(0.35, y: last))
        events.append(up(0.36, y: last))
        view.handle(events)
        let resting = view.offsetY
        #expect(view.state.phase == .idle)
        view.advance(to: 3)
        #expect(view.offsetY == resting)
        let names = callbackNames(view.takeCallbacks())
        #expect(names == ["willBeginDragging", "willEndDragging", "didEndDragging"])
    }

    @Test func adjustedTargetIsWhereItRests() {
        var view = makeView()
        view.targetContentOffsetAdjuster = { _, proposed in (proposed / 100).rounded() * 100 }
        view.handle(constantDrag(start: 0, y: 700, speed: -1300, duration: 0.2))
        let target = view.takeCallbacks().compactMap { cb -> Double? in
            if case let .willEndDragging(_, target) = cb.callback { return target } else { return nil }
        }.first ?? .nan
        #expect(target.truncatingRemainder(dividingBy: 100) == 0)
        view.advance(to: 10)
        #expect(view.offsetY == target)
    }

    @Test func restsWithinFiveSecondsAtMaximumVelocity() {
        var view = makeView(contentHeight: 100_000)
        view.handle(constantDrag(start: 0, y: 800, speed: -20_000, duration: 0.03))
        view.advance(to: 0.05 + 5)
        #expect(view.state.phase == .idle)
    }
}
