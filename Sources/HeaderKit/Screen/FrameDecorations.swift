import ScrollCore

/// Per-frame inputs besides the scroll state: what the app tracks outside the scroll view.
public struct FrameDecorations: Equatable, Sendable {
    /// Session time in seconds (spinner rotation).
    public var time: Double
    /// Horizontal offset of the design's pager in points (page i sits at i·W - offset).
    public var carouselOffset: Double
    /// Selected segment of the design's segmented control.
    public var selectedSegment: Int
    public var refresh: RefreshControl
    /// Row under a finger that has not lifted (UITableView's highlight), and the tapped row.
    public var highlightedRow: Int?
    public var selectedRow: Int?
    /// How much of the selection grey the tapped row still shows (1 at the tap, 0 once deselected).
    public var selectionFade: Double
    /// The tab shown, fractional while a swipe moves between tabs (the strip's indicator follows it).
    public var tabPosition = 0.0
    /// Each row section's horizontal offset (its own scroll view's contentOffset.x; absent: 0).
    public var rowOffsets: [RowSectionKey: Double] = [:]
    /// Where a finger (the pointer held down) is, in viewport points: interactive glass swells under it.
    public var touch: Point?

    public init(time: Double = 0, carouselOffset: Double = 0, selectedSegment: Int = 0,
                refresh: RefreshControl = RefreshControl(), highlightedRow: Int? = nil, selectedRow: Int? = nil,
                selectionFade: Double = 0, touch: Point? = nil) {
        self.touch = touch
        self.time = time
        self.carouselOffset = carouselOffset
        self.selectedSegment = selectedSegment
        self.refresh = refresh
        self.highlightedRow = highlightedRow
        self.selectedRow = selectedRow
        self.selectionFade = selectionFade
    }
}

/// What a viewport point lands on.
public enum HitTarget: Equatable, Sendable {
    case row(Int)
    case header
    /// A segment of the design's segmented control.
    case bar(segment: Int)
    /// The design's horizontal pager (drags page it).
    case pager
    case none
}
