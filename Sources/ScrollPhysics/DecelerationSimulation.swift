import Foundation

/// A fling coasting to rest the way UIKit decelerates: the velocity keeps the fraction
/// `decelerationRatePerMillisecond` of itself every millisecond (UIKit `.normal` 0.998, `.fast` 0.99).
///
/// With `k = 1000·ln r` (1/s, negative):
///   v(t) = v0·e^{k t}                  (points/s)
///   x(t) = x0 + v0/(-k)·(1 - e^{k t})  (points)
/// so the whole travel is `v0/(-1000·ln r)`, about 0.4995 s × v0 for `.normal`.
/// It is done once it is no longer visible: the distance still to travel under `restDistance`
/// (points) and the speed under `restSpeed` (points/s), `RestThreshold`'s half a pixel and 5 pt/s.
public struct DecelerationSimulation: Simulation, Equatable {
    public let startPosition: Double
    public let startVelocity: Double
    public let decelerationRatePerMillisecond: Double
    /// Points still to travel below which the motion counts as finished.
    public let restDistance: Double
    /// Points/s below which the motion counts as finished (with `restDistance`).
    public let restSpeed: Double
    /// `1000·ln r`, in 1/s.
    public let decayConstant: Double

    public init(position: Double, velocity: Double, decelerationRatePerMillisecond rate: Double,
                restDistance: Double = RestThreshold.distance, restSpeed: Double = RestThreshold.speed) {
        let safeRate = min(max(rate.isFinite ? rate : 0.998, 1e-6), 1 - 1e-9)
        self.startPosition = position.isFinite ? position : 0
        self.startVelocity = velocity.isFinite ? velocity : 0
        self.decelerationRatePerMillisecond = safeRate
        self.restDistance = max(restDistance, 1e-6)
        self.restSpeed = max(restSpeed, 1e-6)
        self.decayConstant = 1000 * log(safeRate)
    }

    /// The rate per millisecond whose deceleration from `velocity` travels exactly `distance`,
    /// or nil when the two point different ways (or either is zero).
    public static func rate(travelling distance: Double, from velocity: Double) -> Double? {
        guard distance.isFinite, velocity.isFinite, distance * velocity > 0 else { return nil }
        let k = -velocity / distance
        return exp(k / 1000)
    }

    /// Total travel `v0/(-k)` in points (signed).
    public var travel: Double { startVelocity / -decayConstant }
    /// Where the motion comes to rest.
    public var finalPosition: Double { startPosition + travel }

    public func position(at time: Double) -> Double {
        startPosition + travel * (1 - exp(decayConstant * max(time, 0)))
    }

    public func velocity(at time: Double) -> Double {
        startVelocity * exp(decayConstant * max(time, 0))
    }

    /// Seconds until the remaining travel `|v|/|k|` falls under `restDistance` and the speed
    /// under `restSpeed` (0 if already).
    public var doneTime: Double {
        let threshold = min(restDistance * -decayConstant, restSpeed)
        guard abs(startVelocity) > threshold else { return 0 }
        return log(threshold / abs(startVelocity)) / decayConstant
    }

    public func isDone(at time: Double) -> Bool { time >= doneTime }

    /// The exact time (s) at which the motion passes `target`, or nil if it never gets there.
    /// `x(t) = target` ⇔ `e^{kt} = 1 - (target - x0)/travel`.
    public func time(atPosition target: Double) -> Double? {
        guard target.isFinite else { return nil }
        let distance = target - startPosition
        if distance == 0 { return 0 }
        guard travel != 0 else { return nil }
        let fraction = distance / travel
        guard fraction > 0, fraction < 1 else { return nil }
        let t = log(1 - fraction) / decayConstant
        return t.isFinite ? t : nil
    }
}
