import Foundation
import HeaderKit

/// The list's content as a JSON resource beside the exported code (`export-code --out Header.swift`
/// writes `HeaderContent.json`): the exported code decodes it with a model (`Codable`,
/// `@Serializable`, `fromJson`) instead of holding the rows as literal arrays, so the code file's
/// size no longer grows with the content (issue 42 measured an 85 MB Swift file of 300,000
/// sections). One shape for every target: the screen's title, then a plain list's `rows`, or the
/// tabs' titles, each tab's sections and the sections above the strip (`sharedSections`).
public struct ContentResource: Codable, Equatable, Sendable {
    /// A row: title, subtitle, detail, image (the file name the app bundles) and any other field.
    public struct Row: Codable, Equatable, Sendable {
        public var title: String, subtitle: String, detail: String, image: String
        public var fields: [String: String]
    }

    /// A section of a tab, as the exports' `ContentSection` holds it.
    public struct Section: Codable, Equatable, Sendable {
        public var style: String, columns: Int, spacing: Double, aspect: Double
        public var itemHeight: Double?, itemWidth: Double?
        public var header: String?
        public var template: String, mask: String
        public var rows: [Row]
    }

    public var title: String
    /// A plain list's rows (nil for sectioned content).
    public var rows: [Row]?
    /// Sectioned content: the tabs' titles, each tab's sections, the shared sections (nil for a plain list).
    public var tabTitles: [String]?
    public var tabs: [[Section]]?
    public var sharedSections: [Section]?

    /// The content as a design's export shows it (at most `ExportedContent.maximumRows` a section).
    public init(_ content: ListContent, design: Design) {
        self.init(ExportedContent(content, look: design.list))
    }

    init(_ content: ExportedContent) {
        title = content.title
        guard content.isSectioned else {
            rows = content.rows.map(Self.row)
            return
        }
        tabTitles = content.tabs.map(\.title)
        tabs = content.tabs.map { $0.sections.map(Self.section) }
        sharedSections = content.shared.map(Self.section)
    }

    static func row(_ row: ListContent.Row) -> Row {
        var fields: [String: String] = [:]
        for (name, value) in row.fields where !["detail", "image"].contains(name) { fields[name] = DesignCode.bundledName(value) }
        return Row(title: row.title, subtitle: row.subtitle, detail: row.field("detail"), image: DesignCode.imageName(row), fields: fields)
    }

    static func section(_ s: ExportedContent.Section) -> Section {
        Section(style: s.style.rawValue, columns: s.columns, spacing: s.spacing, aspect: s.aspect, itemHeight: s.itemHeight,
                itemWidth: s.itemWidth, header: s.header, template: s.template, mask: s.mask.rawValue, rows: s.rows.map(row))
    }

    /// The resource's text: JSON with sorted keys (the same content gives the same bytes), a newline at the end.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, numbers and arrays of them cannot fail.
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The resource's name for a code file: its name without the extension, then `Content`
    /// (`Header.swift` → `HeaderContent`), so two exports in one folder keep their own.
    public static func name(forCodeFile path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let stem = file.contains(".") ? String(file[..<file.lastIndex(of: ".")!]) : file
        return (stem.isEmpty ? "Header" : stem) + "Content"
    }

    /// The resource's path: beside the code file, `name(forCodeFile:)` + `.json`.
    public static func path(forCodeFile path: String) -> String {
        let folder = path.contains("/") ? String(path[...path.lastIndex(of: "/")!]) : ""
        return folder + name(forCodeFile: path) + ".json"
    }
}
