import Foundation

/// One row of `events.csv`: a scroll callback or a script action at a moment of the replay.
public struct TraceEvent: Equatable, Sendable {
    public var timeMs: Double
    /// e.g. `willBeginDragging`, `didEndDecelerating`, `tap`, `screenshot`.
    public var name: String
    public var detail: String
    public init(timeMs: Double, name: String, detail: String = "") {
        self.timeMs = timeMs; self.name = name; self.detail = detail
    }
}

/// Parses `events.csv` (`t_ms,event,detail`, columns by name, `detail` optional). When `detail` is
/// the last column, unquoted commas inside it are kept rather than treated as a ragged row.
public enum TraceEvents {
    public static func parse(csv text: String, source: String) throws(ReviewFileError) -> [TraceEvent] {
        func failure(_ line: Int, _ problem: String) -> ReviewFileError {
            ReviewFileError(file: source, line: line, problem: problem)
        }
        let lines = csvLines(text)
        guard let header = lines.first else { throw failure(1, "empty file, expected a header line") }
        let names = csvFields(header.text).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let timeColumn = names.firstIndex(of: "t_ms"), let eventColumn = names.firstIndex(of: "event") else {
            let missing = ["t_ms", "event"].filter { !names.contains($0) }
            throw failure(header.number, "missing column\(missing.count > 1 ? "s" : "") \(missing.joined(separator: ", "))")
        }
        let detailColumn = names.firstIndex(of: "detail")
        let detailIsLast = detailColumn == names.count - 1

        return try lines.dropFirst().map { line throws(ReviewFileError) in
            var fields = csvFields(line.text)
            if detailIsLast, fields.count > names.count {
                fields = Array(fields.prefix(names.count - 1)) + [fields.dropFirst(names.count - 1).joined(separator: ",")]
            }
            guard fields.count == names.count else {
                throw failure(line.number, "ragged row: \(fields.count) fields, header has \(names.count)")
            }
            let timeText = fields[timeColumn].trimmingCharacters(in: .whitespaces)
            guard let time = Double(timeText) else {
                throw failure(line.number, "column t_ms is not a number: '\(timeText)'")
            }
            return TraceEvent(timeMs: time,
                              name: fields[eventColumn].trimmingCharacters(in: .whitespaces),
                              detail: detailColumn.map { fields[$0] } ?? "")
        }
    }
}
