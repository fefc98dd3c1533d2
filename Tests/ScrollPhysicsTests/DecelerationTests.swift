import Foundation
import Testing
@testable import ScrollPhysics

@Suite struct DecelerationTests {
    @Test(arguments: [0.998, 0.99])
    func travelIsVelocityAboveTheStopOverMinusThousandLnRate(rate: Double) {
        let sim = DecelerationSimulation(position: 10, velocity: 2000, decelerationRatePerMillisecond: rate)
        // ∫ 2000·rate^(1000t) dt up to the stop at 10 pt/s.
        let expected = (2000 - 10) / (-1000 * log(rate))
        #expect(abs(sim.finalPosition - 10 - expected) < 1e-9)
        #expect(abs(sim.position(at: 100) - (10 + expected)) < 1e-6)
    }

    @Test func normalRateTravelsAboutHalfASecondOfVelocity() {
        let sim = DecelerationSimulation(position: 0, velocity: 1000, decelerationRatePerMillisecond: 0.998)
        #expect(abs(sim.travel - 494.5) < 0.1)
    }

    @Test func velocityKeepsTheRateEachMillisecond() {
        let sim = DecelerationSimulation(position: 0, velocity: -3000, decelerationRatePerMillisecond: 0.998)
        #expect(abs(sim.velocity(at: 0.001) - (-3000 * 0.998)) < 1e-9)
        #expect(abs(sim.velocity(at: 0.250) - (-3000 * pow(0.998, 250))) < 1e-6)
    }

    /// UIKit stops a coast once it is slower than 0.01 pt/ms: the millisecond at which
    /// 8000·0.998^ms first falls under 10 pt/s, counted one millisecond at a time.
    @Test func stopsWhereItIsOnceSlowerThanTenPointsPerSecond() {
        let sim = DecelerationSimulation(position: 0, velocity: 8000, decelerationRatePerMillisecond: 0.998)
        var ms = 0
        while 8000 * pow(0.998, Double(ms)) > 10 { ms += 1 }
        #expect(sim.doneTime > Double(ms - 1) / 1000 && sim.doneTime <= Double(ms) / 1000)
        #expect(!sim.isDone(at: sim.doneTime - 0.001) && sim.isDone(at: sim.doneTime))
        // Continuous: no jump at the stop, then still.
        #expect(abs(sim.position(at: sim.doneTime - 1e-7) - sim.finalPosition) < 1e-5)
        #expect(sim.position(at: sim.doneTime + 3) == sim.finalPosition)
        #expect(sim.velocity(at: sim.doneTime) == 0)
        #expect(abs(sim.velocity(at: sim.doneTime - 1e-9) - 10) < 1e-5)
    }

    @Test func aReleaseNoFasterThanTheStopDoesNotCoast() {
        let sim = DecelerationSimulation(position: 4, velocity: -9, decelerationRatePerMillisecond: 0.998)
        #expect(sim.doneTime == 0 && sim.finalPosition == 4 && sim.velocity(at: 0) == 0)
    }

    @Test func crossingTimeIsExact() {
        let sim = DecelerationSimulation(position: 0, velocity: 3000, decelerationRatePerMillisecond: 0.998)
        let t = try! #require(sim.time(atPosition: 1000))
        #expect(abs(sim.position(at: t) - 1000) < 1e-6)
        #expect(sim.time(atPosition: sim.finalPosition + 1) == nil)
        // Past the stop, though short of the unstopped decay's 3000/2.002 pt.
        #expect(sim.time(atPosition: 3000 / (-1000 * log(0.998)) - 1) == nil)
        #expect(sim.time(atPosition: -5) == nil)
        #expect(DecelerationSimulation(position: 0, velocity: 0, decelerationRatePerMillisecond: 0.998)
            .time(atPosition: 3) == nil)
    }

    @Test func rateForATravelLandsThere() {
        let rate = try! #require(DecelerationSimulation.rate(travelling: 800, from: 2000))
        let sim = DecelerationSimulation(position: 0, velocity: 2000, decelerationRatePerMillisecond: rate)
        #expect(abs(sim.finalPosition - 800) < 1e-6)
        #expect(DecelerationSimulation.rate(travelling: -800, from: 2000) == nil)
        #expect(DecelerationSimulation.rate(travelling: 5, from: 10) == nil)
    }
}
