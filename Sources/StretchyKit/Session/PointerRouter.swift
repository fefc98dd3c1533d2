import ScrollCore

/// Decides, once per press, which scroll view a finger drives: the list, or (for a press on the
/// carousel's photos) the horizontal pager — the first movement past `touchSlop` picks the axis,
/// as UIScrollView's directional lock does for nested scroll views.
struct PointerRouter: Equatable {
    enum Route: Equatable {
        case none
        /// Both views see the press until the finger has moved past the slop.
        case undecided(start: Point)
        case vertical
        case horizontal
    }

    var route: Route = .none
    var lastPoint: Point = .zero

    /// The route for a press at `point`; `onPager` when it landed on a pageable header.
    mutating func press(at point: Point, onPager: Bool) {
        lastPoint = point
        route = onPager ? .undecided(start: point) : .vertical
    }

    /// For a move while undecided: the axis once the finger passed `slop`, else nil.
    mutating func decide(moveTo point: Point, slop: Double) -> Route? {
        lastPoint = point
        guard case let .undecided(start) = route else { return nil }
        let dx = point.x - start.x, dy = point.y - start.y
        guard dx * dx + dy * dy > slop * slop else { return nil }
        route = abs(dx) > abs(dy) ? .horizontal : .vertical
        return route
    }
}
