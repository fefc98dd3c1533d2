import HeaderKit
import ScrollCore

/// Where the panel's parts are, in window points: a column `width` wide to the right of the
/// phone, a fixed header (title, hints, the design warning), then the scrolling list of group
/// headings and two-line parameter rows. Hit-testing and drawing both read this one geometry.
public struct PanelLayout: Sendable {
    public static let width = 380.0
    public static let headerHeight = 62.0
    public static let headingHeight = 26.0
    public static let rowHeight = 36.0
    /// Where the value column starts, from the panel's left edge (names are left of it).
    public static let valueColumn = 226.0
    public static let padding = 12.0

    public let left: Double
    public let height: Double
    public let lines: [PanelLine]
    /// How far the list is scrolled (0 shows the first heading).
    public let scrollY: Double
    private let tops: [Double]
    public let contentHeight: Double

    public init(left: Double, height: Double, lines: [PanelLine], scrollY: Double) {
        self.left = left
        self.height = height
        self.lines = lines
        var tops: [Double] = [], y = 0.0
        for line in lines {
            tops.append(y)
            if case .heading = line { y += Self.headingHeight } else { y += Self.rowHeight }
        }
        self.tops = tops
        contentHeight = y
        self.scrollY = min(max(0, scrollY), max(0, y - (height - Self.headerHeight)))
    }

    public var frame: Rect { Rect(x: left, y: 0, width: Self.width, height: height) }
    public var listFrame: Rect { Rect(x: left, y: Self.headerHeight, width: Self.width, height: max(0, height - Self.headerHeight)) }

    public func frame(ofLine index: Int) -> Rect {
        let lineHeight = if case .heading = lines[index] { Self.headingHeight } else { Self.rowHeight }
        return Rect(x: left, y: Self.headerHeight + tops[index] - scrollY, width: Self.width, height: lineHeight)
    }

    /// The value's box on a row's first line (click to type, drag to scrub, wheel to step).
    public func valueFrame(ofLine index: Int) -> Rect {
        let row = frame(ofLine: index)
        return Rect(x: left + Self.valueColumn, y: row.minY + 2, width: Self.width - Self.valueColumn - Self.padding, height: 18)
    }

    /// The lines at least partly inside the list's frame.
    public var visibleLines: Range<Int> {
        let first = tops.firstIndex { $0 + Self.rowHeight > scrollY } ?? lines.count
        let bottom = scrollY + listFrame.height
        let end = tops.firstIndex { $0 >= bottom } ?? lines.count
        return first..<max(first, end)
    }

    public enum Hit: Equatable, Sendable {
        /// On the value of parameter `name`.
        case value(String)
        /// Elsewhere on its row.
        case row(String)
        /// On the panel but on no row (header, heading, empty space).
        case panel
    }

    /// What is under `point`; nil when it is not on the panel.
    public func hit(_ point: Point) -> Hit? {
        guard point.x >= left, point.x < left + Self.width, point.y >= 0, point.y < height else { return nil }
        guard point.y >= Self.headerHeight else { return .panel }
        for index in visibleLines {
            guard let row = lines[index].row, frame(ofLine: index).contains(point) else { continue }
            let value = valueFrame(ofLine: index)
            return point.x >= value.minX && point.y <= value.maxY + 2 ? .value(row.name) : .row(row.name)
        }
        return .panel
    }

    /// The scroll that brings `name`'s row fully into view (unchanged when it already is).
    public func scrollShowing(_ name: String) -> Double {
        guard let index = lines.firstIndex(where: { $0.row?.name == name }) else { return scrollY }
        let top = tops[index], visible = listFrame.height
        // Keep the group's heading in view above the first row of a group.
        let headingAbove = index > 0 && lines[index - 1].row == nil ? Self.headingHeight : 0
        if top - headingAbove < scrollY { return top - headingAbove }
        if top + Self.rowHeight > scrollY + visible { return top + Self.rowHeight - visible }
        return scrollY
    }
}
