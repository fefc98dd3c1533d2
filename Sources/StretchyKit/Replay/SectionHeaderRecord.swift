import ScrollCore

/// One content section header on screen as the sidecar writes it: its title, its band in
/// viewport points, and whether it pins (`"pinned": false` scrolls with its rows).
public struct SectionHeaderRecord: Equatable, Sendable {
    public var title: String
    public var frame: Rect
    public var pinned: Bool

    public init(title: String, frame: Rect, pinned: Bool) {
        self.title = title
        self.frame = frame
        self.pinned = pinned
    }
}
