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
    /// A design's `list.separator.inset` (nil: each template's own) and `hidden`.
    public var separatorInset: Double?
    public var separatorHidden = false

    public init(parameters p: Parameters, appearance: Appearance = .light, look: ListLook) {
        self.init(parameters: p, appearance: appearance)
        apply(look, appearance: appearance)
    }

    public init(parameters p: Parameters, appearance: Appearance = .light) {
        verticalPadding = p[ListParameter.rowPadding]
        horizontalPadding = p[ListParameter.rowHorizontalPadding]
        spacing = p[ListParameter.rowSpacing]
        let dark = appearance == .dark
        title = TextStyle(size: p[ListParameter.titleFontSize], weight: .bold, color: SystemColor.label.resolved(appearance))
        // secondaryLabel over the row's background, opaque (light: the value this list always drew).
        subtitle = TextStyle(size: p[ListParameter.subtitleFontSize], color: dark ? Color(152, 152, 159) : Color(110, 110, 115))
        background = SystemColor.systemBackground.resolved(appearance)
        highlight = SystemColor.systemGray4.resolved(appearance)
        separator = dark ? SystemColor.opaqueSeparator.dark : Color(200, 199, 204)  // UIKit's separator grey
    }

    public func textWidth(rowWidth: Double) -> Double { max(1, rowWidth - 2 * horizontalPadding) }

    /// The title is one line (numberOfLines = 1: text after a newline is cut with "…"); an empty
    /// title takes no height, so the subtitle moves up rather than being clipped. The row's height
    /// and where compose draws the subtitle both come from here.
    public func titleHeight(of row: ListContent.Row, measurer: any TextMeasuring) -> Double {
        guard let firstLine = row.title.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first,
              !row.title.isEmpty else { return 0 }
        return measurer.measure(firstLine.isEmpty ? " " : String(firstLine.prefix(256)), style: title, width: nil).height
    }

    /// Self-sizing height of `row` at `rowWidth` (UITableView.automaticDimension).
    public func height(of row: ListContent.Row, rowWidth: Double, measurer: any TextMeasuring) -> Double {
        var height = 2 * verticalPadding + titleHeight(of: row, measurer: measurer)
        if !row.subtitle.isEmpty {
            height += spacing + measurer.measure(row.subtitle, style: subtitle, width: textWidth(rowWidth: rowWidth)).height
        }
        return height
    }
}
