import Foundation

/// The columns of a `trace.csv` written by `stretchy replay`, looked up by name.
///
/// Required: `t_ms,offset_y,velocity_y,phase,header_y,header_height,header_scale,bar_y`, in any
/// order, extra columns allowed. Numeric cells may be empty (read as NaN) except `t_ms`. Extra
/// columns whose every cell is a number (or empty) are numeric too; the rest are kept as text.
public struct TraceTable: Equatable, Sendable {
    public static let requiredNumericColumns = [
        "t_ms", "offset_y", "velocity_y", "header_y", "header_height", "header_scale", "bar_y",
    ]

    /// Where the table came from (the path as given), used in labels and error messages.
    public var source: String
    /// Column names in file order.
    public let columnNames: [String]
    public let rowCount: Int
    private let numericColumns: [String: [Double]]
    private let textColumns: [String: [String]]

    public var timeMs: [Double] { numericColumns["t_ms"]! }
    public var offsetY: [Double] { numericColumns["offset_y"]! }
    public var velocityY: [Double] { numericColumns["velocity_y"]! }
    public var headerHeight: [Double] { numericColumns["header_height"]! }
    /// Phase names per row (`idle`, `tracking`, `dragging`, `decelerating`, `bouncing`, `animating`).
    public var phases: [String] { textColumns["phase"]! }

    /// A numeric column by name (NaN where the cell was empty); nil if absent or not numeric.
    public func numbers(_ column: String) -> [Double]? { numericColumns[column] }
    /// A text column by name; nil if absent or numeric.
    public func strings(_ column: String) -> [String]? { textColumns[column] }

    public init(contentsOf url: URL) throws(ReviewFileError) {
        let text = try readReviewFile(url)
        try self.init(csv: text, source: url.relativePath)
    }

    public init(csv text: String, source: String) throws(ReviewFileError) {
        func failure(_ line: Int?, _ problem: String) -> ReviewFileError {
            ReviewFileError(file: source, line: line, problem: problem)
        }
        let lines = csvLines(text)
        guard let header = lines.first else { throw failure(1, "empty file, expected a header line") }
        let names = csvFields(header.text).map(trimmedCSVField)
        let missing = (["phase"] + TraceTable.requiredNumericColumns).filter { !names.contains($0) }
        guard missing.isEmpty else {
            throw failure(header.number, "missing column\(missing.count > 1 ? "s" : "") \(missing.joined(separator: ", "))")
        }

        var cells = Array(repeating: [String](), count: names.count)
        for line in lines.dropFirst() {
            let fields = csvFields(line.text)
            guard fields.count == names.count else {
                throw failure(line.number, "ragged row: \(fields.count) fields, header has \(names.count)")
            }
            for (column, field) in fields.enumerated() { cells[column].append(trimmedCSVField(field)) }
        }
        let dataLineNumbers = lines.dropFirst().map(\.number)

        var numeric: [String: [Double]] = [:], textual: [String: [String]] = [:]
        for (column, name) in names.enumerated() where name != "phase" {
            let parsed = cells[column].map { $0.isEmpty ? Double.nan : Double($0) }
            if let bad = parsed.firstIndex(of: nil) {
                guard !TraceTable.requiredNumericColumns.contains(name) else {
                    throw failure(dataLineNumbers[bad], "column \(name) is not a number: '\(cells[column][bad])'")
                }
                textual[name] = cells[column]
            } else {
                numeric[name] = parsed.map { $0! }
            }
        }
        if let emptyTime = numeric["t_ms"]!.firstIndex(where: \.isNaN) {
            throw failure(dataLineNumbers[emptyTime], "column t_ms is empty")
        }
        textual["phase"] = cells[names.firstIndex(of: "phase")!]

        self.source = source
        self.columnNames = names
        self.rowCount = lines.count - 1
        self.numericColumns = numeric
        self.textColumns = textual
    }
}

/// Reads a whole UTF-8 file, turning I/O failures into a one-line `ReviewFileError`.
func readReviewFile(_ url: URL) throws(ReviewFileError) -> String {
    do {
        return try String(contentsOf: url, encoding: .utf8)
    } catch {
        throw ReviewFileError(file: url.relativePath, line: nil, problem: "cannot read the file")
    }
}
