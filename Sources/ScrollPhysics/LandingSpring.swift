/// The motion onto a chosen rest offset after a release (a page, or a target the delegate set in
/// `willEndDragging`): a critically damped spring that starts with the
/// release velocity exactly (no jump at lift) and never passes the target. Critically damped
/// motion passes its target iff it heads there faster than `ω·|x0|`, so a release faster than
/// that stiffens the spring to `ω = speed/|x0|`, the limit in which it is a pure exponential
/// decay that lands exactly on the target.
public enum LandingSpring {
    /// Period (s) of the spring. UIKit's paging lands in about 0.3–0.4 s (issue 16, measured by
    /// eye against an iPhone); with `RestThreshold` this period lands a return from 100–844 pt,
    /// or a 1500 pt/s flick 600 pt from its page, in 0.30–0.38 s.
    public static let response = 0.22

    /// The spring from `position` moving at `velocity` (points/s) onto `target`.
    public static func spring(target: Double, position: Double, velocity: Double) -> CriticallyDampedSpring {
        let displacement = position - target
        let towards = displacement > 0 ? -velocity : velocity
        var period = response
        if towards > 0, displacement != 0 {
            period = min(period, 2 * Double.pi * abs(displacement) / towards)
        }
        return CriticallyDampedSpring(target: target, position: position, velocity: velocity, response: period,
                                      positionTolerance: RestThreshold.distance,
                                      velocityTolerance: RestThreshold.speed)
    }
}
