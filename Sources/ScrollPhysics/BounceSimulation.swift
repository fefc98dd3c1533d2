/// The return to an edge after an overscroll: a critically damped spring whose excursion is shown
/// through the rubber band, so even a fling at the maximum velocity stays within one `dimension`
/// of the edge, and the velocity carries over smoothly (the band's slope is `c` at the edge, so
/// the spring starts with `v/slope`).
///
/// One law for every start: the band's dimension is the viewport's, or twice the start
/// overscroll when that is deeper than half the viewport (a finger that grabbed the bounce again
/// and again, or a range that shrank under the content), so the shown return changes
/// continuously with the start depth instead of switching to another spring.
///
/// A release towards the content fast enough to pass the edge (faster than `ω·pull`) crosses it
/// at `crossingTime`, and the motion carries on inside as a deceleration from
/// `velocityAtCrossing`; otherwise it settles on the edge without passing it.
///
/// Positions in points, velocities in points/s, `response` in s.
public struct BounceSimulation: Simulation, Equatable {
    public let edge: Double
    public let spring: CriticallyDampedSpring
    /// The rubber band's dimension: the viewport's, or twice a deeper start overscroll.
    public let dimension: Double
    public let constant: Double
    /// Start overscroll, as a fraction of the band's dimension, at most (deeper ones widen the band).
    public static let deepestStartFraction = 0.5

    /// `screenScale`: pixels per point of the screen; the bounce ends within half a pixel of the edge.
    public init(edge: Double, position: Double, velocity: Double, dimension: Double, constant: Double,
                response: Double, screenScale: Double = 1) {
        self.edge = edge
        let start = position.isFinite ? position - edge : 0
        self.dimension = max(dimension, 1, abs(start) / Self.deepestStartFraction)
        self.constant = max(constant, 0.01)
        let pull = inverseRubberBandedOffset(rubberBanded: start, dimension: self.dimension, constant: self.constant)
        let slope = rubberBandSlope(overscroll: pull, dimension: self.dimension, constant: self.constant)
        let pullVelocity = velocity.isFinite ? velocity / slope : 0
        // Invisible on screen, in pull space: the shown motion is at most `c` times as large.
        self.spring = CriticallyDampedSpring(target: 0, position: pull, velocity: pullVelocity, response: response,
                                             tolerance: .invisible(scale: screenScale).scaled(by: 1 / self.constant))
    }

    public func position(at time: Double) -> Double {
        edge + rubberBandedOffset(overscroll: spring.position(at: time), dimension: dimension, constant: constant)
    }

    public func velocity(at time: Double) -> Double {
        rubberBandSlope(overscroll: spring.position(at: time), dimension: dimension, constant: constant)
            * spring.velocity(at: time)
    }

    /// When the motion passes the edge into the content (s), or nil if it never does.
    /// `(x0 + b·t)·e^{-ωt} = 0` at `t = -x0/b`, with `b = v0 + ω·x0`.
    public var crossingTime: Double? {
        let x0 = spring.startDisplacement
        let b = spring.startVelocity + spring.angularFrequency * x0
        guard x0 != 0, b != 0, x0 * b < 0 else { return nil }
        return -x0 / b
    }

    /// The shown velocity as the motion passes the edge: `c·b·e^{-ωt}` (the band's slope is `c` there).
    public var velocityAtCrossing: Double? {
        crossingTime.map { velocity(at: $0) }
    }

    /// Over when it passes the edge (a coast takes over) or, if it never does, settles there.
    public var doneTime: Double { crossingTime ?? spring.doneTime }
    public func isDone(at time: Double) -> Bool { spring.isDone(at: time) }
}
