import Foundation
import Testing
@testable import ScrollPhysics

/// Issue 31: a release's coast, bounce and coast back as one closed-form value. The numbers here
/// come from the closed forms (UIKit's `v0·r^ms` decay, the band's slope `c` at the edge), not
/// from the simulation under test.
@Suite struct BallisticSimulationTests {
    static let k = 1000 * log(DecelerationRate.normal)
    static func law(_ range: ClosedRange<Double>, bounces: Bool = true, scale: Double = 3) -> BallisticSimulation.Law {
        BallisticSimulation.Law(range: range, decelerationRate: DecelerationRate.normal, bounces: bounces,
                                dimension: 844, constant: 0.55, response: 0.5, screenScale: scale)
    }

    /// A coast that stops short of the edges: one segment, resting `(v0 − 10)/(−k)` further.
    @Test func aCoastWithinTheRangeRestsWhereTheDecayEnds() {
        let sim = BallisticSimulation(position: 100, velocity: 2000, law: Self.law(0...5000))
        #expect(sim.segments.count == 1)
        #expect(abs(sim.restPosition - (100 + (2000 - 10) / -Self.k)) < 1e-9)
        #expect(abs(sim.doneTime - log(10.0 / 2000) / Self.k) < 1e-12)
        #expect(sim.velocity(at: sim.doneTime) == 0)
    }

    /// Coast → bounce: the hand-off is where `x0 + v0/(−k)·(1 − e^{kt})` reaches the edge, with the
    /// coast's `v0·e^{kt}`; position and velocity are continuous there, and it rests on the edge.
    @Test(arguments: [1500.0, 3000, 8000, 20_000])
    func aCoastMeetingTheEdgeBouncesAndRestsThere(speed: Double) throws {
        let edge = 1000.0, start = 400.0
        let sim = BallisticSimulation(position: start, velocity: speed, law: Self.law(0...edge))
        let crossing = log(1 - (edge - start) / (speed / -Self.k)) / Self.k
        try #require(sim.segments.count == 2)
        #expect(!sim.segments[0].isBounce && sim.segments[1].isBounce)
        #expect(abs(sim.segments[0].endTime - crossing) < 1e-9)
        #expect(sim.position(at: crossing) == edge || abs(sim.position(at: crossing) - edge) < 1e-9)
        let before = sim.segments[0], after = sim.segments[1]
        #expect(abs(before.position(at: before.endTime) - edge) < 1e-9)
        #expect(after.position(at: after.startTime) == edge)
        let arriving = speed * exp(Self.k * crossing)
        #expect(abs(before.velocity(at: before.endTime) - arriving) < 1e-9 * arriving)
        #expect(abs(after.velocity(at: after.startTime) - arriving) < 1e-9 * arriving)
        // Past the edge in between, within one viewport (the band), at rest on it in the end.
        let peak = stride(from: crossing, through: sim.doneTime, by: 0.001).map { sim.position(at: $0) }.max() ?? 0
        #expect(peak > edge && peak < edge + 844)
        #expect(sim.restPosition == edge && sim.position(at: sim.doneTime) == edge)
        #expect(abs(sim.position(at: sim.doneTime - 1e-9) - edge) <= RestThreshold.distance(scale: 3))
    }

    /// Without bounces the coast stops on the edge it meets (UIKit with `bounces` off).
    @Test func withoutBouncesTheCoastStopsOnTheEdge() {
        let sim = BallisticSimulation(position: 400, velocity: 3000, law: Self.law(0...1000, bounces: false))
        #expect(sim.segments.count == 1)
        #expect(sim.restPosition == 1000)
        #expect(abs(sim.doneTime - log(1 - 600 / (3000 / -Self.k)) / Self.k) < 1e-9)
    }

    /// A flick back from past the top: bounce → coast, handing over at the bounce's crossing with its
    /// crossing velocity, then resting `(vc − 10)/(−k)` inside.
    @Test func aFlickBackPassesTheEdgeIntoACoast() throws {
        let sim = BallisticSimulation(position: -120, velocity: 2500, law: Self.law(0...5000), flick: true)
        try #require(sim.segments.count == 2)
        guard case let .bounce(bounce) = sim.segments[0].kind else { Issue.record("starts with the bounce"); return }
        let crossing = try #require(bounce.crossingTime)
        let vc = try #require(bounce.velocityAtCrossing)
        #expect(sim.segments[1].startTime == crossing)
        #expect(abs(sim.segments[0].position(at: crossing)) < 1e-9 && sim.segments[1].position(at: crossing) == 0)
        #expect(sim.segments[1].velocity(at: crossing) == vc)
        #expect(abs(sim.restPosition - (vc - 10) / -Self.k) < 1e-9)
    }

    /// A flick back over a short range meets the other edge: bounce → coast → bounce, resting there.
    @Test func aCoastBackMeetsTheOtherEdge() throws {
        let sim = BallisticSimulation(position: -200, velocity: 12_000, law: Self.law(0...60), flick: true)
        try #require(sim.segments.count == 3)
        #expect(sim.segments.map(\.isBounce) == [true, false, true])
        #expect(sim.segments[1].endPosition == 60 && sim.restPosition == 60)
        for i in 1..<sim.segments.count {
            let t = sim.segments[i].startTime
            let left = sim.segments[i - 1], right = sim.segments[i]
            #expect(abs(left.position(at: t) - right.position(at: t)) < 1e-9)
            #expect(abs(left.velocity(at: t) - right.velocity(at: t)) < 1e-6 * max(1, abs(right.velocity(at: t))))
        }
    }

    /// A start past an edge with no speed springs back and rests on the edge.
    @Test func aStartPastTheEdgeSpringsBack() {
        let sim = BallisticSimulation(position: 1100, velocity: 0, law: Self.law(0...1000))
        #expect(sim.segments.count == 1 && sim.segments[0].isBounce)
        #expect(sim.restPosition == 1000)
        let samples = stride(from: 0.0, through: sim.doneTime, by: 0.01).map { sim.position(at: $0) }
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 >= $1 }, "never passes the edge from rest")
    }

    /// The law does not depend on who samples it or how often: restarted from its own position and
    /// velocity at any frame of any rate, a coast (memoryless decay) and the bounce it meets
    /// (a critically damped spring: its state is position and velocity) go on exactly as before,
    /// across the hand-off too.
    @Test(arguments: [30.0, 60, 120, 47])
    func restartingAtAnyFrameKeepsTheMotion(fps: Double) throws {
        let law = Self.law(0...1000)
        let sim = BallisticSimulation(position: 300, velocity: 4000, law: law)
        for frame in 1..<Int(sim.doneTime * fps) {
            let t0 = Double(frame) / fps
            // The bounce's own rest tolerance is an envelope of its start: compare before either ends.
            let restarted = BallisticSimulation(position: sim.position(at: t0), velocity: sim.velocity(at: t0), law: law)
            for later in [0.01, 0.05, 0.2] where t0 + later < sim.doneTime * 0.8 {
                #expect(abs(restarted.position(at: later) - sim.position(at: t0 + later)) < 1e-6,
                        "at \(t0) + \(later) s, \(fps) Hz")
            }
        }
    }
}
