import HeaderKit
import ScrollCore

/// The content's tabs in a session: one vertical scroll view for the header and the shown tab's
/// rows (so the four tab rules hold by construction, see `HeaderScreen+Tabs`), and the design's
/// horizontal paging view reused for swipes between tabs when the design has no photo pager.
extension Session {
    public var hasTabs: Bool { content.hasTabs }
    /// Horizontal swipes across the list switch tabs (a design with its own photo pager keeps it).
    var swipesTabs: Bool { content.hasTabs && !screen.hasPager }

    /// The shown tab, fractional while a swipe (or a tap's slide) moves between tabs.
    public var tabPosition: Double {
        guard swipesTabs else { return Double(screen.currentTab) }
        return pager.state.contentOffset.x / max(1, viewport.width)
    }

    public var currentTab: Int { screen.currentTab }

    /// A press the horizontal view takes too: the design's pager, or the rows when swipes switch tabs.
    func pagesHorizontally(_ hit: HitTarget) -> Bool {
        switch hit {
        case .pager: true
        case .row, .none: swipesTabs
        default: false
        }
    }

    /// What expressions read besides the offset: `tab`, `velocity`, `direction`, `dragging`.
    mutating func updateMotion() {
        let state = scrollView.state
        if state.velocity.y > 0 { lastDirection = 1 } else if state.velocity.y < 0 { lastDirection = -1 }
        screen.motion = ScrollMotion(tab: tabPosition, velocity: state.velocity.y, direction: lastDirection,
                                     isDragging: state.isDragging)
    }

    /// Shows tab `tab` under the same header (rules 2 and 3 pick the offset); logs `didSwitchTab`.
    /// `animated`: the strip's indicator and the lists slide there (a tap), else they are there (a swipe's end).
    mutating func switchTab(to tab: Int, at seconds: Double, animated: Bool) {
        let from = screen.currentTab
        guard tab != from, tab >= 0, tab < screen.tabCount else { return }
        let target = screen.switchTab(to: tab, from: scrollView.state.contentOffset.y)
        _ = screen.layoutPass(offsetY: target)
        scrollView.setContentSize(Size(width: viewport.width, height: screen.contentHeight), at: seconds)
        scrollView.setContentOffset(target, animated: false, at: seconds)
        if swipesTabs, animated { pager.setContentOffset(Double(tab) * viewport.width, animated: true, at: seconds) }
        selection.selectedSegment = tab
        selection.selectedRow = nil
        eventLog.append(.didSwitchTab(to: tab, from: from), atMs: Instant(seconds: seconds).milliseconds)
        updateMotion()
    }

    /// A swipe came to rest on a page: that tab is shown.
    mutating func settleTabSwipe(at seconds: Double) {
        let page = Int((pager.state.contentOffset.x / max(1, viewport.width)).rounded())
        switchTab(to: min(max(0, page), screen.tabCount - 1), at: seconds, animated: false)
    }
}
