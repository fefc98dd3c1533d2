import Testing
@testable import ScrollCore

/// Rows measured while the list bounces at its bottom shrink the content every frame, moving the
/// edge the spring returns to. Found by the session fuzzer: restarting the spring each time built
/// up a 14,000 pt/s throw back up the list.
@Suite struct ShrinkingContentBounceTests {
    @Test func aBounceChasingARecedingEdgeStaysSlowAndComesToRest() {
        var view = makeView(contentHeight: 20000)
        let bottom = view.state.maximumOffsetY
        view.setContentOffset(bottom, animated: false, at: 0)
        // Pull 300 pt past the bottom (finger moving up), hold still, let go.
        for event in constantDrag(start: 0.01, y: 700, speed: -2500, duration: 0.6, release: false) { view.handle(event) }
        view.handle(up(0.9, y: 100))
        #expect(view.state.contentOffset.y > bottom + 50)
        var height = 20000.0, time = 0.9, fastest = 0.0
        // The content shrinks by 60 pt a frame for a second while the spring returns.
        while time < 1.9 {
            time += 1.0 / 60
            height -= 60
            view.setContentSize(Size(width: 390, height: height), at: time)
            view.advance(to: time)
            fastest = max(fastest, abs(view.state.velocity.y))
        }
        while time < 6.4, view.state.phase != .idle {
            time += 1.0 / 60
            view.advance(to: time)
            fastest = max(fastest, abs(view.state.velocity.y))
        }
        #expect(fastest <= ScrollConfiguration().maximumFlingVelocity)
        #expect(view.state.phase == .idle, "at rest within 5 s of letting go")
        #expect(view.state.contentOffset.y <= view.state.maximumOffsetY + 0.5)
        #expect(view.state.contentOffset.y >= view.state.maximumOffsetY - 844, "not thrown back up the list")
    }
}
