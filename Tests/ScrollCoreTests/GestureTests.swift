import Testing
@testable import ScrollCore

@Suite struct GestureTests {
    @Test func releaseWithinSlopIsATap() {
        var view = makeView()
        view.handle([down(0, y: 300), move(0.05, y: 305), up(0.1, y: 306)])
        let callbacks = view.takeCallbacks()
        #expect(callbacks.map(\.callback) == [.tap(Point(x: 200, y: 306))])
        #expect(view.offsetY == 0 && view.state.phase == .idle)
    }

    @Test func dragIsNotATapAndFollowsFromTheSlop() {
        var view = makeView()
        view.handle([down(0, y: 500), move(0.05, y: 480)])
        // 20 pt moved, 10 of them inside the slop: the content follows the other 10.
        #expect(view.offsetY == 10)
        #expect(view.state.phase == .dragging)
        view.handle([move(0.1, y: 470), move(0.3, y: 470), up(0.45, y: 470)])
        #expect(view.offsetY == 20)
        #expect(!view.takeCallbacks().contains { $0.callback.name == "tap" })
    }

    @Test func withinSlopStaysTracking() {
        var view = makeView()
        view.handle([down(0, y: 500), move(0.05, y: 491)])
        #expect(view.state.phase == .tracking && view.offsetY == 0)
    }

    @Test func callbackOrderForAFling() {
        var view = makeView()
        view.handle(constantDrag(start: 0, y: 700, speed: -1500, duration: 0.1))
        view.advance(to: 6)
        let callbacks = view.takeCallbacks()
        #expect(callbackNames(callbacks) == ["willBeginDragging", "willEndDragging", "didEndDragging",
                                             "willBeginDecelerating", "didEndDecelerating"])
        #expect(callbacks.contains { $0.callback == .didEndDragging(willDecelerate: true) })
        let names = callbackNames(callbacks, droppingDidScroll: false)
        let willEnd = names.firstIndex(of: "willBeginDecelerating") ?? 0
        #expect(names[willEnd...].contains("didScroll"))
        #expect(names.firstIndex(of: "didScroll") ?? 0 > names.firstIndex(of: "willBeginDragging") ?? 0)
        #expect(zip(callbacks, callbacks.dropFirst()).allSatisfy { $0.time <= $1.time })
    }

    @Test func catchDuringDecelerationStopsTheContentAndIsNoTap() {
        var view = makeView()
        view.handle(constantDrag(start: 0, y: 700, speed: -2000, duration: 0.1))
        view.advance(to: 0.3)
        _ = view.takeCallbacks()
        view.handle(down(0.3, y: 400))
        let caughtAt = view.offsetY
        #expect(view.state.phase == .tracking)
        view.advance(to: 0.8)
        #expect(view.offsetY == caughtAt)
        view.handle(up(0.85, y: 400))
        #expect(view.state.phase == .idle)
        view.advance(to: 3)
        #expect(view.offsetY == caughtAt)
        #expect(!view.takeCallbacks().contains { $0.callback.name == "tap" })
    }

    @Test func catchDuringBounceStillReturnsToTheEdge() {
        var view = makeView()
        view.handle([down(0, y: 100), move(0.1, y: 400), move(0.3, y: 400), up(0.45, y: 400)])
        view.advance(to: 0.5)
        #expect(view.state.phase == .bouncing)
        view.handle([down(0.55, y: 300), up(0.6, y: 300)])
        #expect(view.state.phase == .bouncing)
        view.advance(to: 3)
        #expect(view.offsetY == 0 && view.state.phase == .idle)
    }

    @Test func dragStartingOverscrolledContinuesTheRubberBand() {
        var view = makeView()
        view.handle([down(0, y: 100), move(0.1, y: 400), move(0.3, y: 400), up(0.45, y: 400)])
        view.advance(to: 0.5)
        let shown = view.offsetY
        view.handle([down(0.5, y: 300), move(0.55, y: 320), move(0.6, y: 340)])
        // The unbanded offset moved 30 pt further out (40 minus the slop).
        let c = 0.55, d = 844.0
        let pull = d / c * (-shown) / (d + shown)
        let expected = -(1 - 1 / ((pull + 30) * c / d + 1)) * d
        #expect(abs(view.offsetY - expected) < 1e-6)
    }

    @Test func scrollDisabledIgnoresDragsButTaps() {
        var configuration = ScrollConfiguration()
        configuration.scrollEnabled = false
        var view = makeView(configuration)
        view.handle([down(0, y: 500), move(0.1, y: 300), up(0.2, y: 300)])
        #expect(view.offsetY == 0)
        view.handle([down(1, y: 500), up(1.1, y: 500)])
        #expect(view.takeCallbacks().map(\.callback) == [.tap(Point(x: 200, y: 500))])
    }

    @Test func highlightAppearsAfterTheTouchDelay() {
        var view = makeView()
        view.handle(down(1, y: 300))
        view.advance(to: 1.1)
        #expect(view.pressLocation == Point(x: 200, y: 300))
        #expect(view.highlightedLocation == nil)
        view.advance(to: 1.16)
        #expect(view.highlightedLocation == Point(x: 200, y: 300))
        view.handle(move(1.2, y: 330))
        #expect(view.highlightedLocation == nil)
    }

    @Test func eventBetweenFramesIsAppliedAtItsOwnTime() {
        var reference = makeView()
        reference.handle(constantDrag(start: 0, y: 700, speed: -2000, duration: 0.1))
        var framed = reference
        reference.advance(to: 0.4237)
        let expected = reference.offsetY
        framed.advance(to: 1.0 / 60 * 25) // 0.4167
        framed.handle(down(0.4237, y: 300))
        framed.advance(to: 1.0 / 60 * 26)
        #expect(framed.offsetY == expected)
    }

    @Test func equalAndEarlierTimestampsAreTheCurrentTime() {
        var view = makeView()
        view.handle([down(1, y: 500), move(1, y: 480), move(0.5, y: 460), move(1, y: 440), up(0.2, y: 440)])
        #expect(view.offsetY.isFinite && view.state.velocity.y.isFinite)
        #expect(view.currentTime == 1)
        view.advance(to: 0)
        #expect(view.currentTime == 1)
    }
}
