import Foundation

/// The finger's momentum in a release towards the content from past an edge, in pull (finger)
/// space: damped at `rate`, never pulled back, so any flick back eventually passes the edge.
///   m(t) = v0/λ·(1 − e^{−λt})   (points)
///   m'(t) = v0·e^{−λt}           (points/s)
///
/// `λ` is the damper of Compose Multiplatform's `CupertinoOverscrollEffect` (JetBrains'
/// reproduction of UIKit): its fling-from-overscroll spring has stiffness 400 and damping ratio
/// 0.75 (`Spring.DampingRatioLowBouncy`) on unit mass, so damping `2·0.75·√400 = 30` per second.
/// Only the damper is kept: the pull's own spring (`bounceResponse`) returns the stretch.
public struct OverscrollMomentum: Equatable, Sendable {
    /// Points/s at the release, in pull space.
    public let startVelocity: Double
    /// `λ`, 1/s.
    public let rate: Double

    /// Compose's `2ζ√k` with ζ = 0.75, k = 400, m = 1.
    public static let composeDamping = 2 * 0.75 * 400.0.squareRoot()

    public init(velocity: Double, rate: Double = Self.composeDamping) {
        self.startVelocity = velocity.isFinite ? velocity : 0
        self.rate = rate.isFinite && rate > 0 ? rate : Self.composeDamping
    }

    public func displacement(at time: Double) -> Double {
        startVelocity / rate * -expm1(-rate * max(time, 0))
    }

    public func velocity(at time: Double) -> Double {
        startVelocity * exp(-rate * max(time, 0))
    }
}
