import Testing
@testable import ScrollPhysics

@Suite struct VelocityTrackerTests {
    @Test func constantSpeedEvery8msIsExact() {
        var tracker = VelocityTracker(window: 0.1)
        for i in 0...30 { tracker.addSample(time: Double(i) * 0.008, position: 100 - 1200 * Double(i) * 0.008) }
        #expect(abs(tracker.velocity(at: 0.240) - (-1200)) < 1e-6)
    }

    @Test func sdlPairsWithSharedMillisecondStamps() {
        // Moves sent every 8 ms, stamped in pairs: 607, 607, 623, 623, … ms (measured under Xvfb).
        var tracker = VelocityTracker(window: 0.1)
        for i in 0..<24 {
            let sentAt = 0.600 + Double(i) * 0.008
            let stamp = 0.607 + Double(i / 2) * 0.016
            tracker.addSample(time: stamp, position: 1000 * sentAt)
        }
        let v = tracker.velocity(at: 0.607 + 11 * 0.016)
        #expect(abs(v - 1000) < 150)
    }

    @Test func outOfOrderAndEqualStampsStayFinite() {
        var tracker = VelocityTracker()
        tracker.addSample(time: 1.0, position: 0)
        tracker.addSample(time: 0.5, position: 50)
        tracker.addSample(time: 1.0, position: 80)
        tracker.addSample(time: 1.0, position: -3)
        #expect(tracker.velocity(at: 1.0).isFinite)
        #expect(tracker.velocity(at: .nan).isFinite)
        var single = VelocityTracker()
        single.addSample(time: 2, position: 4)
        #expect(single.velocity(at: 2) == 0)
    }

    @Test func heldStillBeforeReleaseIsZero() {
        var tracker = VelocityTracker(window: 0.1)
        for i in 0...20 { tracker.addSample(time: Double(i) * 0.008, position: Double(i) * 10) }
        tracker.addSample(time: 0.16 + 0.1, position: 200)
        #expect(tracker.velocity(at: 0.26) == 0)
    }

    @Test func unevenSpacingOnALine() {
        var tracker = VelocityTracker(window: 0.1)
        for t in [0.0, 0.003, 0.011, 0.012, 0.030, 0.031, 0.047, 0.070] { tracker.addSample(time: t, position: 500 * t) }
        #expect(abs(tracker.velocity(at: 0.070) - 500) < 1e-6)
    }
}

@Suite struct EaseTests {
    @Test(arguments: [EaseCurve.linear, .easeOut, .easeInOut])
    func endpointsAndMonotone(curve: EaseCurve) {
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        var last = 0.0
        for i in 0...100 { let v = curve.value(at: Double(i) / 100); #expect(v >= last - 1e-12); last = v }
    }

    @Test func animationReachesItsTargetAtTheDuration() {
        let animation = EaseAnimation(from: 10, to: 110, duration: 0.3)
        #expect(animation.position(at: 0) == 10)
        #expect(animation.position(at: 0.3) == 110)
        #expect(animation.isDone(at: 0.3) && !animation.isDone(at: 0.29))
        #expect(abs(animation.position(at: 0.15) - 60) < 1e-9)
    }
}
