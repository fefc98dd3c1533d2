/// What the scroll view is doing, named as the trace's `phase` column names it.
public enum ScrollPhase: String, Equatable, Sendable, CaseIterable {
    /// At rest.
    case idle
    /// A finger is down but has not moved past `touchSlop` yet (UIKit's `isTracking` alone).
    case tracking
    /// The content follows the finger (UIKit's `isDragging`).
    case dragging
    /// Coasting after a fling, or snapping to a page (UIKit's `isDecelerating`).
    case decelerating
    /// Springing back to an edge after an overscroll (still `isDecelerating` in UIKit).
    case bouncing
    /// A programmatic scroll (`setContentOffset(_:animated: true)`, scroll-to-top).
    case animating
}
