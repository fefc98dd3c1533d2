import Foundation
import Testing
import TestSupport

/// `stretchy run --compare A B` in a real X window (its own Xvfb, xdotool input): one drag on the
/// right phone moves both, S writes one combined PNG and a sidecar per side, R records one input
/// stream that `stretchy replay REC --compare A B` plays over both sides. One window for all: each
/// start-up is seconds of the Xvfb suites' time.
@Suite(.serialized, .tags(.window)) struct CompareWindowTests {
    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func oneDragDrivesBothPhonesSWritesTheCombinedPictureAndRReplaysOverBothSides() async throws {
        let temporary = try TemporaryFolder()
        let fast = temporary.path + "/fast.json"
        try Data(#"{"preset": "seed003", "decelerationRate": 0.99}"#.utf8).write(to: URL(fileURLWithPath: fast))
        guard let session = try await XvfbSession.start(arguments: ["--compare", "seed004", fast, "--viewport", "320x600"],
                                                  extraEnvironment: ["STRETCHY_FRAME_STATS": "1"]) else { return }
        defer { session.stop() }
        let window = session.window

        let before = session.sidecars.count
        try session.xdo(session.key("s"))
        let rest = Array(try session.waitForSidecars(count: before + 2).suffix(2))
        // Record: a slow upward drag on the right phone (x 328 + 160), held before release (no
        // fling, so the live moment is easy to hit in the replay), S, R.
        try session.xdo(session.key("r") + ["sleep", "0.3"]
            + session.dragCommands(x: 488, fromY: 500, toY: 250, stepDelay: 0.02, release: false)
            + ["sleep", "0.3", "mouseup", "1", "sleep", "0.3"] + session.key("s") + ["sleep", "0.3"] + session.key("r"))
        let after = Array(try session.waitForSidecars(count: before + 4).suffix(2))
        #expect(rest.count == 2 && after.count == 2)
        #expect(rest.first?.hasSuffix(".a.json") == true && rest.last?.hasSuffix(".b.json") == true)
        for (then, now) in zip(rest, after) {
            let b = try #require(Sidecars.offset(then)), n = try #require(Sidecars.offset(now))
            #expect(n - b > 100, "\(now): the drag on the right phone moved this side too: \(b) → \(n)")
        }
        // At rest seed004 sits at 0 and seed003 at -W/2 = -160 (R restarts both there).
        let restOffsets = rest.compactMap(Sidecars.offset)
        #expect(restOffsets.count == 2 && zip(restOffsets, [0.0, -160]).allSatisfy { abs($0 - $1) < 0.01 }, "\(restOffsets)")
        #expect(Sidecars.params(after[1])?["decelerationRate"] as? Double == 0.99)
        let png = String(after[0].dropLast(".a.json".count)) + ".png"
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: png)))
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 2 * 320 + 8 && height == 600 + 24)
        #expect(bytes.count > 20_000)

        #expect(session.isAlive, "the app exited early (status \(session.app.status)): \(session.stderr)")
        // The app quits on the key press and its window is gone before xdotool sends the release
        // (BadWindow): that error is the quit working, so it is not a failure.
        _ = try? session.xdo(["key", "--window", window, "Escape"])
        session.app.waitForExit(timeout: 15)
        #expect(!session.isAlive && session.app.status == 0, "stderr: \(session.stderr)")
        #expect(!session.stderr.contains("error"), "stderr: \(session.stderr)")
        // STRETCHY_FRAME_STATS: one line at quit for the run (the pacing itself: FramePacingTests).
        #expect(session.stderr.contains("2 phones") && session.stderr.contains("interval p50"), "stderr: \(session.stderr)")

        // The take replayed over both sides lands on the live screenshot's offsets.
        let recording = try session.waitForFile(in: session.recordFolder, suffix: ".json")
        let events = try #require(Sidecars.json(recording)?["events"] as? [[String: Any]])
        #expect(events.contains { $0["type"] as? String == "down" } && events.contains { $0["type"] as? String == "screenshot" })
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment.removeValue(forKey: "DISPLAY")
        let out = session.folder + "/replayed"
        let result = try RunningProcess.run(Repository.stretchyBinary, ["replay", recording, "--out", out, "--compare", "seed004", fast],
                                           environment: environment, timeout: 180)
        #expect(result.status == 0, "replay: \(result.stderr)")
        for (sidecar, restOffset) in zip(after, restOffsets) {
            let name = URL(fileURLWithPath: sidecar).lastPathComponent
            let liveOffset = try #require(Sidecars.offset(sidecar))
            let replayOffset = try #require(Sidecars.offset(out + "/" + name), "no \(name) in the replay")
            #expect(abs(liveOffset - replayOffset) < 0.1, "\(name): live \(liveOffset), replay \(replayOffset)")
            #expect(liveOffset - restOffset > 150, "\(name): the drag did not move this side: \(liveOffset)")
        }
    }
}
