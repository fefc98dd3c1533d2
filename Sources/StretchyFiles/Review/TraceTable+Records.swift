import Review
import StretchyKit

extension TraceTable {
    /// A replay's records as the plots read them, each value at `trace.csv`'s precision
    /// (`FrameRecord.rounded`, what reading the file back gives), so a plot drawn from the run is
    /// the plot of its file. A missing bar is NaN, as the file's empty cell.
    public init(records: [FrameRecord], source: String) {
        func column(_ value: (FrameRecord) -> Double) -> [Double] { records.map { FrameRecord.rounded(value($0)) } }
        self.init(source: source, timeMs: column(\.timeMs), offsetY: column(\.offsetY), velocityY: column(\.velocityY),
                  phases: records.map(\.phase.rawValue), headerY: column(\.headerFrame.minY),
                  headerHeight: column(\.headerFrame.height), headerScale: column(\.headerScale),
                  barY: records.map { $0.barY.map(FrameRecord.rounded) ?? .nan })
    }
}

extension EventLog {
    /// The log as the review reads it: each entry's time at `events.csv`'s precision, its name and detail.
    public var traceEvents: [TraceEvent] {
        entries.map { TraceEvent(timeMs: FrameRecord.rounded($0.timeMs), name: $0.name, detail: $0.detail) }
    }
}
