/// Timing curves for fixed-duration animations: progress 0...1 in, fraction of the way 0...1 out.
public enum EaseCurve: Sendable, Equatable {
    case linear
    /// Cubic ease-out: fast start, gentle landing.
    case easeOut
    /// Cubic ease-in-out (smoothstep-like), close to UIKit's default animation curve.
    case easeInOut

    public func value(at progress: Double) -> Double {
        let p = min(max(progress.isFinite ? progress : 1, 0), 1)
        switch self {
        case .linear: return p
        case .easeOut: let q = 1 - p; return 1 - q * q * q
        case .easeInOut: return p < 0.5 ? 4 * p * p * p : 1 - 4 * (1 - p) * (1 - p) * (1 - p)
        }
    }

    /// d(value)/d(progress).
    public func slope(at progress: Double) -> Double {
        guard progress.isFinite, progress >= 0, progress <= 1 else { return 0 }
        let p = progress
        switch self {
        case .linear: return 1
        case .easeOut: return 3 * (1 - p) * (1 - p)
        case .easeInOut: return p < 0.5 ? 12 * p * p : 12 * (1 - p) * (1 - p)
        }
    }
}

/// A move from `from` to `to` (points) over `duration` seconds along `curve`.
public struct EaseAnimation: Simulation, Equatable {
    public let from: Double
    public let to: Double
    public let duration: Double
    public let curve: EaseCurve

    public init(from: Double, to: Double, duration: Double, curve: EaseCurve = .easeInOut) {
        self.from = from
        self.to = to
        self.duration = duration.isFinite ? max(duration, 1e-3) : 0.3
        self.curve = curve
    }

    public func position(at time: Double) -> Double {
        from + (to - from) * curve.value(at: time / duration)
    }

    public func velocity(at time: Double) -> Double {
        guard time < duration else { return 0 }
        return (to - from) * curve.slope(at: max(time, 0) / duration) / duration
    }

    public var doneTime: Double { duration }
    public func isDone(at time: Double) -> Bool { time >= duration }
}
