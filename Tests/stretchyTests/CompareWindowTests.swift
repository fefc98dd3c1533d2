import Foundation
import Testing

/// `stretchy run --compare A B` in a real X window (its own Xvfb, xdotool input): one drag on the
/// right phone moves both, S writes one combined PNG and a sidecar per side.
@Suite(.serialized, .tags(.window)) struct CompareWindowTests {
    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func oneDragDrivesBothPhonesAndSWritesTheCombinedPicture() throws {
        let variants = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: variants) }
        try Data(#"{"preset": "seed003", "decelerationRate": 0.99}"#.utf8).write(to: URL(fileURLWithPath: variants + "/fast.json"))
        guard let session = try XvfbSession.start(arguments: ["--compare", "seed003", variants + "/fast.json",
                                                              "--viewport", "320x600"]) else { return }
        defer { session.stop() }
        let window = session.window

        let before = session.sidecars.count
        try session.xdo(session.key("s"))
        let rest = Array(try session.waitForSidecars(count: before + 2).suffix(2))
        // A slow upward drag on the right phone (x 328 + 160), held before release: no fling.
        try session.xdo(session.dragCommands(x: 488, fromY: 500, toY: 250, stepDelay: 0.02, release: false)
            + ["sleep", "0.3", "mouseup", "1", "sleep", "0.3"] + session.key("s"))
        let after = Array(try session.waitForSidecars(count: before + 4).suffix(2))
        #expect(rest.count == 2 && after.count == 2)
        for (then, now) in zip(rest, after) {
            let b = try #require(Sidecars.offset(then)), n = try #require(Sidecars.offset(now))
            #expect(n - b > 100, "\(now): the drag on the right phone moved this side too: \(b) → \(n)")
        }
        #expect(rest.first?.hasSuffix(".a.json") == true && rest.last?.hasSuffix(".b.json") == true)
        #expect(Sidecars.params(after[1])?["decelerationRate"] as? Double == 0.99)
        let png = String(after[0].dropLast(".a.json".count)) + ".png"
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: png)))
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 2 * 320 + 8 && height == 600 + 24)
        #expect(bytes.count > 20_000)

        #expect(session.isAlive, "the app exited early (status \(session.app.terminationStatus)): \(session.stderr)")
        // The app quits on the key press and its window is gone before xdotool sends the release
        // (BadWindow): that error is the quit working, so it is not a failure.
        _ = try? session.xdo(["key", "--window", window, "Escape"])
        waitForExit(session.app, timeout: 15)
        #expect(!session.isAlive && session.app.terminationStatus == 0, "stderr: \(session.stderr)")
        #expect(!session.stderr.contains("error"), "stderr: \(session.stderr)")
    }

    /// R in the compare window records one input stream; `stretchy replay REC --compare A B` plays
    /// it over both sides and lands on the live screenshot's offsets.
    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func aCompareRecordingReplaysOverBothSides() throws {
        let variants = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: variants) }
        let fast = variants + "/fast.json"
        try Data(#"{"preset": "seed003", "decelerationRate": 0.99}"#.utf8).write(to: URL(fileURLWithPath: fast))
        guard let session = try XvfbSession.start(arguments: ["--compare", "seed004", fast, "--viewport", "320x600"]) else { return }
        defer { session.stop() }
        let before = session.sidecars.count
        // Record: a slow drag held before release (no fling, so the live moment is easy to hit), S, R.
        try session.xdo(session.key("r") + ["sleep", "0.3"]
            + session.dragCommands(x: 160, fromY: 500, toY: 300, stepDelay: 0.02, release: false)
            + ["sleep", "0.3", "mouseup", "1", "sleep", "0.5"] + session.key("s") + ["sleep", "0.3"] + session.key("r"))
        let live = Array(try session.waitForSidecars(count: before + 2).suffix(2))
        let recording = try session.waitForFile(in: session.recordFolder, suffix: ".json")
        let events = try #require(Sidecars.json(recording)?["events"] as? [[String: Any]])
        #expect(events.contains { $0["type"] as? String == "down" } && events.contains { $0["type"] as? String == "screenshot" })

        let binary = try #require(stretchyBinary)
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment.removeValue(forKey: "DISPLAY")
        let out = session.folder + "/replayed"
        let result = try stretchyTests.run(binary, ["replay", recording, "--out", out, "--compare", "seed004", fast],
                                           environment: environment, timeout: 180)
        #expect(result.status == 0, "replay: \(result.stderr)")
        for sidecar in live {
            let name = URL(fileURLWithPath: sidecar).lastPathComponent
            let liveOffset = try #require(Sidecars.offset(sidecar))
            let replayOffset = try #require(Sidecars.offset(out + "/" + name), "no \(name) in the replay")
            #expect(abs(liveOffset - replayOffset) < 0.1, "\(name): live \(liveOffset), replay \(replayOffset)")
            // At rest seed004 sits at 0 and seed003 at -W/2 = -160: the drag moved each by ~190.
            let rest = name.hasSuffix(".a.json") ? 0.0 : -160
            #expect(liveOffset - rest > 150, "\(name): the drag did not move this side: \(liveOffset)")
        }
    }

    /// With `--device`, a compare take names the device as the single window's does, so its replay
    /// has the same safe areas and chrome (it used to hold the bare 393 × 852 viewport).
    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func aCompareRecordingNamesTheDevice() throws {
        guard let session = try XvfbSession.start(arguments: ["--device", "iphone-15", "--compare", "seed003", "parallax"]) else { return }
        defer { session.stop() }
        try session.xdo(session.key("r") + ["sleep", "0.3"]
            + session.dragCommands(x: 160, fromY: 500, toY: 300, stepDelay: 0.02)
            + ["sleep", "0.3"] + session.key("r"))
        let recording = try session.waitForFile(in: session.recordFolder, suffix: ".json")
        let script = try #require(Sidecars.json(recording))
        #expect(script["device"] as? String == "iphone-15", "\(recording): \(script["device"] ?? "no device")")
    }

    /// The compare window is the same window as one phone's: Ctrl+S saves the parameters shared
    /// by every phone (not B's own override), an edit of the config file reaches every phone with
    /// each variant's own values on top, and STRETCHY_FRAME_STATS reports the run.
    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func ctrlSAndConfigReloadWorkOverEveryPhone() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fast = folder + "/fast.json", config = folder + "/config.json"
        try Data(#"{"preset": "seed003", "decelerationRate": 0.99}"#.utf8).write(to: URL(fileURLWithPath: fast))
        guard let session = try XvfbSession.start(arguments: ["--compare", "seed003", fast, "--viewport", "320x600", "--config", config],
                                                  extraEnvironment: ["STRETCHY_FRAME_STATS": "1"]) else { return }
        defer { session.stop() }
        // B turns bounces off on both phones; Ctrl+S writes that, and not B's deceleration.
        try session.xdo(session.key("b") + ["sleep", "0.2"] + session.key("ctrl+s"))
        var text = ""
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            text = (try? String(contentsOfFile: config, encoding: .utf8)) ?? ""
            if text.contains("bounces") { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(text.contains("\"bounces\": false") && !text.contains("decelerationRate"), "saved: \(text)")

        // A hand edit: both phones take 0.995 and 30 pt lines, B keeps its own 0.99 on top.
        try Data(#"{"bounces": false, "decelerationRate": 0.995, "wheelLineHeight": 30}"#.utf8).write(to: URL(fileURLWithPath: config))
        let before = session.sidecars.count
        try session.xdo(["sleep", "1.5"] + session.key("s"))
        let shots = Array(try session.waitForSidecars(count: before + 2).suffix(2))
        let a = try #require(Sidecars.params(shots[0])), b = try #require(Sidecars.params(shots[1]))
        #expect(a["decelerationRate"] as? Double == 0.995 && b["decelerationRate"] as? Double == 0.99, "\(a) \(b)")
        #expect(a["wheelLineHeight"] as? Double == 30 && b["wheelLineHeight"] as? Double == 30)
        #expect(a["bounces"] as? Bool == false && b["bounces"] as? Bool == false)

        _ = try? session.xdo(["key", "--window", session.window, "Escape"])
        waitForExit(session.app, timeout: 15)
        #expect(!session.isAlive && session.app.terminationStatus == 0, "stderr: \(session.stderr)")
        #expect(session.stderr.contains("2 phones") && session.stderr.contains("interval p50"), "stderr: \(session.stderr)")
    }
}
