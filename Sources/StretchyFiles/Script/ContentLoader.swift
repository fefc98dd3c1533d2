import Foundation
import HeaderKit
import StretchyKit

/// Reads a content file: `{"title": "Screen title", "rows": [{"title": "…", "subtitle": "…"}, …]}`,
/// or with `sections` (lists, grids, horizontal rows) or `tabs` (each with its own sections or rows;
/// `sections` beside `tabs` are shared by every tab and sit above the tab strip).
public enum ContentLoader {
    public static let maximumRows = 1_000_000
    /// Caps on what the file's size alone would allow (issue 42: 5.3 M empty tabs took 3.2 GB, and
    /// 300,000 one-row sections exported an 85 MB Swift file). A screen shows a few tabs and at
    /// most hundreds of sections; rows stay the unit of a long list.
    public static let maximumTabs = 100
    public static let maximumSections = 10_000
    static let knownFields = ["title", "rows", "sections", "tabs"]
    static let sectionFields = ["style", "columns", "spacing", "aspect", "itemHeight", "itemWidth", "header", "pinned", "separator", "template",
                                 "mask", "rows"]

    /// Unknown fields of the document are skipped and reported through `warn`; a row's fields are
    /// all kept (any string: a template reads them as `$name`).
    public static func load(path: String, warn: (String) -> Void = IgnoredFields.printWarning) throws(StretchyError) -> ListContent {
        let document = try JSONFieldReader.load(path: path)
        return try parse(document, file: path, warn: warn)
    }

    /// `folder`: where row images are resolved (default: the file's folder).
    public static func parse(_ document: JSONValue, file: String, folder: String? = nil,
                             warn: (String) -> Void = IgnoredFields.printWarning) throws(StretchyError) -> ListContent {
        let reader = JSONFieldReader(file: file)
        defer { reader.ignored.messages(file: file).forEach(warn) }
        let parser = ContentParser(json: reader, folder: folder ?? URL(fileURLWithPath: file).deletingLastPathComponent().path)
        return try parser.content(document, at: "")
    }
}

/// The reading half of ContentLoader: JSON values to tabs, sections and rows, with paths in errors.
struct ContentParser {
    let json: JSONFieldReader
    let folder: String

    func content(_ document: JSONValue, at prefix: String) throws(StretchyError) -> ListContent {
        let members = try json.object(document, at: prefix)
        json.noteUnknownMembers(members, known: ContentLoader.knownFields, at: prefix)
        let title = try document["title"].map { v throws(StretchyError) in try json.string(v, at: path(prefix, "title")) } ?? "Stretchy"
        if let tabsValue = document["tabs"] {
            var tabs: [ContentTab] = []
            let elements = try json.array(tabsValue, at: path(prefix, "tabs"))
            guard elements.count <= ContentLoader.maximumTabs else {
                throw json.fail(path(prefix, "tabs"), "has \(elements.count) tabs; at most \(ContentLoader.maximumTabs)")
            }
            for (i, tab) in elements.enumerated() {
                let at = path(prefix, "tabs[\(i)]")
                let fields = try json.object(tab, at: at)
                json.noteUnknownMembers(fields, known: ["title", "rows", "sections"], at: at)
                let tabTitle = try tab["title"].map { v throws(StretchyError) in try json.string(v, at: "\(at).title") } ?? "Tab \(i + 1)"
                tabs.append(ContentTab(title: tabTitle, sections: try sections(tab, at: at)))
            }
            guard !tabs.isEmpty else { throw json.fail(path(prefix, "tabs"), "needs at least one tab") }
            // `sections` beside `tabs`: shared by every tab, above the tab strip (part of the header).
            let shared = document["sections"] == nil ? [] : try sections(document, at: prefix)
            return ListContent(title: title, tabs: tabs, hasTabs: true, shared: shared)
        }
        let sections = try sections(document, at: prefix)
        if sections.count == 1, sections[0] == ContentSection(items: sections[0].items) {
            return ListContent(title: title, source: sections[0].items)  // today's one list, exactly
        }
        return ListContent(title: title, tabs: [ContentTab(title: "", sections: sections)], hasTabs: false)
    }

    private func path(_ prefix: String, _ key: String) -> String { prefix.isEmpty ? key : "\(prefix).\(key)" }

    /// `sections`, or `rows` as one list section.
    private func sections(_ value: JSONValue, at prefix: String) throws(StretchyError) -> [ContentSection] {
        if let list = value["sections"] {
            var sections: [ContentSection] = []
            let elements = try json.array(list, at: path(prefix, "sections"))
            guard elements.count <= ContentLoader.maximumSections else {
                throw json.fail(path(prefix, "sections"), "has \(elements.count) sections; at most \(ContentLoader.maximumSections) (put rows in fewer sections)")
            }
            for (i, element) in elements.enumerated() {
                sections.append(try section(element, at: path(prefix, "sections[\(i)]")))
            }
            return sections
        }
        guard let rows = value["rows"] else { throw json.fail(path(prefix, "rows"), "is missing (an array of {\"title\", \"subtitle\"}, or give \"sections\")") }
        return [ContentSection(items: .rows(try self.rows(rows, at: path(prefix, "rows"), titleRequired: true)))]
    }

    private func section(_ value: JSONValue, at: String) throws(StretchyError) -> ContentSection {
        let fields = try json.object(value, at: at)
        json.noteUnknownMembers(fields, known: ContentLoader.sectionFields, at: at)
        func number(_ key: String) throws(StretchyError) -> Double? {
            try value[key].map { v throws(StretchyError) in try json.number(v, at: "\(at).\(key)") }
        }
        func word(_ key: String) throws(StretchyError) -> String? {
            try value[key].map { v throws(StretchyError) in try json.string(v, at: "\(at).\(key)") }
        }
        let styleName = try word("style") ?? "list"
        guard let style = ContentSection.Style(rawValue: styleName) else {
            throw json.fail("\(at).style", "unknown section style '\(styleName)' (known: list, grid, row)")
        }
        let maskName = try word("mask") ?? (style == .row ? "circle" : "none")
        guard let mask = LayerKind.Mask(rawValue: maskName) else {
            throw json.fail("\(at).mask", "unknown mask '\(maskName)' (known: none, circle, rounded)")
        }
        let columns = try value["columns"].map { v throws(StretchyError) in try json.integer(v, at: "\(at).columns", in: 1...12) } ?? 3
        for key in ["spacing", "aspect", "itemHeight", "itemWidth"] {
            if let v = try number(key), v < 0 || v > 2000 || (key != "spacing" && v == 0) {
                throw json.fail("\(at).\(key)", "must be above 0 and at most 2000")
            }
        }
        let rows = try value["rows"].map { v throws(StretchyError) in try self.rows(v, at: "\(at).rows", titleRequired: style == .list) } ?? []
        var section = ContentSection(style: style, columns: columns, spacing: try number("spacing") ?? Self.defaultSpacing[style]!,
                                     aspect: try number("aspect") ?? 1, itemHeight: try number("itemHeight"), itemWidth: try number("itemWidth"),
                                     header: try word("header"), template: try word("template") ?? RowTemplate.subtitle, items: .rows(rows))
        section.mask = mask
        section.pinned = try value["pinned"].map { v throws(StretchyError) in try json.bool(v, at: "\(at).pinned") } ?? true
        section.separator = try value["separator"].map { v throws(StretchyError) in try separator(v, at: "\(at).separator") }
        // A design's own templates are known only where content meets design (HeaderScreen refuses
        // an unknown name with the nearest ones); here the name is only checked to be one.
        guard !section.template.isEmpty, section.template.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
            throw json.fail("\(at).template", "'\(section.template)' is no template name (letters, digits, _ and -)")
        }
        return section
    }

    /// `{"hidden": true}` or `{"inset": {"leading", "trailing"}, "color"}`: one section's separators.
    private func separator(_ value: JSONValue, at: String) throws(StretchyError) -> SectionSeparator {
        let fields = try json.object(value, at: at)
        json.noteUnknownMembers(fields, known: ["hidden", "inset", "color"], at: at)
        var separator = SectionSeparator()
        separator.hidden = try value["hidden"].map { v throws(StretchyError) in try json.bool(v, at: "\(at).hidden") } ?? false
        if let inset = value["inset"] {
            let sides = try json.object(inset, at: "\(at).inset")
            json.noteUnknownMembers(sides, known: ["leading", "trailing"], at: "\(at).inset")
            func side(_ key: String) throws(StretchyError) -> Double? {
                guard let v = inset[key] else { return nil }
                let points = try json.number(v, at: "\(at).inset.\(key)")
                guard points >= 0, points <= 2000 else { throw json.fail("\(at).inset.\(key)", "must be from 0 to 2000 points") }
                return points
            }
            separator.leading = try side("leading")
            separator.trailing = try side("trailing") ?? 0
        }
        if let color = value["color"] {
            let text = try json.string(color, at: "\(at).color")
            guard let parsed = DesignColor.parse(text) else {
                throw json.fail("\(at).color", "unknown colour '\(text)' (\(DesignColor.hint(for: text)))")
            }
            separator.color = parsed
        }
        return separator
    }

    /// Points between items: none in a list, a hairline in a grid (Instagram's 1 pt), 12 in a row.
    static let defaultSpacing: [ContentSection.Style: Double] = [.list: 0, .grid: 1, .row: 12]

    private func rows(_ value: JSONValue, at: String, titleRequired: Bool) throws(StretchyError) -> [ListContent.Row] {
        let elements = try json.array(value, at: at)
        guard elements.count <= ContentLoader.maximumRows else {
            throw json.fail(at, "has \(elements.count) rows, more than \(ContentLoader.maximumRows)")
        }
        var rows: [ListContent.Row] = []
        rows.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let rowPath = "\(at)[\(index)]"
            var fields: [String: String] = [:]
            for (key, field) in try json.object(element, at: rowPath) {
                // A row keeps every string field; others (an app's numeric `id`) are skipped and reported.
                guard case .string = field else {
                    if ["title", "subtitle", "image", "detail"].contains(key) { _ = try json.string(field, at: "\(rowPath).\(key)") }
                    json.noteUnknownMembers([(key, field)], known: [], at: rowPath)
                    continue
                }
                fields[key] = try json.string(field, at: "\(rowPath).\(key)")
            }
            guard let title = fields.removeValue(forKey: "title") ?? (titleRequired ? nil : "") else {
                throw json.fail("\(rowPath).title", "is missing")
            }
            let subtitle = fields.removeValue(forKey: "subtitle") ?? ""
            // `image`, and any other field naming an image file (`"avatar": "me.jpg"`), is relative to the content file.
            for (name, value) in fields where name == "image" || ListContent.namesImageFile(value) {
                fields[name] = try imagePath(value, at: "\(rowPath).\(name)")
            }
            rows.append(ListContent.Row(title: title, subtitle: subtitle, fields: fields))
        }
        return rows
    }

    /// A row's image, relative to the content file, checked to be a file.
    private func imagePath(_ name: String, at: String) throws(StretchyError) -> String {
        let resolved = ScriptLoader.resolve(name, in: folder)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw json.fail(at, "image not found: \(resolved)")
        }
        return resolved
    }
}
