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
/// A finger's release towards the content (`flick`) splits in two, summed in pull space: the
/// stretch returns on the spring from rest (the same return as a release with the finger still),
/// and the finger's velocity is `momentum`, damped but never pulled back (`OverscrollMomentum`).
/// Any flick back therefore passes the edge, at `crossingTime` (solved exactly: the sum is
/// monotone), and the motion carries on inside as a deceleration from `velocityAtCrossing`, which
/// grows smoothly from zero with the release speed. Every other start (a release away from the
/// content or at rest, a coast meeting the edge, a bounce restarted because the range moved) is
/// the spring alone, started with its velocity: it passes the edge only when faster than `ω·pull`
/// towards it, at `-x0/b` (`b = v0 + ω·x0`).
///
/// Positions in points, velocities in points/s, `response` in s.
public struct BounceSimulation: Simulation, Equatable {
    public let edge: Double
    public let spring: CriticallyDampedSpring
    /// The finger's momentum towards the content (zero velocity when released away from it).
    public let momentum: OverscrollMomentum
    /// The rubber band's dimension: the viewport's, or twice a deeper start overscroll.
    public let dimension: Double
    public let constant: Double
    /// Start overscroll, as a fraction of the band's dimension, at most (deeper ones widen the band).
    public static let deepestStartFraction = 0.5

    /// `screenScale`: pixels per point of the screen; the bounce ends within half a pixel of the edge.
    /// `flick`: a finger's release, whose velocity towards the content is momentum.
    public init(edge: Double, position: Double, velocity: Double, dimension: Double, constant: Double,
                response: Double, screenScale: Double = 1, flick: Bool = false) {
        self.edge = edge
        let start = position.isFinite ? position - edge : 0
        self.dimension = max(dimension, 1, abs(start) / Self.deepestStartFraction)
        self.constant = max(constant, 0.01)
        let pull = inverseRubberBandedOffset(rubberBanded: start, dimension: self.dimension, constant: self.constant)
        let slope = rubberBandSlope(overscroll: pull, dimension: self.dimension, constant: self.constant)
        let pullVelocity = velocity.isFinite ? velocity / slope : 0
        let towardsContent = flick && pull * pullVelocity < 0
        // Invisible on screen, in pull space: the shown motion is at most `c` times as large.
        self.spring = CriticallyDampedSpring(target: 0, position: pull, velocity: towardsContent ? 0 : pullVelocity,
                                             response: response,
                                             tolerance: .invisible(scale: screenScale).scaled(by: 1 / self.constant))
        self.momentum = OverscrollMomentum(velocity: towardsContent ? pullVelocity : 0)
        self.crossingTime = towardsContent ? Self.crossing(of: spring, and: momentum) : Self.crossing(of: spring)
    }

    /// Where the spring alone passes its target: `(x0 + b·t)·e^{-ωt} = 0` at `t = -x0/b`.
    static func crossing(of spring: CriticallyDampedSpring) -> Double? {
        let x0 = spring.startDisplacement
        let b = spring.startVelocity + spring.angularFrequency * x0
        guard x0 != 0, b != 0, x0 * b < 0 else { return nil }
        return -x0 / b
    }

    /// The pull (finger space, from the edge) at `time`.
    public func pull(at time: Double) -> Double {
        spring.position(at: time) + momentum.displacement(at: time)
    }

    public func position(at time: Double) -> Double {
        edge + rubberBandedOffset(overscroll: pull(at: time), dimension: dimension, constant: constant)
    }

    public func velocity(at time: Double) -> Double {
        rubberBandSlope(overscroll: pull(at: time), dimension: dimension, constant: constant)
            * (spring.velocity(at: time) + momentum.velocity(at: time))
    }

    /// When the motion passes the edge into the content (s), or nil if it never does.
    public let crossingTime: Double?

    /// The root of `x0·(1 + ωt)·e^{-ωt} + v0/λ·(1 − e^{-λt})`: positive at 0, of the momentum's
    /// sign far out, and monotone (both terms move towards the content), so exactly one root.
    /// Bracketed by doubling, then Newton's steps kept inside the bracket (bisection when one
    /// leaves it) to full double precision.
    static func crossing(of spring: CriticallyDampedSpring, and momentum: OverscrollMomentum) -> Double? {
        let sign: Double = spring.startDisplacement > 0 ? 1 : -1
        func f(_ t: Double) -> Double { sign * (spring.displacement(at: t) + momentum.displacement(at: t)) }
        guard f(0) > 0, momentum.startVelocity != 0 else { return nil }
        var low = 0.0, high = 1.0 / (spring.angularFrequency + momentum.rate)
        while f(high) > 0 {
            low = high
            high *= 2
            if high > 1e6 { return nil }
        }
        var t = (low + high) / 2
        for _ in 0..<200 {
            let value = f(t)
            if value > 0 { low = t } else { high = t }
            let slope = sign * (spring.velocity(at: t) + momentum.velocity(at: t))
            var next = slope != 0 ? t - value / slope : (low + high) / 2
            if !(next > low && next < high) { next = (low + high) / 2 }
            if abs(next - t) <= 1e-15 * max(t, 1e-12) || high - low <= 1e-15 * high { return next }
            t = next
        }
        return t
    }

    /// The shown velocity as the motion passes the edge (the band's slope is `c` there).
    public var velocityAtCrossing: Double? {
        crossingTime.map { velocity(at: $0) }
    }

    /// Over when it passes the edge (a coast takes over) or, if it never does, settles there.
    public var doneTime: Double { crossingTime ?? spring.doneTime }
}
