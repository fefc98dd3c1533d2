/// One section of a screen's list (a content file's `sections[i]`): a vertical list of rows, a
/// grid (UICollectionViewFlowLayout with a fixed number of columns) or one horizontally scrolling
/// row of items (Instagram's highlights), with an optional sticky header and a row template.
public struct ContentSection: Sendable, Equatable {
    public enum Style: String, Sendable, Equatable, CaseIterable { case list, grid, row }

    public var style: Style
    /// Grid columns (a `row` section ignores it).
    public var columns: Int
    /// Points between grid cells and between the items of a row, horizontally and vertically.
    public var spacing: Double
    /// A grid or row item's height over its width (1: square); used when `itemHeight` is nil.
    public var aspect: Double
    public var itemHeight: Double?
    /// A row section's item width (default: its height over `aspect`).
    public var itemWidth: Double?
    /// The sticky header's title (nil: no header).
    public var header: String?
    /// A plain list's header pins while its section passes (UITableView `.plain`); false: it
    /// scrolls with its rows (UITableView `.grouped`'s heading).
    public var pinned = true
    /// The section's own separators (nil: the list's).
    public var separator: SectionSeparator?
    /// The template its rows are drawn with: a built-in (`subtitle`, `thumbnail`, `value1`,
    /// `track`) or one of the design's `rowTemplates`.
    public var template: String
    /// How grid and row items cut their image (highlights are circles).
    public var mask: LayerKind.Mask = .none
    public var items: ListContent.Source

    public init(style: Style = .list, columns: Int = 3, spacing: Double = 1, aspect: Double = 1, itemHeight: Double? = nil,
                itemWidth: Double? = nil, header: String? = nil, template: String = RowTemplate.subtitle, items: ListContent.Source) {
        self.style = style
        self.columns = max(1, columns)
        self.spacing = max(0, spacing)
        self.aspect = aspect > 0 ? aspect : 1
        self.itemHeight = itemHeight
        self.itemWidth = itemWidth
        self.header = header
        self.template = template
        self.items = items
    }

    public var itemCount: Int {
        switch items {
        case let .rows(rows): rows.count
        case let .generated(count): count
        }
    }

    /// Layout rows the items take: one per list row, one per grid line, one for a whole row section.
    public var itemLines: Int {
        switch style {
        case .list: itemCount
        case .grid: (itemCount + columns - 1) / columns
        case .row: itemCount > 0 ? 1 : 0
        }
    }

    /// A grid cell's size at `width` (the section's width): columns share what the spacing leaves.
    public func cellSize(width: Double) -> (width: Double, height: Double) {
        switch style {
        case .row:
            let height = itemHeight ?? 72
            return (itemWidth ?? height / aspect, height)
        default:
            let cell = max(0, (width - spacing * Double(columns - 1)) / Double(columns))
            return (cell, itemHeight ?? cell * aspect)
        }
    }
}

/// One tab of a screen: its title (the `tabs` layer's strip) and its own list.
public struct ContentTab: Sendable, Equatable {
    public var title: String
    public var sections: [ContentSection]

    public init(title: String, sections: [ContentSection]) {
        self.title = title
        self.sections = sections
    }
}
