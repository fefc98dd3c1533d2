/// The motion onto a chosen rest offset after a release (a page, or a target the delegate set in
/// `willEndDragging`). With `s = t/T`, `A = x0 − target` and `B = v0·T + 3A`:
///   x(t) = target + (1 − s)³·(A + B·s)                   (points)
///   v(t) = (1 − s)²·(B − 3A − 4B·s) / T                  (points/s)
/// It starts at `x0` with the release velocity `v0` exactly (no jump at lift) and arrives at
/// `T` with zero velocity and zero acceleration (no jolt at landing). It passes the target iff
/// `A + B·s` changes sign, i.e. iff the release heads there faster than `4|A|/T`; such a release
/// lands sooner, in `T = 4|A|/speed`, where the curve is the quartic ease-out `A·(1 − s)⁴`.
public struct LandingCurve: Simulation, Equatable {
    /// Seconds a landing takes: UIKit's paging lands in about 0.3–0.4 s (issue 16's figure,
    /// compared against an iPhone by eye; UIKit publishes none). For comparison Flutter's
    /// `PageScrollPhysics` uses `ScrollPhysics.spring` (mass 0.5, stiffness 100, damping ratio
    /// 1.1: slowest mode e^{-9.07 t}), which takes about 0.66 s to come within 1 pt of a 390 pt
    /// page: Flutter's pages land visibly slower than an iPhone's.
    public static let standardDuration = 0.35

    public let target: Double
    public let startDisplacement: Double
    public let startVelocity: Double
    /// `T`, in s.
    public let duration: Double

    public init(target: Double, position: Double, velocity: Double, duration: Double = LandingCurve.standardDuration) {
        self.target = target.isFinite ? target : 0
        startDisplacement = position.isFinite ? position - self.target : 0
        startVelocity = velocity.isFinite ? velocity : 0
        var period = duration.isFinite ? max(duration, 1e-3) : Self.standardDuration
        let towards = startDisplacement > 0 ? -startVelocity : startVelocity
        if towards > 0, startDisplacement != 0 {
            period = max(min(period, 4 * abs(startDisplacement) / towards), 1e-4)
        }
        self.duration = period
    }

    private var b: Double { startVelocity * duration + 3 * startDisplacement }

    public func position(at time: Double) -> Double {
        let s = min(max(time / duration, 0), 1)
        let rest = 1 - s
        return target + rest * rest * rest * (startDisplacement + b * s)
    }

    public func velocity(at time: Double) -> Double {
        guard time < duration else { return 0 }
        let s = max(time / duration, 0)
        let rest = 1 - s
        return rest * rest * (b - 3 * startDisplacement - 4 * b * s) / duration
    }

    public var doneTime: Double { duration }
    public func isDone(at time: Double) -> Bool { time >= duration }
}
