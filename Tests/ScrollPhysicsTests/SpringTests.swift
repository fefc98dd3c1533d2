import Foundation
import Testing
@testable import ScrollPhysics

@Suite struct SpringTests {
    @Test func matchesTheClosedForm() {
        let spring = CriticallyDampedSpring(target: 5, position: 105, velocity: 300, response: 0.5)
        let omega = 2 * Double.pi / 0.5
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            let expected = 5 + (100 + (300 + omega * 100) * t) * exp(-omega * t)
            #expect(abs(spring.position(at: t) - expected) < 1e-9)
        }
    }

    @Test func fromHundredPointsSettlesWithinOnePointInUnderOneSecondWithoutOvershoot() {
        let spring = CriticallyDampedSpring(target: 0, position: 100, velocity: 0, response: 0.5)
        for step in 0...2000 {
            #expect(spring.position(at: Double(step) / 1000) >= 0)
        }
        #expect(spring.position(at: 0.99) < 1)
        #expect(spring.doneTime < 1)
    }

    @Test func velocityIsTheDerivative() {
        let spring = CriticallyDampedSpring(target: 0, position: -40, velocity: 900, response: 0.3)
        let h = 1e-6
        for t in [0.0 + h, 0.1, 0.37] {
            let numeric = (spring.position(at: t + h) - spring.position(at: t - h)) / (2 * h)
            #expect(abs(spring.velocity(at: t) - numeric) < 1e-3)
        }
    }

    @Test func doneTimeMeansSettledForGood() {
        let spring = CriticallyDampedSpring(target: 0, position: 0, velocity: 14_000, response: 0.5)
        let done = spring.doneTime
        for step in 0...200 {
            let t = done + Double(step) * 0.01
            #expect(abs(spring.displacement(at: t)) <= 0.1 + 1e-12)
            #expect(abs(spring.velocity(at: t)) <= 1 + 1e-9)
        }
    }

    @Test func clampedVelocityNeverOvershoots() {
        let v = CriticallyDampedSpring.velocityWithoutOvershoot(-50_000, displacement: 300, response: 0.5)
        let spring = CriticallyDampedSpring(target: 0, position: 300, velocity: v, response: 0.5)
        for step in 0...1000 { #expect(spring.position(at: Double(step) / 500) >= -1e-9) }
    }

    @Test func bounceCarriesVelocityAndStaysWithinOneViewport() {
        let bounce = BounceSimulation(edge: 1000, position: 1000, velocity: 8000, dimension: 844, constant: 0.55,
                                      response: 0.5)
        #expect(abs(bounce.velocity(at: 0) - 8000) < 1e-6)
        var peak = 0.0
        for step in 0...3000 { peak = max(peak, bounce.position(at: Double(step) / 1000) - 1000) }
        #expect(peak > 0 && peak < 844)
        #expect(abs(bounce.position(at: bounce.doneTime) - 1000) < 0.2)
    }

    @Test func decelerationHandsOverToBounceContinuously() {
        let coast = DecelerationSimulation(position: 0, velocity: 4000, decelerationRatePerMillisecond: 0.998)
        let crossing = try! #require(coast.time(atPosition: 1500))
        let before = coast.velocity(at: crossing)
        let bounce = BounceSimulation(edge: 1500, position: coast.position(at: crossing), velocity: before,
                                      dimension: 844, constant: 0.55, response: 0.5)
        #expect(abs(bounce.velocity(at: 0) - before) < 1e-6 * before)
        #expect(abs(bounce.position(at: 0) - 1500) < 1e-6)
    }
}

@Suite struct DeepOverscrollBounceTests {
    /// An overscroll of 99 % of the viewport (a range that shrank under the content) returns as a
    /// plain critically damped spring: never faster than ω·x0/e·(1 + …) — here, no more than
    /// ω·x0 — never past the edge, and settled within a second and a half.
    @Test func aDeepOverscrollReturnsCalmly() {
        let d = 844.0, x0 = 0.99 * d, response = 0.5
        let bounce = BounceSimulation(edge: 1000, position: 1000 + x0, velocity: 0, dimension: d, constant: 0.55,
                                      response: response)
        #expect(!bounce.isBanded)
        let omega = 2 * Double.pi / response
        var previous = bounce.position(at: 0)
        #expect(abs(previous - (1000 + x0)) < 1e-9)
        for step in 1...150 {
            let t = Double(step) / 100
            let x = bounce.position(at: t)
            #expect(abs(bounce.velocity(at: t)) <= omega * x0)
            #expect(x <= previous + 1e-9 && x >= 1000 - 1e-9)
            previous = x
        }
        #expect(abs(bounce.position(at: 1.5) - 1000) < 1)
    }

    @Test func aFingerSizedOverscrollStillReturnsThroughTheBand() {
        let bounce = BounceSimulation(edge: 0, position: -100, velocity: 0, dimension: 844, constant: 0.55, response: 0.5)
        #expect(bounce.isBanded)
    }
}
