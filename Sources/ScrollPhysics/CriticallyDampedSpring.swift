import Foundation

/// A critically damped spring pulling `position` to `target` (Flutter's `SpringSimulation` with
/// damping ratio 1). With `ω = 2π/response` (1/s) and displacement `x0 = position - target`:
///   x(t) = target + (x0 + (v0 + ω·x0)·t)·e^{-ωt}   (points)
///   v(t) = (v0 - ω·(v0 + ω·x0)·t)·e^{-ωt}          (points/s)
/// Started at rest it never passes the target. It is done when both the displacement and the
/// speed envelopes are under its `SpringTolerance`.
public struct CriticallyDampedSpring: Simulation, Equatable {
    public let target: Double
    public let startDisplacement: Double
    public let startVelocity: Double
    /// Seconds of the spring's period (`bounceResponse`).
    public let response: Double
    /// `2π/response`, in 1/s.
    public let angularFrequency: Double
    /// Seconds until the motion is within the tolerances for good.
    public let doneTime: Double

    public init(target: Double, position: Double, velocity: Double, response: Double,
                tolerance: SpringTolerance = .scroll) {
        let safeResponse = response.isFinite ? min(max(response, 0.01), 100) : 0.5
        self.target = target.isFinite ? target : 0
        self.startDisplacement = position.isFinite ? position - self.target : 0
        self.startVelocity = velocity.isFinite ? velocity : 0
        self.response = safeResponse
        let omega = 2 * Double.pi / safeResponse
        self.angularFrequency = omega
        let b = startVelocity + omega * startDisplacement
        let settlePosition = timeUntilEnvelope(a: abs(startDisplacement), b: abs(b), omega: omega,
                                               below: tolerance.distance)
        let settleVelocity = timeUntilEnvelope(a: abs(startVelocity), b: omega * abs(b), omega: omega,
                                               below: tolerance.speed)
        self.doneTime = max(settlePosition, settleVelocity)
    }

    /// The velocity a spring can start with from `displacement` and still not pass its target:
    /// critically damped motion crosses the target iff the speed towards it exceeds `ω·|x0|`.
    /// The velocity a spring must start with from `displacement` (points from its target, either
    /// side) to pass the target and peak `overshoot` (> 0) points beyond it, then settle back.
    ///
    /// With `d = |x0|` and `u = |b|/ω` (`b = v0 + ω·x0` pointing past the target), the peak is
    /// `u·e^{-1 - d/u}` at `t* = (1 + d/u)/ω`; solving `u·e^{-1-d/u} = overshoot` gives
    /// `u = d / W0(d/(e·overshoot))` (Lambert W), and `v0 = ∓ω·(u + d)`. From the target itself
    /// (`d = 0`) it is `ω·e·overshoot`.
    public static func velocityOvershooting(by overshoot: Double, displacement: Double, response: Double) -> Double {
        let omega = 2 * Double.pi / max(response, 0.01)
        let d = abs(displacement)
        let peak = max(overshoot, 1e-9)
        let u = d < 1e-9 * peak ? peak * M_E : d / lambertW0(d / (M_E * peak))
        // Moving towards (and past) the target: against the displacement.
        return (displacement > 0 ? -1 : 1) * omega * (u + d)
    }

    /// The principal branch of Lambert's W for `z ≥ 0` (`w·e^w = z`), by Halley's iteration.
    static func lambertW0(_ z: Double) -> Double {
        guard z > 0, z.isFinite else { return 0 }
        var w = z < 1 ? z * (1 - z) : log(z) - log(max(log(z), 1e-3) + 1) + 0.5
        w = max(w, 1e-12)
        for _ in 0..<64 {
            let ew = exp(w)
            let f = w * ew - z
            let step = f / (ew * (w + 1) - (w + 2) * f / (2 * w + 2))
            w -= step
            if abs(step) <= 1e-15 * max(1, abs(w)) { break }
        }
        return w
    }

    public static func velocityWithoutOvershoot(_ velocity: Double, displacement: Double, response: Double) -> Double {
        let omega = 2 * Double.pi / max(response, 0.01)
        let limit = omega * abs(displacement)
        return min(max(velocity, -limit), limit)
    }

    public func displacement(at time: Double) -> Double {
        let t = max(time, 0)
        let b = startVelocity + angularFrequency * startDisplacement
        return (startDisplacement + b * t) * exp(-angularFrequency * t)
    }

    public func position(at time: Double) -> Double { target + displacement(at: time) }

    public func velocity(at time: Double) -> Double {
        let t = max(time, 0)
        let b = startVelocity + angularFrequency * startDisplacement
        return (startVelocity - angularFrequency * b * t) * exp(-angularFrequency * t)
    }
}
