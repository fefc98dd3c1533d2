import HeaderKit

/// The list's content as an export writes it, as data: the screen title and the rows (title,
/// subtitle). A source file is no place for a million rows: past `maximumRows` the rest are
/// left out, and the header says so.
struct ExportedContent {
    static let maximumRows = 1000

    let title: String
    let rows: [ListContent.Row]
    /// How many rows the content has (more than `rows.count` when cut).
    let count: Int

    init(_ content: ListContent) {
        title = content.title
        count = content.count
        rows = (0..<min(count, Self.maximumRows)).map(content.row(at:))
    }
}
