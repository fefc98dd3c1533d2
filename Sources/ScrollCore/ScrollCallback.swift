/// The delegate callbacks of `UIScrollViewDelegate`, as values, in the order they were sent.
public enum ScrollCallback: Equatable, Sendable {
    case willBeginDragging
    case didScroll
    /// `velocity` in points per millisecond, UIKit's unit for this callback (positive when the
    /// offset grows; the trace's `velocity_y` is in points/s), `targetContentOffset` as finally
    /// chosen (the receiver may have changed it; not when paging).
    case willEndDragging(velocity: Double, targetContentOffset: Double)
    case didEndDragging(willDecelerate: Bool)
    case willBeginDecelerating
    case didEndDecelerating
    case didEndScrollingAnimation
    case shouldScrollToTop
    case didScrollToTop
    case didZoom(scale: Double)
    case didEndZooming(scale: Double)
    /// A press released within `touchSlop`, at this viewport point.
    case tap(Point)

    /// UIKit's method name without the `scrollView` prefix, as `events.csv` writes it.
    public var name: String {
        switch self {
        case .willBeginDragging: "willBeginDragging"
        case .didScroll: "didScroll"
        case .willEndDragging: "willEndDragging"
        case .didEndDragging: "didEndDragging"
        case .willBeginDecelerating: "willBeginDecelerating"
        case .didEndDecelerating: "didEndDecelerating"
        case .didEndScrollingAnimation: "didEndScrollingAnimation"
        case .shouldScrollToTop: "shouldScrollToTop"
        case .didScrollToTop: "didScrollToTop"
        case .didZoom: "didZoom"
        case .didEndZooming: "didEndZooming"
        case .tap: "tap"
        }
    }
}

/// A callback with the session time (seconds) at which it was sent.
public struct TimedCallback: Equatable, Sendable {
    public var time: Double
    public var callback: ScrollCallback
    public init(time: Double, callback: ScrollCallback) {
        self.time = time
        self.callback = callback
    }
}
