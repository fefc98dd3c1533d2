import Foundation
import HeaderKit
import ScrollCore
import Review
import Testing
import TestSupport

/// Issue 49: a fit that cannot be trusted is refused, with a reason, and the overlay marks the
/// phases that did not fit.
@Suite struct CalibrationVerdictTests {
    /// The trace's list ends 48 pt down (a wrong `contentHeight`): the model bounces where the
    /// device coasted on, and no constants can follow it.
    @Test func aTraceOfAnotherScrollViewIsRefusedAndItsPhasesMarked() {
        var synthetic = SyntheticDeviceTrace()
        synthetic.seed = 12
        var trace = synthetic.make()
        trace.contentHeight = 900
        let defaults = Parameters(catalog: .physics)
        var calibration = Calibration(trace: trace, fallbackTouchSlop: defaults[PhysicsParameter.touchSlop])
        let fitted = calibration.fit(from: defaults)
        let before = calibration.compare(defaults), after = calibration.compare(fitted)
        let verdict = CalibrationVerdict(before: before, after: after, fitted: fitted, alignment: calibration.alignment)
        #expect(!verdict.accepted)
        #expect(!verdict.unfitPhases.isEmpty && verdict.reasons.allSatisfy { !$0.contains("\n") }, "\(verdict.reasons)")
        // Every phase above 5 pt is named, and only those.
        let above = after.rmsByPhase.filter { $0.rms > CalibrationVerdict.maximumPhaseRMS }.map(\.phase)
        #expect(verdict.unfitPhases == above)

        var plot = CalibrationPlot(trace: trace, phases: calibration.phases, before: before, after: after, title: "t")
        func strips(_ scene: Scene) -> [Rect] {
            scene.items.compactMap { if case let .fill(rect, color, _, _) = $0, color == CalibrationPlot.unfitColor { rect } else { nil } }
        }
        #expect(strips(plot.scene()).isEmpty, "nothing marked unless asked")
        plot.unfit = verdict.unfitPhases
        let marked = strips(plot.scene())
        // Two panels, each with one strip per run of an unfit phase, plus the legend's swatches.
        let runs = zip(calibration.phases, calibration.phases.dropFirst().map(Optional.some) + [nil])
            .filter { verdict.unfitPhases.contains($0.0) && $0.1 != $0.0 }.count
        #expect(marked.count == 2 * runs + verdict.unfitPhases.count, "\(marked.count) strips for \(runs) runs")
    }

    /// A fit that gains less than 10 % is refused even when it is good: the model already matched.
    @Test func aFitThatGainsLittleIsRefused() {
        let trace = SyntheticDeviceTrace().make()
        let defaults = Parameters(catalog: .physics)
        var calibration = Calibration(trace: trace, fallbackTouchSlop: defaults[PhysicsParameter.touchSlop])
        let fitted = calibration.fit(from: defaults)
        let comparison = calibration.compare(fitted)
        let again = CalibrationVerdict(before: comparison, after: comparison, fitted: fitted)
        #expect(!again.accepted && again.reasons.count == 1 && again.reasons[0].contains("improves the RMS by 0 %"), "\(again.reasons)")
        #expect(CalibrationVerdict(before: calibration.compare(defaults), after: comparison, fitted: fitted).accepted)
        // A value on the edge of its searched range is named.
        var edge = fitted
        try? edge.set(PhysicsParameter.decelerationRate.name, to: Calibration.bounds[0].upperBound)
        let onEdge = CalibrationVerdict(before: calibration.compare(defaults), after: comparison, fitted: edge)
        #expect(onEdge.reasons.contains { $0.hasPrefix("decelerationRate ended on the edge of its range") }, "\(onEdge.reasons)")
    }
}
