import Foundation
import ScrollCore
import ScrollPhysics

/// A device trace against the model: the offset difference at every frame, the error per phase,
/// and the least-squares fit of the three physics constants a trace can pin down.
///
/// The fit minimises the RMS of (model − device) offset over all frames (least squares) with
/// Nelder–Mead's simplex from the current values, in units of a step per parameter, inside
/// each parameter's declared range (`PhysicsParameter`): `decelerationRate` (a coast's travel),
/// `rubberBandConstant` (how far a pull shows), `bounceResponse` (the spring back to the edge).
public struct Calibration: Sendable {
    /// The fitted parameters and the simplex's first step for each.
    public static let fitted: [(parameter: Parameter<Double>, step: Double)] = [
        (PhysicsParameter.decelerationRate, 0.0005),
        (PhysicsParameter.rubberBandConstant, 0.05),
        (PhysicsParameter.bounceResponse, 0.05),
    ]

    /// Where each fitted parameter is searched: its declared range (a rate also within what the
    /// closed forms compute).
    public static var bounds: [ClosedRange<Double>] {
        fitted.map(\.parameter.spec).map { spec in
            spec.name == PhysicsParameter.decelerationRate.name
                ? max(spec.range.lowerBound, DecelerationRate.computable.lowerBound)...min(spec.range.upperBound, DecelerationRate.computable.upperBound)
                : spec.range
        }
    }

    public struct Comparison: Sendable {
        public var modelOffsets: [Double]
        /// Model − device, per frame.
        public var differences: [Double]
        public var rms: Double
        /// RMS per phase present in the trace, in `CalibrationPhase` order.
        public var rmsByPhase: [(phase: CalibrationPhase, rms: Double, frames: Int)]
    }

    public let trace: DeviceTrace
    /// The touch-to-frame latency and the slop, or nil when no drag stays inside the range.
    public let alignment: TouchAlignment?
    /// The replay the comparisons use; `fit` may switch it to `releasesAtFrames`.
    public private(set) var replay: DeviceTraceReplay
    public let phases: [CalibrationPhase]

    /// The alignment fitted to the trace; without one, no latency and `fallbackTouchSlop`.
    public init(trace: DeviceTrace, fallbackTouchSlop: Double) {
        self.trace = trace
        self.alignment = TouchAlignment.fit(trace)
        self.replay = DeviceTraceReplay(trace: trace, touchSlop: alignment?.slop ?? fallbackTouchSlop,
                                        latency: alignment?.latency ?? 0)
        // A finger is down at a frame when its (delayed) touch has reached the frame.
        self.phases = CalibrationPhase.phases(of: replay.trace)
    }

    public func compare(_ parameters: Parameters) -> Comparison {
        let model = replay.offsets(configuration: ScrollConfiguration(parameters: parameters))
        let differences = Self.differences(model, trace)
        let byPhase = CalibrationPhase.allCases.compactMap { phase -> (CalibrationPhase, Double, Int)? in
            let values = zip(differences, phases).filter { $1 == phase }.map(\.0)
            return values.isEmpty ? nil : (phase, Self.rms(values), values.count)
        }
        return Comparison(modelOffsets: model, differences: differences, rms: Self.rms(differences),
                          rmsByPhase: byPhase.map { (phase: $0.0, rms: $0.1, frames: $0.2) })
    }

    /// `parameters` with the three constants fitted to the trace, and the replay switched to
    /// `releasesAtFrames` when that fits better: fitted with the touches' latency alone, then
    /// with releases shown at frames from there, the better of the two kept (its RMS lower by more
    /// than 1 %, so a trace where the rule changes nothing keeps the simpler replay).
    public mutating func fit(from parameters: Parameters) -> Parameters {
        let delayed = search(from: parameters)
        var atFrames = replay
        atFrames.releasesAtFrames = true
        let alternative = Calibration(self, replay: atFrames)
        guard alternative.rms(delayed) < rms(delayed) * 0.99 else { return delayed }
        let refitted = alternative.search(from: delayed)
        guard alternative.rms(refitted) < rms(delayed) * 0.99 else { return delayed }
        replay = atFrames
        return refitted
    }

    private init(_ calibration: Calibration, replay: DeviceTraceReplay) {
        self = calibration
        self.replay = replay
    }

    /// Nelder–Mead on the RMS, from `parameters`.
    func search(from parameters: Parameters) -> Parameters {
        let specs = Self.fitted.map(\.parameter.spec)
        let bounds = Self.bounds
        let steps = Self.fitted.map(\.step)
        // Searched in steps (each coordinate is value / step), so the simplex is about round.
        let search = NelderMead(bounds: zip(bounds, steps).map { ($0.lowerBound / $1)...($0.upperBound / $1) },
                                steps: steps.map { _ in 1 })
        func applied(_ x: [Double]) -> Parameters {
            var p = parameters
            for (spec, (value, step)) in zip(specs, zip(x, steps)) { try? p.set(spec.name, to: value * step) }
            return p
        }
        let start = zip(specs, steps).map { parameters[$0.name] / $1 }
        var best = search.minimize(from: start) { rms(applied($0)) }
        // Once more from where it stopped: a fresh simplex escapes a collapsed one.
        best = search.minimize(from: best.point) { rms(applied($0)) }
        return applied(best.point)
    }

    /// `compare(parameters).rms` without the per-phase figures the search does not read (they
    /// were a sixth of `calibrate`'s CPU).
    func rms(_ parameters: Parameters) -> Double {
        Self.rms(Self.differences(replay.offsets(configuration: ScrollConfiguration(parameters: parameters)), trace))
    }

    /// The model's offset minus the device's, frame by frame.
    static func differences(_ model: [Double], _ trace: DeviceTrace) -> [Double] {
        zip(model, trace.frames).map { $0 - $1.offset }
    }

    static func rms(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : (values.reduce(0) { $0 + $1 * $1 } / Double(values.count)).squareRoot()
    }
}
