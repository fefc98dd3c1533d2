import HeaderKit

/// The list's content as an export writes it, as data: the screen title and the rows (title,
/// subtitle), and, for a content file with sections or tabs, every tab's sections. A source file
/// is no place for a million rows: past `maximumRows` a section's rest is left out, and the header
/// says so.
struct ExportedContent {
    static let maximumRows = 1000

    /// One section of a tab as data: its style, grid columns, sticky header, row template and rows.
    struct Section {
        let style: ContentSection.Style
        let columns: Int
        let spacing: Double
        let aspect: Double
        let itemHeight: Double?
        let itemWidth: Double?
        let header: String?
        let template: String
        /// How grid and row items cut their image (`none`, `circle`, `rounded`).
        var mask: LayerKind.Mask = .none
        /// A heading that scrolls with its rows, the section's own separators: listed as not exported.
        var pinned = true
        var separator: SectionSeparator?
        let rows: [ListContent.Row]

        init(_ section: ContentSection) {
            style = section.style; columns = section.columns; spacing = section.spacing; aspect = section.aspect
            itemHeight = section.itemHeight; itemWidth = section.itemWidth; header = section.header; template = section.template
            mask = section.mask
            pinned = section.pinned
            separator = section.separator
            rows = (0..<min(section.itemCount, ExportedContent.maximumRows)).map { ListContent.row($0, of: section.items) }
        }
    }

    let title: String
    let rows: [ListContent.Row]
    /// How many rows the content has (more than `rows.count` when cut).
    let count: Int
    /// The tabs' titles and sections (one untitled tab without tabs).
    let tabs: [(title: String, sections: [Section])]
    /// Sections above the tab strip, every tab's (a content file's `sections` beside `tabs`).
    let shared: [Section]
    /// Whether the content is more than one plain list (tabs, several sections, grids, rows, templates)
    /// or the design gives the list its own look (as the tool then draws sections): the exports then
    /// write sections and tabs; a plain list in the system look stays the one array of rows.
    let isSectioned: Bool
    /// Whether the content names tabs (a strip with `switchesTabs` shows and switches them).
    let hasTabs: Bool

    init(_ content: ListContent, look: ListLook) {
        title = content.title
        count = content.count
        rows = (0..<min(count, Self.maximumRows)).map(content.row(at:))
        tabs = content.tabs.map { tab in (tab.title, tab.sections.map(Section.init)) }
        shared = content.shared.map(Section.init)
        hasTabs = content.hasTabs
        isSectioned = content.hasTabs || !content.shared.isEmpty || !TabPlan(sections: content.tabs[0].sections).isPlainList || look != ListLook()
    }
}

extension DesignCode {
    /// The Swift members both Apple targets open their tabbed content with: the screen's title,
    /// the tabs' titles, and the start of the tabs' array (its sections follow, target by target).
    var tabbedContentOpening: [String] {
        ["    /// The screen's title (text layers showing \"$title\").",
         "    let screenTitle = \(literal(content.title))",
         "    /// The content's tabs (the strip's titles) and each tab's sections.",
         "    let tabTitles: [String] = [\(content.tabs.map { literal($0.title) }.joined(separator: ", "))]",
         "    let tabs: [[ContentSection]] = ["]
    }

    /// The tabs' sections after `tabbedContentOpening`, then the shared ones (`sharedSections`), as
    /// Swift literals; `ids` numbers sections and rows (SwiftUI's Identifiable).
    func tabbedContent(ids: Bool) -> [String] {
        var l: [String] = []
        func sections(_ list: [ExportedContent.Section], indent: String) {
            for (i, s) in list.enumerated() {
                l.append("\(indent)ContentSection(\(ids ? "id: \(i), " : "")\(sectionArguments(s)), rows: [")
                l += s.rows.enumerated().map { "\(indent)    Row(\(ids ? "id: \($0.offset), " : "")\(rowArguments($0.element)))," }
                l.append("\(indent)]),")
            }
        }
        for tab in content.tabs {
            l.append("        [")
            sections(tab.sections, indent: "            ")
            l.append("        ],")
        }
        l.append("    ]")
        guard !content.shared.isEmpty else { return l }
        l += ["    /// Sections above the tab strip, every tab's: they scroll with the header.", "    let sharedSections: [ContentSection] = ["]
        sections(content.shared, indent: "        ")
        return l + ["    ]"]
    }

    /// A section's fields as Swift arguments (`style: …, columns: …, … template: …`), before its rows.
    func sectionArguments(_ s: ExportedContent.Section) -> String {
        let number = language.number
        let height: String = s.itemHeight.map(number) ?? "nil", width: String = s.itemWidth.map(number) ?? "nil"
        return "style: \(literal(s.style.rawValue)), columns: \(s.columns), spacing: \(number(s.spacing)), aspect: \(number(s.aspect)), "
            + "itemHeight: \(height), itemWidth: \(width),\n                           header: \(s.header.map(literal) ?? "nil"), template: \(literal(s.template)), mask: \(literal(s.mask.rawValue))"
    }

    /// A row's fields as Swift arguments of the exports' row type: title, subtitle, detail, image,
    /// then any other field (a row template's `$name`); image files by the name the app bundles them under.
    func rowArguments(_ row: ListContent.Row) -> String {
        let others = row.fields.keys.sorted().filter { !["detail", "image"].contains($0) }.map { name in
            "\(literal(name)): \(literal(Self.bundledName(row.fields[name]!)))"
        }
        return "title: \(literal(row.title)), subtitle: \(literal(row.subtitle)), detail: \(literal(row.field("detail"))), "
            + "image: \(literal(Self.imageName(row)))" + (others.isEmpty ? "" : ", fields: [\(others.joined(separator: ", "))]")
    }

    /// A field's value, or an image file's name as the app bundles it (the path's last component).
    static func bundledName(_ value: String) -> String {
        ListContent.namesImageFile(value) ? String(value.split(separator: "/").last ?? "") : value
    }

    /// Every section's rows, the shared ones first (what the content carries as data).
    var allSections: [ExportedContent.Section] { content.shared + content.tabs.flatMap(\.sections) }

    /// A row's image as the app bundles it: the content file's image path by its file name.
    static func imageName(_ row: ListContent.Row) -> String {
        row.fields["image"].map { String($0.split(separator: "/").last ?? "") } ?? ""
    }
}

extension DesignCode {
    /// Where a tabbed list's strip pins (contentOffset.y): the design's collapsedOffset, else rowsTop.
    var tabPin: DesignExpression { design.scroll.collapsedOffset ?? design.scroll.rowsTop }

    /// The layer whose top the shared sections end at, at rest (the tool's `sharedBottom`): the
    /// first tab strip; nil: they end at rowsTop.
    var sharedSectionsStrip: DesignLayer? { design.layers.first { $0.tabStrip != nil } }

    /// Whether a layer switches the content's tabs (else the list shows the first tab).
    var hasTabSwitch: Bool { design.layers.contains(where: switchesTabs) }
}

extension DesignCode {
    /// A content row's fields past its title, as named constructor arguments of the Compose and
    /// Flutter row types, only those it has: subtitle, detail, image (`image` writes the file as the
    /// target refers to it), circle (a thumbnail's `shape`), number (a track's).
    func rowFields(_ row: ListContent.Row, image: (String) -> String) -> [(name: String, value: String)] {
        var fields: [(name: String, value: String)] = ["subtitle", "detail"].filter { !row.field($0).isEmpty }.map { ($0, literal(row.field($0))) }
        if let file = row.fields["image"], !file.isEmpty { fields.append(("image", image(file))) }
        if row.field("shape") == "circle" { fields.append(("circle", "true")) }
        if !row.field("number").isEmpty { fields.append(("number", literal(row.field("number")))) }
        return fields
    }

    /// A section's fields past its style, as named constructor arguments, only those that draw:
    /// columns (grids), spacing (grids and rows), aspect, item size, header, template.
    func sectionFields(_ s: ExportedContent.Section) -> [(name: String, value: String)] {
        var fields: [(name: String, value: String)] = []
        if s.style == .grid { fields.append(("columns", String(s.columns))) }
        if s.style != .list { fields.append(("spacing", language.number(s.spacing))) }
        if s.aspect != 1 { fields.append(("aspect", language.number(s.aspect))) }
        if let height = s.itemHeight { fields.append(("itemHeight", language.number(height))) }
        if let width = s.itemWidth { fields.append(("itemWidth", language.number(width))) }
        if let header = s.header { fields.append(("header", literal(header))) }
        if s.template != RowTemplate.subtitle { fields.append(("template", literal(s.template))) }
        return fields
    }
}

extension ExportedContent {
    /// Every section: the shared ones, then each tab's.
    var sections: [Section] { shared + tabs.flatMap(\.sections) }

    /// The section styles the content has (a list when it has no section): the exports write
    /// the code of these only, as each line costs the Swift type-checker its time.
    var styles: Set<ContentSection.Style> {
        let styles = Set(sections.map(\.style))
        return styles.isEmpty ? [.list] : styles
    }

    /// Whether grid or row sections show tiles.
    var hasTiles: Bool { styles.contains(.grid) || styles.contains(.row) }

    /// Whether a list section draws its rows with the built-in `template` (value1, thumbnail, track).
    func listUses(_ template: String) -> Bool { sections.contains { $0.style == .list && $0.template == template } }
}
