import Foundation
import Testing

/// The window never loses the designer's files: Ctrl+S through a symlinked config, R refused when
/// its folder cannot take the take, and the X server dying mid-recording.
@Suite(.serialized, .tags(.window)) struct WindowFilesTests {
    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func ctrlSOnASymlinkedConfigWritesThroughToItsTargetAndKeepsItsMode() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/dotfiles", withIntermediateDirectories: true)
        let target = folder + "/dotfiles/stretchy.json"
        try Data("{\"decelerationRate\": 0.99}\n".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o600)
        let link = folder + "/config.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "dotfiles/stretchy.json")

        guard let session = try XvfbSession.start(arguments: ["--config", link]) else { return }
        defer { session.stop() }
        // B turns bounces off; Ctrl+S writes the file's own key and that one change, nothing else.
        try session.xdo(session.key("b") + ["sleep", "0.2"] + session.key("ctrl+s"))
        let deadline = Date().addingTimeInterval(20)
        var text = ""
        while Date() < deadline {
            text = (try? String(contentsOfFile: target, encoding: .utf8)) ?? ""
            if text.contains("bounces") { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(text.contains("\"bounces\": false") && text.contains("decelerationRate"), "the target holds: \(text)")
        let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(object?.keys.count == 3 && object?["design"] as? String == "seed004",
                "a one-key config plus one change, and the design shown (issue 32): \(text)")
        let attributes = try FileManager.default.attributesOfItem(atPath: link)
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink, "the link was replaced")
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(mode == 0o600, "mode \(String(mode ?? 0, radix: 8))")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder + "/dotfiles").filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func recordingIntoAnUnusableFolderIsRefusedWhenRStarts() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A file where the folder should be: refused even for root, who may write anywhere else.
        let notAFolder = folder + "/rec"
        try Data("x".utf8).write(to: URL(fileURLWithPath: notAFolder))
        guard let session = try XvfbSession.start(arguments: ["--record-dir", notAFolder]) else { return }
        defer { session.stop() }
        try session.xdo(session.key("r") + ["sleep", "0.5"])
        // Escape quits: the window can be gone before xdotool's key-up reaches it (BadWindow).
        _ = try? session.xdo(session.key("Escape"))
        waitForExit(session.app, timeout: 15)
        let errors = session.stderr
        #expect(errors.contains("stretchy: cannot start recording: \(notAFolder): exists and is not a directory"), "stderr: \(errors)")
        #expect(!errors.contains("recording not saved"), "stderr: \(errors)")
    }

    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func losingTheXServerSavesTheRecordingAndScreenshotsAndExits2() throws {
        guard let session = try XvfbSession.start() else { return }
        defer { session.stop() }
        try session.xdo(session.key("r") + ["sleep", "0.3"] + session.dragCommands(fromY: 700, toY: 300) + ["sleep", "0.3"])
        _ = try session.screenshot()
        try session.xdo(session.key("s") + ["sleep", "0.3"])
        session.server.stop()
        waitForExit(session.app, timeout: 30)
        #expect(!session.isAlive)
        #expect(session.app.terminationStatus == 2 && session.app.terminationReason == .exit,
                "status \(session.app.terminationStatus), stderr: \(session.stderr)")
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
