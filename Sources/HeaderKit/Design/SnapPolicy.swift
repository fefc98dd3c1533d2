/// Where a release may come to rest (Flutter's SliverAppBar snap, generalised to any list of
/// offsets): a value, so live tuning replaces it instead of a closure keeping an old copy.
public struct SnapPolicy: Sendable, Equatable {
    /// Sorted offsets; empty means no snapping.
    public var points: [Double]

    public init(points: [Double]) { self.points = points.sorted() }

    /// A release that would rest between two snap offsets a < b settles at b when moving towards b
    /// and past a quarter of the gap, at a when moving towards a and short of three quarters, else
    /// at the nearer; nil when it would rest outside them.
    public func target(proposedOffset: Double, velocity: Double) -> Double? {
        guard let lower = points.last(where: { $0 < proposedOffset }),
              let upper = points.first(where: { $0 > proposedOffset }) else { return nil }
        let gap = upper - lower, travelled = proposedOffset - lower
        if velocity > 0 { return travelled >= gap / 4 ? upper : lower }
        if velocity < 0 { return travelled <= gap * 3 / 4 ? lower : upper }
        return travelled < gap / 2 ? lower : upper
    }
}
