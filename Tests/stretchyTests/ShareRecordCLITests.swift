import Foundation
import Testing
import TestSupport

/// Issue 49: `stretchy share --record`'s Record mode in headless Chromium. Touches dispatched over
/// the DevTools protocol (`Resources/web/tools/record-touches.js`: two drags whose speed rises and
/// falls, a flick) scroll the plain list with the browser's own scrolling; the trace the page
/// records is a `stretchy-device-trace/1` file that `stretchy calibrate` reads. Headless Chromium
/// does not bounce past the top (iOS Safari does), so the offsets here never go negative.
@Suite struct ShareRecordCLITests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let node = ["/usr/bin/node", "/usr/local/bin/node"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test func thePageHasRecordModeOnlyWhenAsked() throws {
        let folder = try TemporaryFolder()
        let plain = try CLI.run(["share", "--design", "seed003", "--out", folder.file("plain")])
        #expect(plain.status == 0, "\(plain.stderr)")
        let recorded = try CLI.run(["share", "--design", "seed003", "--record", "--out", folder.file("record")])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let plainHTML = try String(contentsOfFile: folder.file("plain/index.html"), encoding: .utf8)
        let recordHTML = try String(contentsOfFile: folder.file("record/index.html"), encoding: .utf8)
        #expect(recordHTML.contains("\"record\":true") && !plainHTML.contains("\"record\":true"))
    }

    @Test(.enabled(if: chromium != nil && node != nil, "needs chromium and node (make test-deps installs them)"))
    func touchesOnTheRecordPageMakeATraceCalibrateReads() throws {
        let folder = try TemporaryFolder()
        let share = try CLI.run(["share", "--design", "seed003", "--record", "--out", folder.file("share")])
        #expect(share.status == 0, "\(share.stderr)")
        let tracePath = folder.file("trace.json")
        let play = try RunningProcess.run(Self.node!, [
            CLI.repositoryRoot.appendingPathComponent("Resources/web/tools/record-touches.js").path, folder.file("share/index.html"), tracePath,
        ], environment: ProcessInfo.processInfo.environment.merging(["CHROMIUM": Self.chromium!]) { _, new in new })
        try #require(play.status == 0, "record-touches.js: \(play.stdout) \(play.stderr)")

        let trace = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: tracePath))) as? [String: Any])
        #expect(trace["format"] as? String == "stretchy-device-trace/1")
        let touches = try #require(trace["touches"] as? [[String: Any]]), frames = try #require(trace["frames"] as? [[String: Any]])
        #expect(touches.filter { $0["phase"] as? String == "began" }.count == 3, "\(touches.count) touches")
        #expect(touches.filter { $0["phase"] as? String == "ended" }.count == 3)
        let offsets = frames.compactMap { $0["offset"] as? Double }
        // The browser scrolled the list under the touches: up by the drags, and back.
        #expect((offsets.max() ?? 0) > 100, "offsets \(offsets.min() ?? 0)…\(offsets.max() ?? 0)")
        #expect((trace["contentHeight"] as? Double ?? 0) > 10_000)

        let calibrated = try CLI.run(["calibrate", tracePath, "--out", folder.file("cal")])
        #expect(calibrated.status == 0, "\(calibrated.stderr)")
        let last = try #require(calibrated.stdout.split(separator: "\n").last)
        let result = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        #expect(result["accepted"] as? Bool != nil && result["reasons"] as? [Any] != nil && result["latency_ms"] as? Double != nil, "\(last)")
    }
}
