/// When a spring counts as settled: both its displacement and its speed envelopes stay under
/// these for good. Values, so each use says which it means.
public struct SpringTolerance: Sendable, Equatable {
    /// Distance from the target, in the spring's own units (points, or log-scale for zoom).
    public var distance: Double
    /// Speed, in the spring's units per second.
    public var speed: Double

    public init(distance: Double, speed: Double) {
        self.distance = distance
        self.speed = speed
    }

    /// A scroll spring (`setContentOffset` on a spring, the wheel): a tenth of a point, 1 pt/s.
    public static let scroll = SpringTolerance(distance: 0.1, speed: 1)
    /// No longer visible on screen: `RestThreshold`'s half a pixel (at 1 pixel per point) and 5 pt/s.
    public static let invisible = SpringTolerance.invisible(scale: 1)

    /// No longer visible on a screen of `scale` pixels per point: half a pixel, 5 pt/s.
    public static func invisible(scale: Double) -> SpringTolerance {
        SpringTolerance(distance: RestThreshold.distance(scale: scale), speed: RestThreshold.speed)
    }
    /// Zoom's spring in log-scale: 1e-4 is a 0.01 % scale change.
    public static let zoom = SpringTolerance(distance: 1e-4, speed: 1e-3)

    /// The same tolerance in a space `factor` times larger (a bounce's pull is shown through a
    /// band whose slope is at most `c`, so its pull may move `1/c` times as far unseen).
    public func scaled(by factor: Double) -> SpringTolerance {
        SpringTolerance(distance: distance * factor, speed: speed * factor)
    }
}
