import ScrollCore

/// A stretch of time spent in one scroll phase.
public struct PhaseRun: Equatable, Sendable {
    public var phase: String
    public var startMs: Double
    public var endMs: Double
    public init(phase: String, startMs: Double, endMs: Double) {
        self.phase = phase; self.startMs = startMs; self.endMs = endMs
    }
}

/// Groups consecutive rows of equal phase; each run lasts until the next run's first row, and the
/// last until the last row, so runs tile the trace without gaps. Rows with an empty phase or a
/// non-finite time start no run of their own.
public func phaseRuns(timesMs: [Double], phases: [String]) -> [PhaseRun] {
    var runs: [PhaseRun] = []
    for (time, phase) in zip(timesMs, phases) where time.isFinite {
        if let last = runs.last, last.phase == phase {
            runs[runs.count - 1].endMs = time
            continue
        }
        if !runs.isEmpty { runs[runs.count - 1].endMs = time }
        runs.append(PhaseRun(phase: phase, startMs: time, endMs: time))
    }
    return runs.filter { !$0.phase.isEmpty }
}

/// Phase names in UIKit's order (idle … animating), then any unknown names in order of appearance.
func orderedPhaseNames(_ runs: [PhaseRun]) -> [String] {
    let present = Set(runs.map(\.phase))
    let known = ScrollPhase.allCases.map(\.rawValue).filter(present.contains)
    var unknown: [String] = []
    for run in runs where ScrollPhase(rawValue: run.phase) == nil && !unknown.contains(run.phase) {
        unknown.append(run.phase)
    }
    return known + unknown
}
