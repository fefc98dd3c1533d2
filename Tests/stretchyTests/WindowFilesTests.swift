import Foundation
import Testing
import TestSupport

/// The window never loses the designer's files when the X server dies mid-recording. (Ctrl+S
/// through a symlinked config and R refused into an unusable folder: HeadlessWindowTests.)
@Suite(.serialized, .tags(.window)) struct WindowFilesTests {
    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func losingTheXServerSavesTheRecordingAndScreenshotsAndExits2() async throws {
        guard let session = try await XvfbSession.start() else { return }
        defer { session.stop() }
        try session.xdo(session.key("r") + ["sleep", "0.3"] + session.dragCommands(fromY: 700, toY: 300) + ["sleep", "0.3"])
        _ = try session.screenshot()
        try session.xdo(session.key("s") + ["sleep", "0.3"])
        session.server.stop()
        session.app.waitForExit(timeout: 30)
        #expect(!session.isAlive)
        #expect(session.app.status == 2 && !session.app.crashed,
                "status \(session.app.status), stderr: \(session.stderr)")
        let lines = session.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "stderr: \(session.stderr)")
        let line = lines.last ?? ""
        #expect(line.hasPrefix("stretchy: lost the connection to the X display"), "\(line)")
        let recording = try session.waitForFile(in: session.recordFolder, suffix: ".json", timeout: 1)
        #expect(line.contains(recording) && line.contains(session.screenshotFolder), "\(line)")
        let events = Sidecars.json(recording)?["events"] as? [[String: Any]] ?? []
        #expect(events.contains { $0["type"] as? String == "screenshot" }, "the take lost its events: \(events.count)")
        let shots = try FileManager.default.contentsOfDirectory(atPath: session.screenshotFolder)
        #expect(!shots.contains { $0.hasSuffix(".tmp") }, "\(shots)")
        // Every PNG has its sidecar: nothing queued was dropped.
        let pngs = shots.filter { $0.hasSuffix(".png") }
        #expect(pngs.count >= 2 && pngs.allSatisfy { shots.contains(String($0.dropLast(4)) + ".json") }, "\(shots)")
    }
}
