import Foundation
import HeaderKit
import Review
import ScrollCore
import StretchyFiles
import StretchyKit
import Testing
import TestSupport

/// The review plots read a replay's records and typed events, not its files read back: the trace
/// the records give must be the trace the file gives, value for value, and so must the plot.
@Suite struct ReviewFromRecordsTests {
    /// Equal, NaN equal to NaN (an empty `bar_y` cell).
    func same(_ a: [Double]?, _ b: [Double]?) -> Bool {
        guard let a, let b, a.count == b.count else { return false }
        return zip(a, b).allSatisfy { $0.bitPattern == $1.bitPattern || ($0.isNaN && $1.isNaN) }
    }

    @Test(arguments: ["seed003", "seed000", "seed004"])
    func theRecordsGiveTheFilesTraceAndPlot(design: String) throws {
        let replay = try ReplayFixture(design: design)
        defer { replay.remove() }
        let result = replay.result
        let folder = replay.folder
        let file = try TraceTable(csv: String(contentsOfFile: folder + "/trace.csv", encoding: .utf8), source: "trace.csv")
        let typed = TraceTable(records: result.records, source: "trace.csv")

        #expect(typed.rowCount == file.rowCount && typed.rowCount > 100)
        for column in TraceTable.requiredNumericColumns {
            #expect(same(typed.numbers(column), file.numbers(column)), "\(design): \(column)")
        }
        #expect(typed.phases == file.phases)
        let eventsFile = try String(contentsOfFile: folder + "/events.csv", encoding: .utf8)
        #expect(result.events.csv == eventsFile)
        #expect(result.events.traceEvents.count == eventsFile.split(separator: "\n").count - 1)
        #expect(result.events.traceEvents.map(\.name).contains("willEndDragging"))
        let plot = MotionPlot(trace: typed, events: result.events.traceEvents, title: design).scene()
        #expect(plot == MotionPlot(trace: file, events: result.events.traceEvents, title: design).scene())
    }
}
