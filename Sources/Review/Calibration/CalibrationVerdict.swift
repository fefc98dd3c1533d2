import ScrollCore

/// Whether a fit can be trusted (issue 49): refused when it improves the RMS by less than
/// `minimumImprovement`, leaves a fitted value on the edge of the range it was searched in (the
/// search ran into a wall: the model cannot follow the trace there, or the trace is not of the
/// scroll view it claims — a wrong `contentHeight` drives the rate to 0.99999; likewise a touch
/// latency at 2 frames), or leaves a phase's RMS above `maximumPhaseRMS`. Each reason is one line.
public struct CalibrationVerdict: Sendable, Equatable {
    public var reasons: [String]
    /// The phases whose RMS after the fit is above `maximumPhaseRMS`.
    public var unfitPhases: [CalibrationPhase]
    public var accepted: Bool { reasons.isEmpty }

    public static let minimumImprovement = 0.10
    /// pt: a few times a phone's pixel rounding and touch noise; a phase further off than this
    /// is one the model does not follow.
    public static let maximumPhaseRMS = 5.0

    /// `alignment`: the touch latency found, refused at the top of its range (a trace whose
    /// frames lag its touches by 2 frames or more is not one the replay can line up).
    public init(before: Calibration.Comparison, after: Calibration.Comparison, fitted: Parameters,
                alignment: TouchAlignment? = nil) {
        var reasons: [String] = []
        if let alignment, alignment.latencyMeasured, alignment.maximumLatency - alignment.latency < 0.05 {
            reasons.append("the touch latency ended on the edge of its range (\(ParameterSpec.format(alignment.latency)) ms, 2 frames)")
        }
        let improvement = before.rms > 0 ? (before.rms - after.rms) / before.rms : 0
        if improvement < Self.minimumImprovement {
            reasons.append("the fit improves the RMS by \(Self.percent(improvement)) (\(Self.points(before.rms)) → \(Self.points(after.rms))), "
                           + "less than \(Self.percent(Self.minimumImprovement))")
        }
        for (entry, bounds) in zip(Calibration.fitted, Calibration.bounds) {
            let value = fitted[entry.parameter]
            // A hundredth of the simplex's step from a bound is on it (the search clamps there).
            let near = entry.step / 100
            if value - bounds.lowerBound < near || bounds.upperBound - value < near {
                reasons.append("\(entry.parameter.name) ended on the edge of its range (\(ParameterSpec.format(value)) in "
                               + "\(ParameterSpec.format(bounds.lowerBound))…\(ParameterSpec.format(bounds.upperBound)))")
            }
        }
        let unfit = after.rmsByPhase.filter { $0.rms > Self.maximumPhaseRMS }
        for phase in unfit {
            reasons.append("the \(phase.phase.rawValue) phase is \(Self.points(phase.rms)) RMS after the fit, more than \(Self.points(Self.maximumPhaseRMS))")
        }
        self.reasons = reasons
        self.unfitPhases = unfit.map(\.phase)
    }

    static func points(_ value: Double) -> String { ParameterSpec.format((value * 100).rounded() / 100) + " pt" }
    static func percent(_ value: Double) -> String { ParameterSpec.format((value * 1000).rounded() / 10) + " %" }
}
