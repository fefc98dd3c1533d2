import Foundation
import Testing
@testable import ScrollCore

@Suite struct BounceTests {
    @Test func dragPastTheTopIsRubberBanded() {
        var view = makeView()
        // Finger moves down 210 pt: 200 past the 10 pt slop, all of it overscroll at the top.
        view.handle([down(0, y: 100), move(0.1, y: 200), move(0.2, y: 310)])
        let expected = -(1 - 1 / (200 * 0.55 / 844 + 1)) * 844
        #expect(abs(view.offsetY - expected) < 1e-9)
        // Pulling back inside is continuous: back to where the slop was crossed shows offset 0.
        view.handle(move(0.3, y: 110))
        #expect(abs(view.offsetY) < 1e-9)
        view.handle(move(0.4, y: 60))
        #expect(abs(view.offsetY - 50) < 1e-9)
    }

    @Test func releasedOverscrolledSpringsBackWithoutPassingTheEdge() {
        var view = makeView()
        view.handle([down(0, y: 100), move(0.1, y: 300), move(0.5, y: 300), up(0.62, y: 300)])
        #expect(view.offsetY < -50)
        #expect(view.state.phase == .bouncing)
        var t = 0.62
        while t < 1.62 {
            t += 1.0 / 240
            view.advance(to: t)
            #expect(view.offsetY <= 1e-9)
        }
        view.advance(to: 1.61)
        #expect(view.offsetY > -1)
        view.advance(to: 3)
        #expect(view.offsetY == 0 && view.state.phase == .idle)
    }

    @Test func bouncesOffClampsTheDrag() {
        var configuration = ScrollConfiguration()
        configuration.bounces = false
        var view = makeView(configuration)
        view.handle([down(0, y: 100), move(0.1, y: 400)])
        #expect(view.offsetY == 0)
    }

    @Test func flingIntoTheEndHandsOverWithoutAVelocityJump() {
        var view = makeView(contentHeight: 2000) // max offset 1156
        view.handle(constantDrag(start: 0, y: 800, speed: -3000, duration: 0.1))
        #expect(view.state.phase == .decelerating)
        var previous = (phase: view.state.phase, velocity: view.state.velocity.y)
        var t = view.currentTime
        var checked = false
        while t < 3 {
            t += 0.0002
            view.advance(to: t)
            if previous.phase == .decelerating, view.state.phase == .bouncing {
                #expect(abs(view.state.velocity.y - previous.velocity) < 0.03 * abs(previous.velocity))
                #expect(previous.velocity > 100)
                checked = true
            }
            previous = (view.state.phase, view.state.velocity.y)
        }
        #expect(checked)
        #expect(view.offsetY == 1156)
    }

    @Test func maximumVelocityOvershootStaysWithinOneViewport() {
        var view = makeView(contentHeight: 1500)
        view.handle([down(0, y: 800), move(0.008, y: 700), move(0.016, y: 600), up(0.02, y: 500)])
        var t = 0.02
        while t < 6 {
            t += 1.0 / 120
            view.advance(to: t)
            #expect(view.offsetY <= view.state.maximumOffsetY + 844)
            #expect(view.offsetY >= view.state.minimumOffsetY - 844)
        }
        #expect(view.state.phase == .idle)
    }

    @Test func bouncesOffStopsAtTheEdge() {
        var configuration = ScrollConfiguration()
        configuration.bounces = false
        var view = makeView(configuration, contentHeight: 2000)
        view.handle(constantDrag(start: 0, y: 800, speed: -4000, duration: 0.1))
        view.advance(to: 5)
        #expect(view.offsetY == view.state.maximumOffsetY && view.state.phase == .idle)
    }
}
