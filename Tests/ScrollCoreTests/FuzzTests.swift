import Testing
@testable import ScrollCore
import StretchyKit  // SplitMix64, the one seeded generator

/// 20,000 random events: equal and out-of-order stamps, extreme speeds, zero-length drags,
/// presses in every phase, random valid parameters. Everything stays finite and near the range,
/// and the view comes to rest within 5 s after input stops.
@Suite struct FuzzTests {
    static func randomConfiguration(_ rng: inout SplitMix64) -> ScrollConfiguration {
        var c = ScrollConfiguration()
        c.decelerationRatePerMillisecond = rng.range(0.99, 0.998)
        c.rubberBandConstant = rng.range(0.2, 1.5)
        c.touchSlop = rng.range(0, 30)
        c.bounces = rng.chance(0.8)
        c.alwaysBounceVertical = rng.chance(0.5)
        c.pagingEnabled = rng.chance(0.3)
        c.pageSize = rng.chance(0.5) ? 0 : rng.range(100, 1000)
        c.bounceResponse = rng.range(0.2, 0.8)
        c.velocityWindow = rng.range(0.02, 0.3)
        c.scrollAnimationDuration = rng.range(0.1, 0.6)
        c.maximumFlingVelocity = rng.range(2000, 8000)
        c.minimumZoomScale = rng.range(0.5, 1)
        c.maximumZoomScale = rng.range(1, 4)
        return c
    }

    func checkSane(_ view: ScrollView) {
        let s = view.state
        let values = [s.contentOffset.x, s.contentOffset.y, s.velocity.x, s.velocity.y, s.zoomScale, s.scrollIndicatorAlpha]
        let allFinite = values.allSatisfy { $0.isFinite }
        #expect(allFinite)
        #expect(s.contentOffset.y >= s.minimumOffsetY - s.boundsSize.height - 1e-6)
        #expect(s.contentOffset.y <= s.maximumOffsetY + s.boundsSize.height + 1e-6)
    }

    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func twentyThousandRandomEventsStaySane(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let height = [300.0, 844, 2000, 20_000][Int(rng.range(0, 4))]
        var view = makeView(Self.randomConfiguration(&rng), contentHeight: height,
                            inset: EdgeInsets(top: rng.range(0, 200), bottom: rng.range(0, 336)))
        var t = 0.0
        var y = 400.0
        var pressed = false
        var phasesSeen = Set<ScrollPhase>()
        for index in 0..<20_000 {
            // Stamps: mostly forward, sometimes equal, sometimes going back.
            let r = rng.unit()
            let stamp = r < 0.15 ? t : (r < 0.25 ? t - rng.range(0, 0.05) : t + rng.range(0.0005, 0.03))
            t = max(t, stamp)
            let kind: InputEvent.Kind
            switch rng.unit() {
            case ..<0.1:
                pressed = true
                y = rng.range(-100, 1000)
                kind = .pointerDown(Point(x: 200, y: y))
            case ..<0.6:
                let speed = rng.chance(0.05) ? 1e6 : rng.range(-8000, 8000)
                y += rng.chance(0.1) ? 0 : speed * rng.range(0, 0.02)
                kind = .pointerMove(Point(x: rng.range(0, 390), y: y))
            case ..<0.75:
                pressed = false
                kind = .pointerUp(Point(x: 200, y: y))
            case ..<0.78:
                pressed = false
                kind = .pointerCancel
            case ..<0.9:
                kind = wheel(points: rng.range(-2000, 2000), precise: rng.chance(0.5))
            default:
                kind = .zoom(factor: rng.range(0.5, 2), anchor: Point(x: 100, y: 100))
            }
            view.handle(InputEvent(time: stamp, kind: kind))
            if rng.chance(0.5) {
                view.advance(to: t + rng.range(0, 0.03))
                t = view.currentTime
            }
            checkSane(view)
            phasesSeen.insert(view.state.phase)
            if index % 50 == 0 { _ = view.takeCallbacks() }
        }
        if pressed { view.handle(InputEvent(time: t, kind: .pointerUp(Point(x: 200, y: y)))) }
        let stop = view.currentTime
        var frame = stop
        while frame < stop + 5 {
            frame += 1.0 / 60
            view.advance(to: frame)
            checkSane(view)
        }
        #expect(view.state.phase == .idle)
        #expect(view.state.velocity.y == 0)
        #expect(phasesSeen.count >= 5, "phases seen: \(phasesSeen)")
    }
}
