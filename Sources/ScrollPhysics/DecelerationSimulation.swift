import Foundation

/// A fling coasting to rest the way UIKit decelerates: the velocity keeps the fraction
/// `decelerationRatePerMillisecond` of itself every millisecond (`DecelerationRate.normal` 0.998,
/// `.fast` 0.99), until it falls to `stopSpeed`, where the motion stops (UIKit's end of a coast,
/// `RestThreshold.coastStopSpeed`).
///
/// With `k = 1000·ln r` (1/s, negative), up to the stop at `T = ln(stopSpeed/|v0|)/k`:
///   v(t) = v0·e^{k t}                  (points/s)
///   x(t) = x0 + v0/(-k)·(1 - e^{k t})  (points)
/// so the travel is `(v0 - stopSpeed)/(-k)` (signed with `v0`): about 0.4995 s × (v0 - 10) for
/// `.normal`. A release no faster than `stopSpeed` does not coast at all.
public struct DecelerationSimulation: Simulation, Equatable {
    public let startPosition: Double
    public let startVelocity: Double
    public let decelerationRatePerMillisecond: Double
    /// Points/s at which the coast stops where it is.
    public let stopSpeed: Double
    /// `1000·ln r`, in 1/s.
    public let decayConstant: Double

    public init(position: Double, velocity: Double, decelerationRatePerMillisecond rate: Double,
                stopSpeed: Double = RestThreshold.coastStopSpeed) {
        let safeRate = DecelerationRate.clamped(rate)
        self.startPosition = position.isFinite ? position : 0
        self.startVelocity = velocity.isFinite ? velocity : 0
        self.decelerationRatePerMillisecond = safeRate
        self.stopSpeed = stopSpeed.isFinite ? max(stopSpeed, 1e-6) : RestThreshold.coastStopSpeed
        self.decayConstant = 1000 * log(safeRate)
    }

    /// The rate per millisecond whose coast from `velocity` stopping at `stopSpeed` travels
    /// exactly `distance`, or nil when the two point different ways or the release is no faster
    /// than `stopSpeed`. From `|distance| = (|v| - stopSpeed)/(-1000·ln r)`.
    public static func rate(travelling distance: Double, from velocity: Double,
                            stopSpeed: Double = RestThreshold.coastStopSpeed) -> Double? {
        guard distance.isFinite, velocity.isFinite, distance * velocity > 0, abs(velocity) > stopSpeed else { return nil }
        let k = -(abs(velocity) - stopSpeed) / abs(distance)
        return exp(k / 1000)
    }

    /// Seconds from the start to the stop (0 for a release no faster than `stopSpeed`).
    public var doneTime: Double {
        guard abs(startVelocity) > stopSpeed else { return 0 }
        return log(stopSpeed / abs(startVelocity)) / decayConstant
    }

    /// The decay's travel if it never stopped, `v0/(-k)` (signed).
    private var unstoppedTravel: Double { startVelocity / -decayConstant }

    /// Travel to the stop (signed), `(v0 - stopSpeed)/(-k)`.
    public var travel: Double { position(at: doneTime) - startPosition }
    /// Where the motion comes to rest.
    public var finalPosition: Double { position(at: doneTime) }

    public func position(at time: Double) -> Double {
        let t = min(max(time, 0), doneTime)
        return startPosition + unstoppedTravel * (1 - exp(decayConstant * t))
    }

    public func velocity(at time: Double) -> Double {
        time < doneTime ? startVelocity * exp(decayConstant * max(time, 0)) : 0
    }

    /// The exact time (s) at which the motion passes `target`, or nil if it stops before.
    /// `x(t) = target` ⇔ `e^{kt} = 1 - (target - x0)/(v0/(-k))`.
    public func time(atPosition target: Double) -> Double? {
        guard target.isFinite else { return nil }
        let distance = target - startPosition
        if distance == 0 { return 0 }
        guard unstoppedTravel != 0 else { return nil }
        let fraction = distance / unstoppedTravel
        guard fraction > 0, fraction < 1 else { return nil }
        let t = log(1 - fraction) / decayConstant
        return t.isFinite && t <= doneTime ? t : nil
    }
}
