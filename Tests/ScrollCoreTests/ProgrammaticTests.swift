import Testing
@testable import ScrollCore

@Suite struct ProgrammaticTests {
    @Test func animatedSetContentOffsetEasesOverTheDuration() {
        var view = makeView()
        view.setContentOffset(600, animated: true, at: 1)
        #expect(view.state.phase == .animating)
        view.advance(to: 1.15)
        #expect(abs(view.offsetY - 300) < 1e-6)  // ease-in-out is half way at half time
        view.advance(to: 1.3)
        #expect(view.offsetY == 600 && view.state.phase == .idle)
        #expect(callbackNames(view.takeCallbacks()) == ["didEndScrollingAnimation"])
    }

    @Test func slowMotionStretchesAnimations() {
        var configuration = ScrollConfiguration()
        configuration.animationSlowdown = 10
        var view = makeView(configuration)
        view.setContentOffset(600, animated: true, at: 0)
        view.advance(to: 1.5)
        #expect(abs(view.offsetY - 300) < 1e-6)
        view.advance(to: 3)
        #expect(view.offsetY == 600)
    }

    @Test func pressCancelsTheAnimation() {
        var view = makeView()
        view.setContentOffset(600, animated: true, at: 0)
        view.handle(down(0.1, y: 300))
        let held = view.offsetY
        view.advance(to: 1)
        #expect(view.offsetY == held)
    }

    @Test func scrollToTopSendsItsCallbacks() {
        var view = makeView(inset: EdgeInsets(top: 20))
        view.setContentOffset(1000, animated: false, at: 0)
        _ = view.takeCallbacks()
        view.scrollToTop(at: 1)
        view.advance(to: 2)
        #expect(view.offsetY == -20)
        #expect(callbackNames(view.takeCallbacks()) == ["shouldScrollToTop", "didScrollToTop"])
    }

    @Test func scrollByIsClampedAndAccumulates() {
        var view = makeView(contentHeight: 1000)
        view.scroll(by: 40, at: 0)
        view.scroll(by: 40, at: 0.05)
        view.advance(to: 2)
        #expect(view.offsetY == 80)
        view.scroll(by: 10_000, at: 3)
        view.advance(to: 5)
        #expect(view.offsetY == 156)
    }

    @Test func wheelScrollsSmoothlyAndBouncesAtTheEdge() {
        var view = makeView(contentHeight: 1000)
        view.handle(InputEvent(time: 0, kind: wheel(points: 120, precise: false)))
        view.advance(to: 0.05)
        #expect(view.offsetY > 0 && view.offsetY < 120)
        view.advance(to: 2)
        #expect(view.offsetY == 120)
        var beyond = -Double.infinity
        view.handle(InputEvent(time: 2, kind: wheel(points: 400, precise: false)))
        var t = 2.0
        while t < 4 { t += 1.0 / 120; view.advance(to: t); beyond = max(beyond, view.offsetY) }
        #expect(beyond > 156 && beyond < 156 + 84.4 + 1e-9)
        #expect(view.offsetY == 156 && view.state.phase == .idle)
    }

    @Test func preciseDeltasRubberBandAndSpringBack() {
        var view = makeView()
        view.handle(InputEvent(time: 0, kind: wheel(points: -100, precise: true)))
        let expected = -(1 - 1 / (100 * 0.55 / 844 + 1)) * 844
        #expect(abs(view.offsetY - expected) < 1e-9)
        #expect(view.state.phase == .dragging)
        view.advance(to: 0.2)
        #expect(view.state.phase == .bouncing)
        view.advance(to: 3)
        #expect(view.offsetY == 0 && view.state.phase == .idle)
    }

    @Test func zoomRubberBandsPastTheLimitAndSpringsBack() {
        var view = makeView()
        view.handle(InputEvent(time: 0, kind: .zoom(factor: 2, anchor: .zero)))
        #expect(abs(view.state.zoomScale - 2) < 1e-9)
        view.handle(InputEvent(time: 0.05, kind: .zoom(factor: 4, anchor: .zero)))
        #expect(view.state.zoomScale > 3 && view.state.zoomScale < 3 * 1.65)
        view.advance(to: 3)
        #expect(abs(view.state.zoomScale - 3) < 1e-9)
        let callbacks = view.takeCallbacks()
        #expect(callbacks.last?.callback == .didEndZooming(scale: view.state.zoomScale))
        #expect(callbacks.contains { $0.callback.name == "didZoom" })
    }

    @Test func indicatorShowsWhileScrollingAndFadesAfterRest() {
        var view = makeView()
        #expect(view.state.scrollIndicatorAlpha == 0)
        view.setContentOffset(300, animated: true, at: 0)
        view.advance(to: 0.1)
        #expect(view.state.scrollIndicatorAlpha == 1)
        view.advance(to: 0.3 + 0.5)
        #expect(view.state.scrollIndicatorAlpha == 1)
        view.advance(to: 0.3 + 0.5 + 0.125)
        #expect(abs(view.state.scrollIndicatorAlpha - 0.5) < 1e-9)
        view.advance(to: 2)
        #expect(view.state.scrollIndicatorAlpha == 0)
    }

    @Test func configurationIsBuiltFromParameters() throws {
        var parameters = Parameters(catalog: .physics)
        try parameters.set("decelerationRate", to: 0.99)
        try parameters.set("touchDelayMs", to: 200)
        let configuration = ScrollConfiguration(parameters: parameters)
        #expect(configuration.decelerationRatePerMillisecond == 0.99)
        #expect(configuration.touchDelay == 0.2)
        #expect(configuration.maximumFlingVelocity == 8000)
        #expect(configuration.bounces)
    }
}

@Suite struct DirectionalLockTests {
    @Test func decidesOnceFromTheFirstMovementPastTheSlop() {
        var lock = DirectionalLock(touchSlop: 10)
        lock.begin(at: Point(x: 100, y: 100))
        #expect(lock.update(with: Point(x: 105, y: 103)) == nil)
        #expect(lock.update(with: Point(x: 115, y: 104)) == .horizontal)
        #expect(lock.update(with: Point(x: 115, y: 300)) == .horizontal)
        lock.begin(at: Point(x: 0, y: 0))
        #expect(lock.update(with: Point(x: 3, y: -12)) == .vertical)
    }
}
