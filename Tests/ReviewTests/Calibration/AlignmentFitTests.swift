import Foundation
import ScrollCore
import Review
import StretchyKit
import Testing
import TestSupport

/// Issue 49: the fit finds how touches line up with frames. Held-out traces from an independent
/// simulation (`PhoneTraceSimulation`) in each of three alignments, at 60 and 120 Hz, jittered
/// ±1 ms, 0.25 pt noise, each with its own constants drawn from its seed (rate 0.997–0.998, band
/// 0.45–0.60, spring 0.38–0.52 s, slop 0–12 pt, touch phase 2.5–5.8 ms, fling 2,500–3,500 pt/s,
/// gestures 0–40 ms later: at 60 Hz a release then falls just before a frame or just after one);
/// the fit starts from UIKit's values.
@Suite struct AlignmentFitTests {
    static func simulation(_ alignment: PhoneTraceSimulation.Alignment, hz: Double, seed: UInt64) -> PhoneTraceSimulation {
        var random = SplitMix64(seed: seed &* 0x9E37_79B9)
        func draw(_ low: Double, _ high: Double) -> Double { low + (high - low) * Double(random.next() >> 11) / Double(1 << 53) }
        var simulation = PhoneTraceSimulation()
        simulation.alignment = alignment
        simulation.hz = hz
        simulation.seed = seed
        simulation.rate = draw(0.997, 0.998)
        simulation.rubberBand = draw(0.45, 0.60)
        simulation.response = draw(0.38, 0.52)
        simulation.slop = draw(0, 12)
        simulation.touchPhase = draw(2.5, 5.8)
        simulation.flingSpeed = draw(2500, 3500)
        simulation.gestureDelay = draw(0, 40)
        return simulation
    }

    @Test(arguments: [(PhoneTraceSimulation.Alignment.lastTouchBefore, 120.0, UInt64(1)), (.lastTouchBefore, 60, 2),
                      (.interpolated, 120, 3), (.interpolated, 60, 4), (.oneFrameLate, 120, 5), (.oneFrameLate, 60, 6), (.lastTouchBefore, 60, 7), (.interpolated, 60, 8)])
    func theFitRecoversTheLatencySlopAndConstants(alignment: PhoneTraceSimulation.Alignment, hz: Double, seed: UInt64) throws {
        let truth = Self.simulation(alignment, hz: hz, seed: seed)
        let trace = truth.make()
        #expect(trace.problem == nil)
        let defaults = Parameters(catalog: .physics)
        var calibration = Calibration(trace: trace, fallbackTouchSlop: defaults[PhysicsParameter.touchSlop])
        let found = try #require(calibration.alignment)
        let label = "\(alignment) \(hz) Hz: true latency \(truth.latency), slop \(truth.slop); found \(found)"
        #expect(found.latencyMeasured, "\(label)")
        #expect(abs(found.latency - truth.latency) <= 2, "\(label)")
        #expect(abs(found.slop - truth.slop) <= 1, "\(label)")

        let fitted = calibration.fit(from: defaults)
        let before = calibration.compare(defaults), after = calibration.compare(fitted)
        let rate = fitted[PhysicsParameter.decelerationRate], band = fitted[PhysicsParameter.rubberBandConstant]
        let response = fitted[PhysicsParameter.bounceResponse]
        let constants = "\(label); rate \(rate) (\(truth.rate)), band \(band) (\(truth.rubberBand)), response \(response) (\(truth.response)), RMS \(before.rms) → \(after.rms), releases at frames \(calibration.replay.releasesAtFrames)"
        #expect(abs(rate - truth.rate) <= 0.0003, "\(constants)")
        #expect(abs(band - truth.rubberBand) <= 0.04, "\(constants)")
        #expect(abs(response - truth.response) <= 0.03, "\(constants)")
        #expect(after.rms < 1.5, "\(constants)")
        #expect(CalibrationVerdict(before: before, after: after, fitted: fitted, alignment: calibration.alignment).accepted, "\(constants)")
    }

    /// The issue's own case: frames showing the last touch before them at 120 Hz (rate 0.9975,
    /// band 0.50, spring 0.45 s, slop 10 pt, ±0.5 ms jitter, 0.05 pt noise) read a slop of
    /// 34.56 pt and ended at RMS 6.96 pt before the latency was fitted.
    @Test func theIssuesTraceReadsItsSlop() throws {
        var truth = PhoneTraceSimulation()
        truth.jitter = 0.5
        truth.noise = 0.05
        let trace = truth.make()
        let defaults = Parameters(catalog: .physics)
        var calibration = Calibration(trace: trace, fallbackTouchSlop: defaults[PhysicsParameter.touchSlop])
        let found = try #require(calibration.alignment)
        #expect(abs(found.slop - 10) <= 1 && abs(found.latency - truth.latency) <= 2, "\(found)")
        let fitted = calibration.fit(from: defaults)
        #expect(abs(fitted[PhysicsParameter.rubberBandConstant] - 0.50) <= 0.04 && calibration.compare(fitted).rms < 1.5)
    }

    /// A drag at one speed cannot tell a latency from a slop (`latency·v + slop` is all it shows):
    /// the latency is said to be unmeasured, not guessed.
    @Test func aDragAtOneSpeedLeavesTheLatencyUnmeasured() throws {
        var synthetic = SyntheticDeviceTrace()  // its only drag inside the range is a fling at one speed
        synthetic.slop = 8
        let alignment = try #require(TouchAlignment.fit(synthetic.make()))
        #expect(!alignment.latencyMeasured && alignment.latency == 0)
        #expect(abs(alignment.slop - 8) <= 1, "\(alignment)")
    }
}
