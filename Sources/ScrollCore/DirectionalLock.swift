/// Decides once per drag whether it is horizontal or vertical, from the first movement past the
/// touch slop (UIKit's `isDirectionalLockEnabled`). A carousel header uses it: horizontal drags
/// page the photos, vertical drags scroll the list.
public struct DirectionalLock: Sendable, Equatable {
    public var touchSlop: Double
    public private(set) var start: Point?
    /// The axis chosen for the current drag, nil until the pointer has moved past the slop.
    public private(set) var axis: ScrollView.Axis?

    public init(touchSlop: Double = 10) { self.touchSlop = touchSlop }

    public mutating func begin(at point: Point) {
        start = point
        axis = nil
    }

    /// Feeds a pointer position; returns the axis once decided (and the same axis thereafter).
    @discardableResult
    public mutating func update(with point: Point) -> ScrollView.Axis? {
        if let axis { return axis }
        guard let start, point.x.isFinite, point.y.isFinite else { return nil }
        let dx = point.x - start.x, dy = point.y - start.y
        guard dx * dx + dy * dy > touchSlop * touchSlop else { return nil }
        axis = abs(dx) > abs(dy) ? .horizontal : .vertical
        return axis
    }

    public mutating func end() {
        start = nil
        axis = nil
    }
}
