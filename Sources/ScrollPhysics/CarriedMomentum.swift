import Foundation

/// Repeated flicks speed the list up: a drag that catches content still coasting carries part of
/// that speed into its own fling. An approximation taken from Flutter's iOS physics, which fitted
/// it to UIScrollView by overlaying both (`BouncingScrollPhysics.carriedMomentum` and
/// `ScrollDragController`); UIKit documents no formula.
///
/// With `v` the coasting speed (points/s) when the finger caught it:
///   carried(v) = sign(v)·min(0.000816·|v|^1.967, 40000)
/// added at release when the new fling points the same way and is faster than half of it.
public enum CarriedMomentum {
    /// Flutter's power-law fit: `0.000816·|v|^1.967` points/s, at most 40000.
    public static let coefficient = 0.000816
    public static let exponent = 1.967
    public static let maximum = 40_000.0
    /// A finger still for longer than this (s) loses the carried speed: Flutter's
    /// `ScrollDragController.momentumRetainStationaryDurationThreshold` (20 ms).
    public static let stationaryLimit = 0.02
    /// The release must be faster than this fraction of the carried speed to add it: Flutter's
    /// `ScrollDragController.momentumRetainVelocityThresholdFactor` (0.5).
    public static let releaseFactor = 0.5

    /// The speed a catch of content coasting at `velocity` (points/s) may carry into the next fling.
    public static func carried(from velocity: Double) -> Double {
        guard velocity.isFinite, velocity != 0 else { return 0 }
        let magnitude = min(coefficient * pow(abs(velocity), exponent), maximum)
        return velocity < 0 ? -magnitude : magnitude
    }

    /// The fling velocity of a release at `release` points/s that carries `carried`: their sum
    /// when both point the same way and the release is not much slower, else the release alone.
    public static func launch(release: Double, carried: Double) -> Double {
        guard carried != 0, release * carried > 0, abs(release) > abs(carried) * releaseFactor else { return release }
        return release + carried
    }
}
