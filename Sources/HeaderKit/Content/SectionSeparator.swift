import ScrollCore

/// A list section's own separators (`"separator": {"hidden": true}` or `{"inset": {"leading": 16,
/// "trailing": 0}, "color": "separator"}`): UITableView's `separatorStyle`, `separatorInset` and
/// `separatorColor` for one section. Unset fields keep the list's (`ListLook`).
public struct SectionSeparator: Sendable, Equatable {
    public var hidden: Bool
    /// From the row's leading edge (nil: the template's text column, as the list draws it).
    public var leading: Double?
    /// Kept clear at the row's trailing edge.
    public var trailing: Double
    public var color: DynamicColor?

    public init(hidden: Bool = false, leading: Double? = nil, trailing: Double = 0, color: DynamicColor? = nil) {
        self.hidden = hidden
        self.leading = leading
        self.trailing = trailing
        self.color = color
    }
}
