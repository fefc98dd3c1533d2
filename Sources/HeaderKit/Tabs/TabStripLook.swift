import ScrollCore

/// How a `tabs` strip draws (`"indicator": {"style", "color", "height", "width"}`, `"color"`,
/// `"selectedColor"`): enough for Threads' black full-width underline, X's blue text-wide one,
/// Instagram's and the App Store's pills. The defaults are the strip Stretchy always drew: titles
/// `secondaryLabel`, the selected one `label`, a 4 pt `systemBlue` underline as wide as its title.
public struct TabStripLook: Sendable, Equatable {
    public enum IndicatorStyle: String, Sendable, Equatable, CaseIterable {
        /// A bar along the strip's bottom edge.
        case underline
        /// A capsule behind the selected title.
        case pill
    }
    public enum IndicatorWidth: String, Sendable, Equatable, CaseIterable {
        /// As wide as the selected title (a pill: with 12 pt each side).
        case text
        /// As wide as the title's cell (its share of the strip).
        case full
    }

    public var style = IndicatorStyle.underline
    public var indicatorColor: DynamicColor?
    /// Points; nil: 4 (underline) or the title's line height + 10 (pill).
    public var indicatorHeight: Double?
    public var width = IndicatorWidth.text
    public var color = SystemColor.secondaryLabel
    public var selectedColor = SystemColor.label

    public init() {}

    /// The indicator's colour: the design's, else system blue (underline) or systemGray5 (pill).
    public var resolvedIndicatorColor: DynamicColor {
        indicatorColor ?? (style == .underline ? SystemColor.systemBlue : SystemColor.systemGray5)
    }
}
