import Foundation
import Testing
@testable import ScrollPhysics

@Suite struct DecelerationTests {
    @Test(arguments: [0.998, 0.99])
    func travelIsVelocityOverMinusThousandLnRate(rate: Double) {
        let sim = DecelerationSimulation(position: 10, velocity: 2000, decelerationRatePerMillisecond: rate)
        let expected = 2000 / (-1000 * log(rate))
        #expect(abs(sim.finalPosition - 10 - expected) < 1e-9)
        #expect(abs(sim.position(at: 100) - (10 + expected)) < 1e-6)
    }

    @Test func normalRateTravelsAboutHalfASecondOfVelocity() {
        let sim = DecelerationSimulation(position: 0, velocity: 1000, decelerationRatePerMillisecond: 0.998)
        #expect(abs(sim.travel - 499.5) < 0.1)
    }

    @Test func velocityKeepsTheRateEachMillisecond() {
        let sim = DecelerationSimulation(position: 0, velocity: -3000, decelerationRatePerMillisecond: 0.998)
        #expect(abs(sim.velocity(at: 0.001) - (-3000 * 0.998)) < 1e-9)
        #expect(abs(sim.velocity(at: 0.250) - (-3000 * pow(0.998, 250))) < 1e-6)
    }

    @Test func doneWhenRemainingTravelIsUnderHalfAPoint() {
        let sim = DecelerationSimulation(position: 0, velocity: 8000, decelerationRatePerMillisecond: 0.998)
        #expect(sim.doneTime > 0 && sim.doneTime < 5)
        #expect(abs(sim.finalPosition - sim.position(at: sim.doneTime)) <= 0.5 + 1e-9)
        #expect(!sim.isDone(at: sim.doneTime - 0.01) && sim.isDone(at: sim.doneTime))
    }

    @Test func crossingTimeIsExact() {
        let sim = DecelerationSimulation(position: 0, velocity: 3000, decelerationRatePerMillisecond: 0.998)
        let t = try! #require(sim.time(atPosition: 1000))
        #expect(abs(sim.position(at: t) - 1000) < 1e-6)
        #expect(sim.time(atPosition: sim.finalPosition + 1) == nil)
        #expect(sim.time(atPosition: -5) == nil)
        #expect(DecelerationSimulation(position: 0, velocity: 0, decelerationRatePerMillisecond: 0.998)
            .time(atPosition: 3) == nil)
    }

    @Test func rateForATravelLandsThere() {
        let rate = try! #require(DecelerationSimulation.rate(travelling: 800, from: 2000))
        let sim = DecelerationSimulation(position: 0, velocity: 2000, decelerationRatePerMillisecond: rate)
        #expect(abs(sim.finalPosition - 800) < 1e-6)
        #expect(DecelerationSimulation.rate(travelling: -800, from: 2000) == nil)
    }
}
