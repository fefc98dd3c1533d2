import HeaderKit
import StretchyKit

/// Reads a content file: `{"title": "Screen title", "rows": [{"title": "…", "subtitle": "…"}, …]}`.
public enum ContentLoader {
    public static let maximumRows = 1_000_000

    /// Unknown fields (an `id`, an `image` from an app's own JSON) are skipped and reported through `warn`.
    public static func load(path: String, warn: (String) -> Void = IgnoredFields.printWarning) throws(StretchyError) -> ListContent {
        let document = try JSONFieldReader.load(path: path)
        return try parse(document, file: path, warn: warn)
    }

    public static func parse(_ document: JSONValue, file: String,
                             warn: (String) -> Void = IgnoredFields.printWarning) throws(StretchyError) -> ListContent {
        let reader = JSONFieldReader(file: file)
        defer { reader.ignored.messages(file: file).forEach(warn) }
        let members = try reader.object(document, at: "")
        reader.noteUnknownMembers(members, known: ["title", "rows"], at: "")
        let title = try document["title"].map { v throws(StretchyError) in try reader.string(v, at: "title") } ?? "Stretchy"
        guard let rowsValue = document["rows"] else { throw reader.fail("rows", "is missing (an array of {\"title\", \"subtitle\"})") }
        let elements = try reader.array(rowsValue, at: "rows")
        guard elements.count <= maximumRows else { throw reader.fail("rows", "has \(elements.count) rows, more than \(maximumRows)") }
        var rows: [ListContent.Row] = []
        rows.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let path = "rows[\(index)]"
            let fields = try reader.object(element, at: path)
            reader.noteUnknownMembers(fields, known: ["title", "subtitle"], at: path)
            guard let titleValue = element["title"] else { throw reader.fail("\(path).title", "is missing") }
            let rowTitle = try reader.string(titleValue, at: "\(path).title")
            let subtitle = try element["subtitle"].map { v throws(StretchyError) in try reader.string(v, at: "\(path).subtitle") } ?? ""
            rows.append(ListContent.Row(title: rowTitle, subtitle: subtitle))
        }
        return ListContent(title: title, source: .rows(rows))
    }
}
