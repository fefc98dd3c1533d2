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
