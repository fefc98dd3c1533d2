import Foundation

/// Repeated flicks speed the list up: a drag that catches content still coasting carries part of
/// that speed into its own fling. An approximation taken from Flutter's iOS physics, which fitted
/// it to UIScrollView by overlaying both (`BouncingScrollPhysics.carriedMomentum` and
/// `ScrollDragController`); UIKit documents no formula.
///
/// With `v` the coasting speed (points/s) when the finger caught it:
///   carried(v) = sign(v)·min(0.000816·|v|^1.967, 40000)
/// added at release when the new fling points the same way, at most `1/releaseFactor` (2) times
/// the release's own speed.
///
/// Flutter adds all of it when the release is faster than half of it and nothing otherwise. Since
/// carried(v) grows like v², a list coasting faster than about 3,150 pt/s carries more than twice
/// a 4000 pt/s flick, so with Flutter's rule identical flicks alternate 4000 → 10,967 → 4000 →
/// 10,967 pt/s: every other same-way flick brakes the list to the finger's speed. Here the carried
/// part is capped at twice the release instead: the same launch as Flutter's wherever Flutter
/// adds the carry (release > carried/2), the same bound Flutter's factor expresses (a slow drag
/// over a fast list gets at most 2× its speed added, never the whole carry), and continuous and
/// never below the release: identical flicks speed up to 3× the finger and stay there.
public enum CarriedMomentum {
    /// Flutter's power-law fit: `0.000816·|v|^1.967` points/s, at most 40000.
    public static let coefficient = 0.000816
    public static let exponent = 1.967
    public static let maximum = 40_000.0
    /// A finger still for longer than this (s) loses the carried speed: Flutter's
    /// `ScrollDragController.momentumRetainStationaryDurationThreshold` (20 ms). A still finger
    /// sends no moves, so the gap is measured at the next move or at the release.
    public static let stationaryLimit = 0.02
    /// The carried part added is at most the release's speed divided by this: Flutter's
    /// `ScrollDragController.momentumRetainVelocityThresholdFactor` (0.5), used as a cap rather
    /// than Flutter's all-or-nothing threshold.
    public static let releaseFactor = 0.5

    /// The speed a catch of content coasting at `velocity` (points/s) may carry into the next fling.
    public static func carried(from velocity: Double) -> Double {
        guard velocity.isFinite, velocity != 0 else { return 0 }
        let magnitude = min(coefficient * pow(abs(velocity), exponent), maximum)
        return velocity < 0 ? -magnitude : magnitude
    }

    /// The fling velocity of a release at `release` points/s that carries `carried`: the release
    /// plus the carried speed, at most `release/releaseFactor` of it, when both point the same
    /// way; else the release alone.
    public static func launch(release: Double, carried: Double) -> Double {
        guard carried != 0, release * carried > 0 else { return release }
        let added = min(abs(carried), abs(release) / releaseFactor)
        return release + (release < 0 ? -added : added)
    }
}
