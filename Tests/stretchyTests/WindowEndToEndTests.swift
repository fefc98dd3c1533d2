import Foundation
import Testing
import TestSupport

/// Drives the built `stretchy` binary in a real X window: its own Xvfb, real pointer and key input
/// through xdotool, and checks through the app's own screenshots and sidecars. (`run` where no
/// window can open: RunWithoutDisplayCLITests.)
@Suite(.serialized, .tags(.window)) struct WindowEndToEndTests {
    /// A window test whose app dies at start fails at once with the app's own words, not after a
    /// minute of waiting for a window that will never show (only the search that watches the app
    /// says "before its window showed"; the one that times out says "within 60 s").
    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func anAppThatDiesAtStartFailsAtOnceWithItsStderr() async throws {
        do {
            _ = try await XvfbSession.start(arguments: ["--preset", "nope"])
            Issue.record("a session opened for an app that cannot start")
        } catch {
            let message = "\(error)"
            #expect(message.contains("the app exited (status 1) before its window showed") && message.contains("unknown design 'nope'"), "\(message)")
        }
    }

    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func dragFlingKeysAndScreenshotsInARealWindow() async throws {
        guard let session = try await XvfbSession.start() else { return }
        defer { session.stop() }
        let window = session.window

        // 1. At rest.
        let rest = try session.screenshot()

        // 2. A fast upward drag, released, screenshot at once; another 400 ms later.
        let before = session.sidecars.count
        try session.xdo(session.dragCommands(fromY: 700, toY: 250)
            + session.key("s") + ["sleep", "0.4"] + session.key("s"))
        let afterFling = try session.waitForSidecars(count: before + 2)
        let atRelease = afterFling[before], later = afterFling[before + 1]
        let restOffset = try #require(offset(rest)), releaseOffset = try #require(offset(atRelease))
        let laterOffset = try #require(offset(later))
        #expect(abs(releaseOffset - restOffset) > 50, "the drag scrolled: rest \(restOffset), release \(releaseOffset)")
        #expect(abs(laterOffset - releaseOffset) > 1, "kept moving after release: \(releaseOffset) → \(laterOffset)")
        #expect(phase(atRelease) == "decelerating" || phase(atRelease) == "bouncing")

        // 3. B and D show in the sidecar's parameters.
        #expect(params(rest)?["bounces"] as? Bool == true)
        #expect(params(rest)?["decelerationRate"] as? Double == 0.998)
        // The keys reach the app in order: the screenshot's S comes after B and D, no wait needed.
        try session.xdo(session.key("b") + session.key("d"))
        let tuned = try session.screenshot()
        #expect(params(tuned)?["bounces"] as? Bool == false)
        #expect(params(tuned)?["decelerationRate"] as? Double == 0.99)

        // 4. Every screenshot is a PNG of the window's size with a real picture in it.
        for sidecar in [rest, atRelease, later, tuned] {
            let png = String(sidecar.dropLast(5)) + ".png"
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: png)))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            #expect(bytes.count > 20_000, "\(png) is \(bytes.count) bytes: a blank frame?")
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == 390 && height == 844)
            #expect(Array(bytes.suffix(8)) == [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        }

        // 5. Esc quits cleanly. (The window can be gone before xdotool sends the key release: its
        // BadWindow error is the quit working.)
        _ = try? session.xdo(["key", "--window", window, "Escape"])
        session.app.waitForExit(timeout: 15)
        #expect(!session.isAlive)
        if !session.isAlive { #expect(session.app.status == 0) }
        let errors = session.stderr
        #expect(!errors.contains("error"), "stderr: \(errors)")
    }

    // MARK: Helpers

    func offset(_ path: String) -> Double? { Sidecars.offset(path) }
    func phase(_ path: String) -> String? { Sidecars.phase(path) }
    func params(_ path: String) -> [String: Any]? { Sidecars.params(path) }

    /// iPad mini at --scale 4 is a 2976 × 4532 window on Xvfb's 1280 × 1024 screen: the window
    /// opens at the largest 0.05 step that fits (1024 / 1133 → 0.9) and says so on stderr.
    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func aWindowLargerThanTheScreenOpensScaledToFit() async throws {
        guard let session = try await XvfbSession.start(arguments: ["--device", "ipad-mini", "--scale", "4"]) else { return }
        let geometry = try session.xdo(["getwindowgeometry", session.window])
        session.stop()
        #expect(geometry.contains("Geometry: \(Int((744 * 0.9).rounded()))x\(Int((1133 * 0.9).rounded()))"), "\(geometry)")
        #expect(session.stderr.contains("a 744×1133 pt window at --scale 4 is larger than the display's usable 1280×1024; opened at scale 0.9"),
                "\(session.stderr)")
    }
}
