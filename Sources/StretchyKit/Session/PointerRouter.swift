import ScrollCore

/// Decides, once per press, which scroll view a finger drives: the list, or (for a press on the
/// carousel's photos) the horizontal pager. With `directionalLockEnabled` the first movement past
/// `touchSlop` picks one axis (`DirectionalLock`, as UIKit's nested scroll views); without it a
/// drag on the photos moves both, the pager along x and the list along y.
struct PointerRouter: Equatable {
    enum Route: Equatable {
        case none
        /// Both views see the press until the finger has moved past the slop.
        case undecided
        case vertical
        case horizontal
        /// Directional lock off: both views follow the finger, each along its own axis.
        case both
        /// On the status bar (the window's, not the list's): drives nothing; a tap there (up
        /// without moving past the slop) scrolls to top.
        case statusBar
    }

    var route: Route = .none
    var lastPoint: Point = .zero
    /// When the last press ended (seconds), for the touch indicator's fade; nil before any.
    var releasedAt: Double?
    private var lock = DirectionalLock()
    /// Where a status-bar press went down, while it can still be a tap; nil otherwise.
    private(set) var statusBarTap: Point?

    /// A press on the status bar: a possible tap until it moves past `slop`.
    mutating func pressStatusBar(at point: Point) {
        lastPoint = point
        route = .statusBar
        statusBarTap = point
    }

    /// A status-bar press moved to `point`: past `statusBarTapSlop` from where it went down, it
    /// is no tap.
    mutating func moveOnStatusBar(to point: Point) {
        lastPoint = point
        guard let start = statusBarTap else { return }
        let dx = point.x - start.x, dy = point.y - start.y
        let slop = Self.statusBarTapSlop
        if dx * dx + dy * dy > slop * slop { statusBarTap = nil }
    }

    /// How far (points) a status-bar press may move and still be a tap: UIKit's 10 pt touch slop
    /// (also `UILongPressGestureRecognizer.allowableMovement`'s default). Fixed, not the list's
    /// `touchSlop` (scripts set that to 0 for exact drags; the status bar is not the list's).
    static let statusBarTapSlop = 10.0

    /// The route for a press at `point`; `onPager` when it landed on a pageable header.
    mutating func press(at point: Point, onPager: Bool, locksDirection: Bool) {
        lastPoint = point
        guard onPager else { route = .vertical; return }
        route = locksDirection ? .undecided : .both
        lock.begin(at: point)
    }

    /// For a move while undecided: the axis once the finger passed `slop`, else nil.
    mutating func decide(moveTo point: Point, slop: Double) -> Route? {
        lastPoint = point
        guard route == .undecided else { return nil }
        lock.touchSlop = slop
        switch lock.update(with: point) {
        case .horizontal?: route = .horizontal
        case .vertical?: route = .vertical
        case nil: return nil
        }
        return route
    }

    mutating func end(at seconds: Double) {
        if route != .none { releasedAt = seconds }
        route = .none
        statusBarTap = nil
        lock.end()
    }
}
