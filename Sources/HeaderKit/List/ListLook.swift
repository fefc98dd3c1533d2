/// The list's look as design data (`"list": {…}` in a design file): UITableView's plain or
/// inset-grouped style, its background, separators and text colours. Nil fields keep the system
/// look every design had before (white rows, UIKit's separator grey, label / secondaryLabel).
public struct ListLook: Sendable, Equatable {
    public enum Style: String, Sendable, Equatable, CaseIterable { case plain, insetGrouped }

    public var style: Style = .plain
    public var background: DynamicColor?
    public var separatorColor: DynamicColor?
    /// The separator's leading inset (nil: the template's, UIKit's default under the text).
    public var separatorInset: Double?
    public var separatorHidden = false
    public var titleColor: DynamicColor?
    public var subtitleColor: DynamicColor?

    public init() {}

    /// UITableView.Style.insetGrouped: rows 16 pt in from each side, 10 pt corners per section.
    public static let groupedInset = 16.0
    public static let groupedCornerRadius = 10.0

    /// The rows' horizontal inset from the screen's sides.
    public var rowInset: Double { style == .insetGrouped ? Self.groupedInset : 0 }

    /// The screen behind the rows (grouped lists show systemGroupedBackground around their cards);
    /// nil: the system background.
    public var screenColor: DynamicColor? { style == .insetGrouped ? SystemColor.systemGroupedBackground : background }

    /// The rows' colour (an inset-grouped card is secondarySystemGroupedBackground); nil: the system background.
    public var rowColor: DynamicColor? { background ?? (style == .insetGrouped ? SystemColor.secondarySystemGroupedBackground : nil) }

    public func screenBackground(_ appearance: Appearance) -> Color? { screenColor?.resolved(appearance) }
}

extension RowStyle {
    /// `look`'s colours over the system ones.
    public mutating func apply(_ look: ListLook, appearance: Appearance) {
        if let color = look.rowColor { background = color.resolved(appearance) }
        if let color = look.separatorColor { separator = color.resolved(appearance) }
        if let color = look.titleColor { title.color = color.resolved(appearance) }
        if let color = look.subtitleColor { subtitle.color = color.resolved(appearance) }
        separatorInset = look.separatorInset
        separatorHidden = look.separatorHidden
    }
}
