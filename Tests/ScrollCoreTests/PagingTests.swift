import Testing
@testable import ScrollCore

@Suite struct PagingTests {
    func pagingView() -> ScrollView {
        var configuration = ScrollConfiguration()
        configuration.pagingEnabled = true
        return makeView(configuration, contentHeight: 844 * 6)
    }

    @Test func fastFlickGoesToTheNextPage() {
        var view = pagingView()
        view.handle(constantDrag(start: 0, y: 700, speed: -2000, duration: 0.05))
        view.advance(to: 5)
        #expect(abs(view.offsetY - 844) < 1e-9)
        #expect(view.state.phase == .idle)
    }

    @Test func slowShortDragReturnsToItsPage() {
        var view = pagingView()
        view.handle(constantDrag(start: 0, y: 700, speed: -100, duration: 0.7))
        view.advance(to: 5)
        #expect(abs(view.offsetY) < 1e-9)
    }

    @Test func neverMoreThanOnePage() {
        var view = pagingView()
        view.setContentOffset(844 * 2, animated: false, at: 0)
        view.handle(constantDrag(start: 1, y: 800, speed: -30_000, duration: 0.02))
        view.advance(to: 6)
        #expect(abs(view.offsetY - 844 * 3) < 1e-9)
        view.handle(constantDrag(start: 7, y: 100, speed: 30_000, duration: 0.02))
        view.advance(to: 12)
        #expect(abs(view.offsetY - 844 * 2) < 1e-9)
    }

    @Test func pagesStartAtTheTopInset() {
        var configuration = ScrollConfiguration()
        configuration.pagingEnabled = true
        configuration.pageSize = 500
        var view = makeView(configuration, contentHeight: 5000, inset: EdgeInsets(top: 100))
        view.handle(constantDrag(start: 0, y: 700, speed: -2000, duration: 0.05))
        view.advance(to: 5)
        #expect(abs(view.offsetY - 400) < 1e-9)
        let names = callbackNames(view.takeCallbacks())
        #expect(names == ["willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
                          "didEndDecelerating"])
    }

    @Test func horizontalCarouselPagesByWidth() {
        var configuration = ScrollConfiguration()
        configuration.pagingEnabled = true
        var view = ScrollView(axis: .horizontal, configuration: configuration, boundsSize: Size(width: 390, height: 300),
                              contentSize: Size(width: 390 * 5, height: 300), contentInset: .zero)
        var events = [down(0, y: 150, x: 300)]
        for i in 1...6 { events.append(move(Double(i) * 0.008, y: 150, x: 300 - 2000 * Double(i) * 0.008)) }
        events.append(up(0.056, y: 150, x: 300 - 2000 * 0.056))
        view.handle(events)
        view.advance(to: 5)
        #expect(abs(view.state.contentOffset.x - 390) < 1e-9)
        #expect(view.state.contentOffset.y == 0)
    }

    // Issue 16, item 4: UIKit-like paging.

    /// A 700 pt/s flick on full-height pages turns the page: the decision no longer projects a
    /// 0.998 coast (which stopped ~40 pt short of half a page and sprang back).
    @Test func aGentleFlickTurnsThePage() {
        var view = pagingView()
        view.handle(constantDrag(start: 0, y: 600, speed: -700, duration: 0.048))
        view.advance(to: 5)
        #expect(abs(view.offsetY - 844) < 1e-9)
    }

    /// The landing starts at the release velocity (no jump at lift) and is over 0.35 s later
    /// (didEndDecelerating then), or sooner, 4·distance/speed, for a release so fast that it
    /// would otherwise pass the page.
    @Test(arguments: [-5000.0, -1500, -100])
    func handsOverContinuouslyAndLandsIn350ms(speed: Double) throws {
        var view = pagingView()
        view.handle(constantDrag(start: 0, y: 700, speed: speed, duration: 0.096))
        let release = view.currentTime
        let released = view.state.velocity.y
        #expect(abs(released + speed) < 1e-6)
        let distance = abs(844 - view.offsetY)
        view.advance(to: release + 0.001)
        #expect(abs(view.state.velocity.y - released) < 0.05 * abs(released))
        view.advance(to: 5)
        let end = try #require(view.takeCallbacks().first { $0.callback == .didEndDecelerating })
        #expect(abs(end.time - release - min(0.35, 4 * distance / abs(speed))) < 1e-9)
    }

    /// Issue 16, item 6: with paging on, UIKit ignores a target changed in willEndDragging.
    @Test func aChangedTargetIsIgnored() {
        var view = pagingView()
        view.targetContentOffsetAdjuster = { _, _ in 300 }
        view.handle(constantDrag(start: 0, y: 700, speed: -2000, duration: 0.05))
        view.advance(to: 5)
        #expect(abs(view.offsetY - 844) < 1e-9)
        let target = view.takeCallbacks().compactMap { cb -> Double? in
            if case let .willEndDragging(_, target) = cb.callback { return target } else { return nil }
        }.first
        #expect(target == 844)
    }
}
