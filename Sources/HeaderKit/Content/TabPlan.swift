/// One tab's sections laid out as the layout rows `ListLayout` sizes: a section's sticky header
/// (when it has one), then one row per list item, one per grid line, one for a horizontal row.
/// Finding what a layout row holds is a binary search over the section starts (O(log sections)),
/// so a 100,000-item grid is 33,334 rows whose heights are known without touching their items.
public struct TabPlan: Sendable, Equatable {
    public enum Line: Equatable, Sendable {
        case header(section: Int)
        /// Line `line` of section `section`: list row `line`, grid line `line`, or the whole row section.
        case items(section: Int, line: Int)
    }

    public let sections: [ContentSection]
    /// The first layout row of each section (its header's, when it has one).
    public let starts: [Int]
    public let count: Int

    public init(sections: [ContentSection]) {
        self.sections = sections
        var starts: [Int] = [], next = 0
        for section in sections {
            starts.append(next)
            next += (section.header == nil ? 0 : 1) + section.itemLines
        }
        self.starts = starts
        self.count = next
    }

    /// One list of rows drawn as before sections existed (the content of every earlier script).
    public var isPlainList: Bool {
        sections.count == 1 && sections[0].style == .list && sections[0].header == nil && sections[0].template == RowTemplate.subtitle
    }

    /// The section holding layout row `row` (the last whose start is ≤ row).
    public func section(ofRow row: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= row { low = mid } else { high = mid - 1 }
        }
        return low
    }

    public func line(at row: Int) -> Line {
        let s = section(ofRow: row)
        let first = starts[s]
        if sections[s].header != nil {
            return row == first ? .header(section: s) : .items(section: s, line: row - first - 1)
        }
        return .items(section: s, line: row - first)
    }

    /// The layout row of section `s`'s header (nil when it has none).
    public func headerRow(ofSection s: Int) -> Int? { sections[s].header == nil ? nil : starts[s] }

    /// The layout row after section `s`'s last.
    public func end(ofSection s: Int) -> Int { s + 1 < starts.count ? starts[s + 1] : count }

    /// Item indices on grid line `line` of section `s` (one for a list row, all for a row section).
    public func items(section s: Int, line: Int) -> Range<Int> {
        let section = sections[s]
        switch section.style {
        case .list: return line..<(line + 1)
        case .grid: return (line * section.columns)..<min(section.itemCount, (line + 1) * section.columns)
        case .row: return 0..<section.itemCount
        }
    }

    /// When layout rows `i` and `i + period` always have the same height (generated rows in a plain list).
    public var rowHeightPeriod: Int? {
        guard isPlainList, case .generated = sections[0].items else { return nil }
        return ListContent.generatedKinds
    }
}
