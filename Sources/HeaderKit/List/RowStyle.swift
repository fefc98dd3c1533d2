import ScrollCore

/// How a list row is laid out and drawn: a one-line title over a wrapped subtitle, with padding
/// and a hairline separator at its bottom.
public struct RowStyle: Equatable, Sendable {
    public var verticalPadding: Double
    public var horizontalPadding: Double
    public var spacing: Double
    public var title: TextStyle
    public var subtitle: TextStyle
    public var background: Color
    /// UITableViewCell's selection grey (systemGray4), under a finger and fading out after a tap.
    public var highlight: Color
    public var separator: Color
    public var separatorThickness = 0.5

    public init(parameters p: Parameters, appearance: Appearance = .light) {
        verticalPadding = p["rowPadding"]
        horizontalPadding = p["rowHorizontalPadding"]
        spacing = p["rowSpacing"]
        let dark = appearance == .dark
        title = TextStyle(size: p["titleFontSize"], weight: .bold, color: SystemColor.label.resolved(appearance))
        // secondaryLabel over the row's background, opaque (light: the value this list always drew).
        subtitle = TextStyle(size: p["subtitleFontSize"], color: dark ? Color(152, 152, 159) : Color(110, 110, 115))
        background = SystemColor.systemBackground.resolved(appearance)
        highlight = SystemColor.systemGray4.resolved(appearance)
        separator = dark ? SystemColor.opaqueSeparator.dark : Color(200, 199, 204)  // UIKit's separator grey
    }

    public func textWidth(rowWidth: Double) -> Double { max(1, rowWidth - 2 * horizontalPadding) }

    /// Self-sizing height of `row` at `rowWidth` (UITableView.automaticDimension).
    public func height(of row: ListContent.Row, rowWidth: Double, measurer: any TextMeasuring) -> Double {
        let titleHeight = measurer.measure(row.title, style: title, width: nil).height
        var height = 2 * verticalPadding + titleHeight
        if !row.subtitle.isEmpty {
            height += spacing + measurer.measure(row.subtitle, style: subtitle, width: textWidth(rowWidth: rowWidth)).height
        }
        return height
    }
}
