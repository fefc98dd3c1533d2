import Testing
@testable import ScrollCore

@Suite struct RangeTests {
    @Test func insetsMoveTheRange() {
        let view = makeView(contentHeight: 2000, inset: EdgeInsets(top: 100, bottom: 336))
        #expect(view.state.minimumOffsetY == -100)
        #expect(view.state.maximumOffsetY == 2000 + 336 - 844)
        #expect(view.offsetY == -100)
    }

    @Test func shortContentCollapsesTheRangeAndDoesNotScroll() {
        var view = makeView(contentHeight: 300, inset: EdgeInsets(top: 50))
        #expect(view.state.minimumOffsetY == -50 && view.state.maximumOffsetY == -50)
        view.handle([down(0, y: 300), move(0.1, y: 100), move(0.2, y: 500), up(0.3, y: 500)])
        #expect(view.offsetY == -50)
        #expect(!view.takeCallbacks().contains { $0.callback == .willBeginDragging })
    }

    @Test func alwaysBounceVerticalLetsShortContentBounce() {
        var configuration = ScrollConfiguration()
        configuration.alwaysBounceVertical = true
        var view = makeView(configuration, contentHeight: 300)
        view.handle([down(0, y: 300), move(0.1, y: 100)])
        let expected: Double = (1 - 1 / (190 * 0.55 / 844 + 1)) * 844  // typed: untyped literals took 12 s to type-check
        #expect(abs(view.offsetY - expected) < 1e-9)
        view.handle([move(0.3, y: 100), up(0.45, y: 100)])
        view.advance(to: 3)
        #expect(view.offsetY == 0 && view.state.phase == .idle)
    }

    @Test func keyboardInsetExtendsAndRemovingItAnimatesBack() {
        var view = makeView(contentHeight: 2000)
        view.setContentInset(EdgeInsets(bottom: 336), animated: false, at: 0)
        view.setContentOffset(view.state.maximumOffsetY, animated: false, at: 0.1)
        #expect(view.offsetY == 2000 + 336 - 844)
        view.setContentInset(.zero, animated: true, at: 1)
        #expect(view.state.phase == .animating)
        view.advance(to: 2)
        #expect(view.offsetY == 2000 - 844 && view.state.phase == .idle)
    }

    @Test func shrinkingTheWindowKeepsTheOffsetValid() {
        var view = makeView(contentHeight: 2000)
        view.setContentOffset(1156, animated: false, at: 0)
        view.setBoundsSize(Size(width: 390, height: 1500), at: 1)
        #expect(view.offsetY == 500)
        view.setContentSize(Size(width: 390, height: 100), at: 2)
        #expect(view.offsetY == 0)
    }

    @Test func pullToRefreshInsetDuringADragDoesNotJump() {
        var view = makeView()
        view.handle([down(0, y: 100), move(0.1, y: 300)])
        let before = view.offsetY
        view.setContentInset(EdgeInsets(top: 60), animated: false, at: 0.15)
        #expect(view.offsetY == before)
        view.handle([move(0.2, y: 300), move(0.4, y: 300), up(0.55, y: 300)])
        view.advance(to: 3)
        #expect(view.offsetY == -60)
    }
}
