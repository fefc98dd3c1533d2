/// UIKit's `contentInsetAdjustmentBehavior`, as far as the top edge goes: whether the scroll view
/// adds the safe area's top to the design's `contentInsetTop` (`adjustedContentInset`).
public enum ContentInsetAdjustment: String, Sendable, Equatable, CaseIterable {
    /// `.never`: the inset is the design's alone; a header under the status bar is the design's
    /// choice (photos that bleed to the top of the screen). The default: without a device the
    /// safe area is 0 and both behave the same.
    case never
    /// `.automatic` (and `.scrollableAxes`) for a vertically scrolling list: `adjustedContentInset
    /// = contentInset + safeAreaInsets`, so at rest nothing of the content starts under the
    /// status bar or the Dynamic Island.
    case automatic

    /// What the scroll view adds to the design's inset for a safe area whose top is `safeTop`.
    public func addedTop(safeTop: Double) -> Double {
        switch self {
        case .never: 0
        case .automatic: safeTop
        }
    }
}
