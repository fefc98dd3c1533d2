/// The list shown under the header: a screen title and rows, from a content file or generated.
/// A content file may split the list into sections (lists, grids, horizontal rows) and tabs, each
/// tab with its own list; without tabs there is one (untitled) tab. With tabs, `shared` sections
/// sit above the tab strip, part of the header (Instagram's highlights over its grid / reels tabs).
public struct ListContent: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public var title: String
        public var subtitle: String
        /// Every other string field of the row (`image`, `detail`, a template's `$name`); an image
        /// is a file path resolved against the content file.
        public var fields: [String: String]
        public init(title: String, subtitle: String = "", fields: [String: String] = [:]) {
            self.title = title; self.subtitle = subtitle; self.fields = fields
        }

        /// The field `name` (`title` and `subtitle` included), empty when the row has none.
        public func field(_ name: String) -> String {
            switch name {
            case "title": title
            case "subtitle": subtitle
            default: fields[name] ?? ""
            }
        }
    }

    public enum Source: Sendable, Equatable {
        case rows([Row])
        /// `count` rows produced on demand (a million rows are not a million stored strings).
        case generated(count: Int)
    }

    public var title: String
    public var tabs: [ContentTab]
    /// Whether the content names tabs (a one-list file has a single untitled tab and no tab column in traces).
    public var hasTabs: Bool
    /// Sections every tab shares, drawn above the tab strip: they scroll away with the header and
    /// never move in a tab swipe (a content file's top-level `sections` beside `tabs`).
    public var shared: [ContentSection] = []

    public init(title: String, source: Source) {
        self.title = title
        self.tabs = [ContentTab(title: "", sections: [ContentSection(items: source)])]
        self.hasTabs = false
    }

    public init(title: String, tabs: [ContentTab], hasTabs: Bool, shared: [ContentSection] = []) {
        self.title = title
        self.shared = shared
        self.tabs = tabs.isEmpty ? [ContentTab(title: "", sections: [])] : tabs
        self.hasTabs = hasTabs && !tabs.isEmpty
    }

    /// The first section's items (a one-list content's rows).
    public var source: Source { tabs[0].sections.first?.items ?? .rows([]) }

    /// Every item of every tab's sections (list rows, grid cells, row items).
    public var itemCount: Int { allSections.reduce(0) { $0 + $1.itemCount } }

    /// The shared sections, then every tab's.
    public var allSections: [ContentSection] { shared + tabs.flatMap(\.sections) }

    /// Rows of the first section (a one-list content's row count).
    public var count: Int { tabs[0].sections.first?.itemCount ?? 0 }

    /// Generated rows come in this many kinds (a subtitle of one, two or three sentences).
    static let generatedKinds = 3

    /// When rows `i` and `i + period` always have the same height: generated rows differ from the
    /// row `generatedKinds` before only in the number in their one-line title, so measuring the
    /// first `period` rows measures them all. Nil for a content file's rows.
    public var rowHeightPeriod: Int? {
        if case .generated = source { Self.generatedKinds } else { nil }
    }

    /// Row `index` of the first section.
    public func row(at index: Int) -> Row { Self.row(index, of: source) }

    /// Row `index` of `source`; generated rows are made from their index, so any index costs the same.
    public static func row(_ index: Int, of source: Source) -> Row {
        switch source {
        case let .rows(rows):
            return rows[index]
        case .generated:
            let lines = (index % generatedKinds) + 1
            let subtitle = String(repeating: "Generated row for scrolling long lists. ", count: lines)
            return Row(title: "Row \(index + 1)", subtitle: subtitle)
        }
    }

    /// Whether a row field's value is an image file (a template may show any field as `"$name"`).
    public static func namesImageFile(_ value: String) -> Bool {
        guard let dot = value.lastIndex(of: "."), !value.contains("\n") else { return false }
        return ["jpg", "jpeg", "png", "webp", "heic"].contains(value[value.index(after: dot)...].lowercased())
    }

    /// Every image file the rows name (`image` fields and any field naming an image file), each once.
    public var imagePaths: [String] {
        var seen = Set<String>(), paths: [String] = []
        for section in allSections {
            guard case let .rows(rows) = section.items else { continue }
            for row in rows {
                for name in row.fields.keys.sorted() where name == "image" || Self.namesImageFile(row.fields[name]!) {
                    if let path = row.fields[name], !path.isEmpty, seen.insert(path).inserted { paths.append(path) }
                }
            }
        }
        return paths
    }
}
