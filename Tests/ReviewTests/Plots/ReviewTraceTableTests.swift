import Testing
import Foundation
@testable import StretchyFiles
@testable import Review
@testable import StretchyKit
import TestSupport

extension ReviewPictureTests {
    @Suite struct TraceTableTests {
        static let header = "t_ms,offset_y,velocity_y,phase,header_y,header_height,header_scale,bar_y"

        /// Issue 32: a trace re-saved by a spreadsheet starts with a byte-order mark; it is not part
        /// of the first column's name.
        @Test func aByteOrderMarkIsNotPartOfTheFirstColumn() throws {
            let csv = "\u{FEFF}" + Self.header + "\n0,-300,0,idle,0,300,1,\n"
            let table = try TraceTable(csv: csv, source: "trace.csv")
            #expect(table.rowCount == 1 && table.timeMs == [0])
        }

        @Test func readsColumnsByNameInAnyOrderWithExtras() throws {
            let csv = """
            phase,t_ms,preset,bar_y,header_scale,header_height,header_y,velocity_y,offset_y,frame
            dragging,0,stretch,,1.0,300,0,-120.5,-300,1
            decelerating,16.7,stretch,44,1.1,320,0,-80,-320,2

            """
            let table = try TraceTable(csv: csv, source: "trace.csv")
            #expect(table.rowCount == 2)
            #expect(table.timeMs == [0, 16.7])
            #expect(table.offsetY == [-300, -320])
            #expect(table.velocityY == [-120.5, -80])
            #expect(table.headerHeight == [300, 320])
            #expect(table.phases == ["dragging", "decelerating"])
            #expect(table.numbers("bar_y")?[0].isNaN == true)
            #expect(table.numbers("bar_y")?[1] == 44)
            #expect(table.numbers("frame") == [1, 2])
            #expect(table.strings("preset") == ["stretch", "stretch"])
        }

        @Test func acceptsWindowsLineEndings() throws {
            let csv = Self.header + "\r\n0,1,2,idle,3,4,5,6\r\n8,1,2,idle,3,4,5,\r\n"
            let table = try TraceTable(csv: csv, source: "t.csv")
            #expect(table.rowCount == 2 && table.timeMs == [0, 8])
        }

        @Test func missingColumnNamesFileAndLine() {
            let csv = "t_ms,offset_y,phase\n0,1,idle\n"
            #expect {
                try TraceTable(csv: csv, source: "run/trace.csv")
            } throws: { error in
                let text = "\(error)"
                return text.hasPrefix("run/trace.csv:1: missing columns") && text.contains("velocity_y")
                    && text.contains("bar_y") && !text.contains("\n")
            }
        }

        @Test func notANumberNamesTheLineAndCell() {
            // Line 3 is blank and skipped, so the bad cell is on line 4.
            let csv = Self.header + "\n0,1,2,idle,3,4,5,6\n\n8,abc,2,idle,3,4,5,6\n"
            do {
                _ = try TraceTable(csv: csv, source: "trace.csv")
                Issue.record("expected an error")
            } catch {
                #expect(error.line == 4)
                #expect(error.description == "trace.csv:4: column offset_y is not a number: 'abc'")
            }
        }

        @Test func raggedRowAndEmptyTimeAreErrors() {
            let ragged = Self.header + "\n0,1,2,idle,3,4,5\n"
            #expect(throws: ReviewFileError(file: "a.csv", line: 2, problem: "ragged row: 7 fields, header has 8")) {
                try TraceTable(csv: ragged, source: "a.csv")
            }
            let noTime = Self.header + "\n0,1,2,idle,3,4,5,6\n,1,2,idle,3,4,5,6\n"
            #expect(throws: ReviewFileError(file: "a.csv", line: 3, problem: "column t_ms is empty")) {
                try TraceTable(csv: noTime, source: "a.csv")
            }
            #expect(throws: ReviewFileError(file: "e.csv", line: 1, problem: "empty file, expected a header line")) {
                try TraceTable(csv: "\n", source: "e.csv")
            }
        }

        @Test func unreadableFilesAreNamedAsGiven() {
            let url = URL(fileURLWithPath: "no-such-dir/trace.csv")
            #expect(throws: ReviewFileError(file: "no-such-dir/trace.csv", line: nil, problem: "no such file")) {
                try TraceTable(contentsOf: url)
            }
        }

        @Test func filesOnDiskUseTheirPathAsSource() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UInt64.random(in: 0...UInt64.max))")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            let url = dir.appendingPathComponent("trace.csv")
            try (Self.header + "\n0,1,2,idle,3,4,5,6\n0,1,2\n").write(to: url, atomically: true, encoding: .utf8)
            do {
                _ = try TraceTable(contentsOf: url)
                Issue.record("expected an error")
            } catch {
                #expect(error.description == "\(url.path):3: ragged row: 3 fields, header has 8")
            }
        }

        @Test func longLabelsKeepBothEnds() {
            let fitted = TextMetrics.fitted("runs/fast-preset/session-0042/trace.csv", width: 120, size: 12)
            #expect(fitted.count == 16 && fitted.hasPrefix("runs/fa") && fitted.hasSuffix("ace.csv") && fitted.contains("…"))
            #expect(TextMetrics.fitted("short", width: 120, size: 12) == "short")
        }
    }
}
