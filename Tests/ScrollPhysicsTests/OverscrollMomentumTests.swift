import Foundation
import Testing
@testable import ScrollPhysics

/// Issue 30: a flick back out of an overscroll is the spring from rest plus the finger's momentum
/// damped at Compose's 30/s; the edge crossing is solved, not stepped.
@Suite struct OverscrollMomentumTests {
    @Test func composeDampingIsTwoZetaRootK() {
        #expect(OverscrollMomentum.composeDamping == 30)
        let m = OverscrollMomentum(velocity: 3000)
        #expect(abs(m.displacement(at: 100) - 100) < 1e-9)  // v/λ far out
        #expect(m.velocity(at: 0) == 3000)
    }

    @Test(arguments: [10.0, 100, 1000, 3000, 8000, 20_000])
    func theFlickCrossesTheEdgeExactlyAtEverySpeed(speed: Double) throws {
        for start in [-5.0, -126, -400] {
            let bounce = BounceSimulation(edge: 0, position: start, velocity: speed * 0.4, dimension: 844, constant: 0.55,
                                          response: 0.5, flick: true)
            let t = try #require(bounce.crossingTime)
            #expect(abs(bounce.pull(at: t)) < 1e-9 * max(1, abs(start)))
            #expect(bounce.pull(at: t * (1 - 1e-9)) < 0 && bounce.pull(at: t * (1 + 1e-9)) > 0)
            #expect(try #require(bounce.velocityAtCrossing) > 0)
        }
    }

    /// Without the finger (a coast meeting the edge, a range change) the spring alone decides, as
    /// before: a start at rest never crosses; a start towards the edge crosses at -x0/b.
    @Test func theSpringAloneCrossesOnlyAboveOmegaPull() {
        let omega = 2 * Double.pi / 0.5
        let rest = BounceSimulation(edge: 0, position: -100, velocity: 0, dimension: 844, constant: 0.55, response: 0.5)
        #expect(rest.crossingTime == nil)
        let slow = BounceSimulation(edge: 0, position: -100, velocity: 500, dimension: 844, constant: 0.55, response: 0.5)
        #expect(slow.crossingTime == nil)
        let same = BounceSimulation(edge: 0, position: -100, velocity: 500, dimension: 844, constant: 0.55, response: 0.5, flick: true)
        #expect(same.crossingTime != nil)
        let fast = BounceSimulation(edge: 0, position: -100, velocity: 8000, dimension: 844, constant: 0.55, response: 0.5)
        let x0 = fast.spring.startDisplacement, b = fast.spring.startVelocity + omega * x0
        #expect(abs(fast.crossingTime! - (-x0 / b)) < 1e-15)
    }
}
