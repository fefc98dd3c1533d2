import HeaderKit
import ScrollCore
import Testing

/// `tabBarMinimizeBehavior = .onScrollDown`: a downward scroll minimises, an upward one restores;
/// the spring is triggered by the direction and then runs on its own, whatever the frame rate.
@Suite struct TabBarMinimizerTests {
    /// The list scrolls down 300 pt over 0.5 s, rests, then up 100 pt over 0.25 s, sampled at `fps`.
    func run(_ behavior: TabBarLayer.Minimize, fps: Double) -> (afterDown: Double, afterUp: Double) {
        var minimizer = TabBarMinimizer(behavior: behavior)
        var afterDown = 0.0
        var t = 0.0
        while t <= 3 {
            let offset = t < 0.5 ? 600 * t : t < 1.5 ? 300 : t < 1.75 ? 300 - 400 * (t - 1.5) : 200
            minimizer.track(offset: offset, restingTop: 0, time: t)
            if abs(t - 1.4) < 0.5 / fps { afterDown = minimizer.progress(at: t) }
            t += 1 / fps
        }
        return (afterDown, minimizer.progress(at: 3))
    }

    @Test(arguments: [30.0, 60.0, 120.0])
    func onScrollDownMinimisesAndComesBack(fps: Double) {
        let (down, up) = run(.onScrollDown, fps: fps)
        #expect(down > 0.99, "minimised after scrolling down")
        #expect(up < 0.01, "full again after scrolling up")
        let (downU, upU) = run(.onScrollUp, fps: fps)
        #expect(downU < 0.01 && upU > 0.99)
        let (downN, upN) = run(.never, fps: fps)
        #expect(downN == 0 && upN == 0)
    }

    /// Mid-spring, the progress moves with time alone (no new offsets): it is a spring, not the offset.
    @Test func theSpringRunsOnItsOwn() {
        var minimizer = TabBarMinimizer(behavior: .onScrollDown)
        minimizer.track(offset: 0, restingTop: 0, time: 0)
        minimizer.track(offset: 20, restingTop: 0, time: 0.1)
        #expect(minimizer.isMinimized)
        let a = minimizer.progress(at: 0.15), b = minimizer.progress(at: 0.3), c = minimizer.progress(at: 2)
        #expect(a > 0 && a < b && b < 1 && c == 1)
    }

    /// iOS 26: 62 pt capsule inset 21 pt; minimised 62 × 48; iOS 17: full width, 49 + safe area.
    @Test func layoutFollowsTheSystem() {
        let size = Size(width: 393, height: 852), safe = EdgeInsets(top: 59, bottom: 34)
        let full = TabBarLayout(viewport: size, safeArea: safe, system: .ios26, hasAccessory: false, minimized: 0)
        #expect(full.bar == Rect(x: 21, y: 852 - 21 - 62, width: 351, height: 62) && full.bottomInset == 83)
        let small = TabBarLayout(viewport: size, safeArea: safe, system: .ios26, hasAccessory: false, minimized: 1)
        #expect(small.bar.width == 62 && small.bar.height == 48 && small.bar.maxY == 852 - 21)
        let classic = TabBarLayout(viewport: size, safeArea: safe, system: .ios17, hasAccessory: false, minimized: 1)
        #expect(classic.bar == Rect(x: 0, y: 852 - 83, width: 393, height: 83))
    }

    /// D3: at no point of the minimise does the accessory overlap the bar (it comes down beside it).
    @Test func theAccessoryNeverOverlapsTheBar() {
        let size = Size(width: 393, height: 852), safe = EdgeInsets(top: 59, bottom: 34)
        for step in 0...100 {
            let layout = TabBarLayout(viewport: size, safeArea: safe, system: .ios27, hasAccessory: true, minimized: Double(step) / 100)
            let accessory = layout.accessory!
            #expect(accessory.intersection(layout.bar).width <= 1e-9 || accessory.intersection(layout.bar).height <= 1e-9, "at \(step) %")
        }
        let inline = TabBarLayout(viewport: size, safeArea: safe, system: .ios27, hasAccessory: true, minimized: 1).accessory!
        #expect(inline.minX == 21 + 62 + 8 && inline.maxX == 393 - 21, "inline beside the minimised bar")
    }
}
