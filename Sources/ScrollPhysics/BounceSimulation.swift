/// The return to an edge after an overscroll: a critically damped spring whose excursion is shown
/// through the rubber band, so even a fling at the maximum velocity stays within one `dimension`
/// of the edge, and the velocity carries over smoothly (the band's slope is `c` at the edge, so
/// the spring starts with `v/slope`).
///
/// An overscroll already deeper than half the dimension (only layout can put it there: a range
/// that shrank under the content) springs back in plain offset space instead: un-banding it
/// would mean a pull of many viewports and a return at tens of thousands of points/s.
///
/// Positions in points, velocities in points/s, `response` in s.
public struct BounceSimulation: Simulation, Equatable {
    public let edge: Double
    public let spring: CriticallyDampedSpring
    public let dimension: Double
    public let constant: Double
    /// Whether `spring` runs on the pull behind the rubber band (false: on the offset itself).
    public let isBanded: Bool
    /// Deepest shown overscroll, as a fraction of the dimension, returned through the band.
    public static let bandedLimit = 0.5

    public init(edge: Double, position: Double, velocity: Double, dimension: Double, constant: Double,
                response: Double) {
        self.edge = edge
        self.dimension = max(dimension, 1)
        self.constant = max(constant, 0.01)
        guard abs(position - edge) <= Self.bandedLimit * self.dimension else {
            isBanded = false
            spring = CriticallyDampedSpring(target: 0, position: position - edge, velocity: velocity.isFinite ? velocity : 0,
                                            response: response, positionTolerance: 0.2, velocityTolerance: 2)
            return
        }
        isBanded = true
        let pull = inverseRubberBandedOffset(rubberBanded: position - edge, dimension: self.dimension,
                                             constant: self.constant)
        let slope = rubberBandSlope(overscroll: pull, dimension: self.dimension, constant: self.constant)
        let pullVelocity = velocity.isFinite ? velocity / slope : 0
        // Tolerances in pull space; the shown motion is at most `c` times as large.
        self.spring = CriticallyDampedSpring(target: 0, position: pull, velocity: pullVelocity,
                                             response: response, positionTolerance: 0.2, velocityTolerance: 2)
    }

    public func position(at time: Double) -> Double {
        guard isBanded else { return edge + spring.position(at: time) }
        return edge + rubberBandedOffset(overscroll: spring.position(at: time), dimension: dimension, constant: constant)
    }

    public func velocity(at time: Double) -> Double {
        guard isBanded else { return spring.velocity(at: time) }
        return rubberBandSlope(overscroll: spring.position(at: time), dimension: dimension, constant: constant)
            * spring.velocity(at: time)
    }

    public var doneTime: Double { spring.doneTime }
    public func isDone(at time: Double) -> Bool { spring.isDone(at: time) }
}
