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
    let viewport = Size(width: 390, height: 844)

    /// A pull past the top, a release, a fling up and a tap: every phase and several events.
    func script(_ design: String) -> Script {
        var script = Script(preset: design, viewport: viewport, parameters: ["touchSlop": 0], durationMs: 3000)
        script.events = [ScriptEvent(timeMs: 0, action: .down(Point(x: 195, y: 300)))]
        for step in 1...10 { script.events.append(ScriptEvent(timeMs: Double(step) * 16.7, action: .move(Point(x: 195, y: 300 + Double(step) * 13.3)))) }
        script.events.append(ScriptEvent(timeMs: 180, action: .up(nil)))
        script.events.append(ScriptEvent(timeMs: 1200, action: .down(Point(x: 195, y: 700))))
        for step in 1...8 { script.events.append(ScriptEvent(timeMs: 1200 + Double(step) * 9.1, action: .move(Point(x: 195, y: 700 - Double(step) * 37.7)))) }
        script.events.append(ScriptEvent(timeMs: 1280, action: .up(nil)))
        script.events.append(ScriptEvent(timeMs: 2600, action: .down(Point(x: 120, y: 600))))
        script.events.append(ScriptEvent(timeMs: 2650, action: .up(nil)))
        return script
    }

    /// Equal, NaN equal to NaN (an empty `bar_y` cell).
    func same(_ a: [Double]?, _ b: [Double]?) -> Bool {
        guard let a, let b, a.count == b.count else { return false }
        return zip(a, b).allSatisfy { $0.bitPattern == $1.bitPattern || ($0.isNaN && $1.isNaN) }
    }

    @Test(arguments: ["seed003", "seed000", "seed004"])
    func theRecordsGiveTheFilesTraceAndPlot(design: String) throws {
        let folder = NSTemporaryDirectory() + "review-records-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = script(design)
        let setup = SessionSetup(preset: design, viewport: viewport, content: ListContent(title: "T", source: .generated(count: 200)),
                                 parameterOverrides: script.parameters, photoSizes: [Size(width: 1680, height: 1050)])
        var runner = ReplayRunner(session: try Session(setup: setup, measurer: FixedAdvanceTextMeasurer()), script: script,
                                  outputFolder: folder, options: ReplayRunner.Options())
        var capturer = DiscardingCapturer()
        let result = try runner.run(capturing: &capturer)
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
