/// A snapshot of the scroll view, what layout and the trace read each frame.
public struct ScrollState: Equatable, Sendable {
    /// UIKit's `contentOffset`: grows as the content moves up; `-contentInset.top` at rest at the top.
    public var contentOffset: Point = .zero
    /// Points per second, positive when the offset grows.
    public var velocity: Point = .zero
    public var phase: ScrollPhase = .idle
    public var contentSize: Size = .zero
    public var contentInset: EdgeInsets = .zero
    /// The viewport (UIKit's `bounds.size`).
    public var boundsSize: Size = .zero
    public var zoomScale: Double = 1
    /// 0...1: the scroll indicator's opacity (shown while scrolling, fades after rest).
    public var scrollIndicatorAlpha: Double = 0

    public init() {}

    public var isTracking: Bool { phase == .tracking || phase == .dragging }
    public var isDragging: Bool { phase == .dragging }
    public var isDecelerating: Bool { phase == .decelerating || phase == .bouncing }

    /// Smallest resting `contentOffset.y`: `-contentInset.top`.
    public var minimumOffsetY: Double { -contentInset.top }
    /// Largest resting `contentOffset.y`; equals the minimum when the content is shorter than the bounds.
    public var maximumOffsetY: Double {
        max(minimumOffsetY, contentSize.height + contentInset.bottom - boundsSize.height)
    }
}
