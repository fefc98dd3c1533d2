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

    /// Probe D8: input sampled every 50 ms (20 Hz) moves in 50 ms steps; they are not pauses.
    /// At 2000 pt/s the two pairs within the 100 ms window give 2000 (it gave 0).
    @Test func sparseInputStillHasAVelocity() {
        var tracker = VelocityTracker(window: 0.1)
        for i in 0...10 { tracker.addSample(time: Double(i) * 0.05, position: 2000 * Double(i) * 0.05) }
        #expect(abs(tracker.velocity(at: 0.5) - 2000) < 1e-6)
        // A gap of three of its steps is a pause: only the move after it counts.
        tracker.addSample(time: 0.65, position: 1000 + 30)
        #expect(tracker.velocity(at: 0.65) == 0, "one pair across a pause: nothing before it counts")
    }

    /// At touch rates (8 ms) a 60 ms gap is still a pause, as before: the throw is the move after it.
    @Test func aPauseAtTouchRatesStillCuts() {
        var tracker = VelocityTracker(window: 0.1)
        for i in 0...10 { tracker.addSample(time: Double(i) * 0.008, position: 1000 * Double(i) * 0.008) }
        tracker.addSample(time: 0.08 + 0.06, position: 80 + 5)
        tracker.addSample(time: 0.08 + 0.068, position: 80 + 5 + 8)
        // Only the newest pair (8 pt in 8 ms): the 60 ms gap before it is a pause.
        #expect(abs(tracker.velocity(at: 0.148) - 1000) < 1e-6)
        tracker.addSample(time: 0.156, position: 93 + 24)
        #expect(abs(tracker.velocity(at: 0.156) - (0.35 * 1000 + 0.05 * 3000) / 0.4) < 1e-6)
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

/// Issue 16, item 3: the release velocity follows the last few samples, weighted as Flutter's
/// `IOSScrollViewFlingVelocityTracker` (0.6 / 0.35 / 0.05 from the oldest of the last three
/// sample pairs to the newest), and a finger still for 40 ms has stopped.
@Suite struct RecentMotionVelocityTests {
    @Test func weightsTheLastThreeSamplePairs() {
        var tracker = VelocityTracker(window: 0.1)
        // 72 ms at 500 pt/s, then three 8 ms pairs at 1000, 2000 and 3000 pt/s.
        var t = 0.0, x = 0.0
        for i in 0..<10 { t = Double(i) * 0.008; x = 500 * t; tracker.addSample(time: t, position: x) }
        for speed in [1000.0, 2000, 3000] {
            t += 0.008; x += speed * 0.008
            tracker.addSample(time: t, position: x)
        }
        let expected = 0.6 * 1000 + 0.35 * 2000 + 0.05 * 3000
        #expect(abs(tracker.velocity(at: t) - expected) < 1e-6)
    }

    /// A fast drag, then the finger rests: 30 ms later it still throws (the pair that spans the
    /// rest weighs 0.05), 50 ms later it does not.
    @Test func aFingerStillFor40msHasStopped() {
        var tracker = VelocityTracker(window: 0.1)
        for i in 0...12 { tracker.addSample(time: Double(i) * 0.008, position: 4000 * Double(i) * 0.008) }
        let lastMove = 12 * 0.008
        var held30 = tracker, held50 = tracker
        held30.addSample(time: lastMove + 0.030, position: 4000 * lastMove)
        held50.addSample(time: lastMove + 0.050, position: 4000 * lastMove)
        #expect(abs(held30.velocity(at: lastMove + 0.030) - 0.95 * 4000) < 1e-6)
        #expect(held50.velocity(at: lastMove + 0.050) == 0)
    }
}
