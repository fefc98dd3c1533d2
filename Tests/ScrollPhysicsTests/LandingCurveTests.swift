import Foundation
import Testing
@testable import ScrollPhysics

/// Issue 16, item 4: the motion onto a page starts at the release velocity and lands in 0.35 s.
@Suite struct LandingCurveTests {
    @Test func startsAtTheReleaseVelocityAndLandsAtRestOnTime() {
        let curve = LandingCurve(target: 844, position: 100, velocity: 1500)
        #expect(curve.duration == 0.35)
        #expect(abs(curve.position(at: 0) - 100) < 1e-9)
        #expect(abs(curve.velocity(at: 0) - 1500) < 1e-9)
        let h = 1e-6
        #expect(abs((curve.position(at: h) - curve.position(at: 0)) / h - 1500) < 0.1)
        #expect(curve.position(at: 0.35) == 844 && curve.velocity(at: 0.35) == 0)
        // Arrives without a jolt: the velocity tends to 0 like (T - t)^2.
        #expect(abs(curve.velocity(at: 0.35 - 0.001)) < 1)
        for step in 0...350 { #expect(curve.position(at: Double(step) / 1000) <= 844 + 1e-9) }
    }

    /// Faster than 4|A|/T towards the target, the landing shortens to 4|A|/v: a quartic
    /// ease-out that still never passes the target.
    @Test func aFastReleaseLandsSoonerWithoutPassing() {
        let curve = LandingCurve(target: 844, position: 744, velocity: 5000)
        #expect(abs(curve.duration - 4 * 100 / 5000.0) < 1e-12)
        for step in 0...100 {
            let t = curve.duration * Double(step) / 100
            let expected = 844 - 100 * pow(1 - t / curve.duration, 4)
            #expect(abs(curve.position(at: t) - expected) < 1e-9)
        }
    }
}
