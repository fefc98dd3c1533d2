import Foundation
import Testing

/// `stretchy run --compare A B` in a real X window (its own Xvfb, xdotool input): one drag on the
/// right phone moves both, S writes one combined PNG and a sidecar per side.
@Suite(.serialized) struct CompareWindowTests {
    @Test func oneDragDrivesBothPhonesAndSWritesTheCombinedPicture() throws {
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
}
