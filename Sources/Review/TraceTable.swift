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

    /// A trace already in memory (a replay's records): the required columns, in `trace.csv`'s
    /// order, with no file in between. Every column has one value per time.
    public init(source: String, timeMs: [Double], offsetY: [Double], velocityY: [Double], phases: [String],
                headerY: [Double], headerHeight: [Double], headerScale: [Double], barY: [Double]) {
        let numbers = [timeMs, offsetY, velocityY, headerY, headerHeight, headerScale, barY]
        precondition(numbers.allSatisfy { $0.count == timeMs.count } && phases.count == timeMs.count, "columns of unequal length")
        self.source = source
        var names = TraceTable.requiredNumericColumns
        names.insert("phase", at: 3)
        self.columnNames = names
        self.rowCount = timeMs.count
        self.numericColumns = Dictionary(uniqueKeysWithValues: zip(TraceTable.requiredNumericColumns, numbers))
        self.textColumns = ["phase": phases]
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

        // Cells are parsed as they are read (a 300,000-row trace has 4 million): numbers into
        // their column; a column that turns out not to be numeric is re-read as text.
        let phaseColumn = names.firstIndex(of: "phase")!
        let timeColumn = names.firstIndex(of: "t_ms")!
        var numbers = Array(repeating: [Double](), count: names.count)
        var texts: [[String]?] = Array(repeating: nil, count: names.count)
        texts[phaseColumn] = []
        for column in numbers.indices { numbers[column].reserveCapacity(lines.count - 1) }
        for (row, line) in lines.dropFirst().enumerated() {
            let fields = csvFields(line.text)
            guard fields.count == names.count else {
                throw failure(line.number, "ragged row: \(fields.count) fields, header has \(names.count)")
            }
            for (column, raw) in fields.enumerated() {
                let field = trimmedCSVField(raw)
                if texts[column] != nil { texts[column]!.append(field); continue }
                if field.isEmpty { numbers[column].append(.nan); continue }
                if let value = Double(field) {
                    // A time beyond the axes' ±1e300 is clamped off the plot and the curve
                    // between two such rows crosses the panel flat (t = ±1e308 drew a line at
                    // the mean): refuse it. Huge values go off the panel's edge, visibly.
                    if column == timeColumn, value.isInfinite || value.magnitude > AxisScale.maximumMagnitude {
                        throw failure(line.number, "column \(names[column]) is \(field), beyond the ±1e300 a plot can show")
                    }
                    numbers[column].append(value)
                    continue
                }
                guard !TraceTable.requiredNumericColumns.contains(names[column]) else {
                    throw failure(line.number, "column \(names[column]) is not a number: '\(field)'")
                }
                texts[column] = lines[1..<(row + 1)].map { trimmedCSVField(csvFields($0.text)[column]) } + [field]
                numbers[column] = []
            }
        }
        var numeric: [String: [Double]] = [:], textual: [String: [String]] = [:]
        for (column, name) in names.enumerated() {
            if let text = texts[column] { textual[name] = text } else { numeric[name] = numbers[column] }
        }
        if let emptyTime = numeric["t_ms"]!.firstIndex(where: \.isNaN) {
            throw failure(lines[emptyTime + 1].number, "column t_ms is empty")
        }

        self.source = source
        self.columnNames = names
        self.rowCount = lines.count - 1
        self.numericColumns = numeric
        self.textColumns = textual
    }
}
