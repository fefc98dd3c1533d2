import Foundation
import Testing
import TestSupport

/// Faults in the real window under Xvfb: the built app, faults caused with xdotool (or a debug
/// key), each checked through a fresh `S` screenshot and its sidecar: the app lives on and draws
/// its photo again. (A 1-point window, a deleted `--image` file and deleted font files need no X:
/// HeadlessWindowTests.)
@Suite(.serialized, .tags(.window)) struct WindowFaultTests {
    /// seed004's header photo fills the top 200 points at rest; rows 10..<190 are photo only.
    static let photoRows = 10..<190

    /// At rest before the fault: the photo's brightness statistics to compare against.
    struct Baseline { var mean: Double; var deviation: Double }

    func baseline(_ session: XvfbSession) throws -> Baseline {
        let first = try #require(session.sidecars.first)
        let stats = try RGBAImage(png: Sidecars.png(first)).brightness(rows: Self.photoRows)
        #expect(stats.deviation > 10, "the resting screenshot shows no photo: \(stats)")
        return Baseline(mean: stats.mean, deviation: stats.deviation)
    }

    /// The app is alive, scrolls back to the top, and its next screenshot has a finite offset, a
    /// known phase and the photo where it was (same brightness within a little: not blank, not black).
    @discardableResult
    func expectRecovered(_ session: XvfbSession, baseline: Baseline, _ what: String) throws -> String {
        #expect(session.isAlive, "\(what): the app died: \(session.stderr)")
        try session.xdo(session.key("Home"))
        let sidecar = try session.screenshotAtRest()
        let offset = try #require(Sidecars.offset(sidecar), "\(what): no offset in \(sidecar)")
        #expect(offset.isFinite && abs(offset) < 2000, "\(what): offset \(offset)")
        #expect(["idle", "decelerating", "bouncing", "animating"].contains(Sidecars.phase(sidecar) ?? "?"),
                "\(what): phase \(Sidecars.phase(sidecar) ?? "none")")
        let png = Sidecars.png(sidecar)
        let size = (try? FileManager.default.attributesOfItem(atPath: png)[.size] as? Int) ?? 0
        #expect(size > 20_000, "\(what): \(png) is \(size) bytes: a blank frame?")
        let image = try RGBAImage(png: png)
        #expect(image.width == 390 && image.height == 844, "\(what): \(image.width)×\(image.height)")
        let stats = image.brightness(rows: Self.photoRows)
        #expect(stats.deviation > baseline.deviation * 0.5 && abs(stats.mean - baseline.mean) < 25,
                "\(what): photo area \(stats) vs at rest \(baseline)")
        return sidecar
    }

    /// Four faults in turn on one window (one start-up, not four): each leaves it drawing and
    /// scrolling as before. Focus loss comes first, while the window has the focus it opened with
    /// (after an unmap and map, with no window manager, it may have none to lose).
    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func minimizeFocusLossReleaseOutsideAndRendererResets() async throws {
        guard let session = try await XvfbSession.start(extraEnvironment: ["STRETCHY_DEBUG_KEYS": "1"]) else { return }
        defer { session.stop() }
        let rest = try baseline(session)
        // Focus lost mid-drag: the drag ends, the next one works.
        // The root window's id: the window under a pointer that is outside the app's.
        let location = try session.xdo(["mousemove", "1250", "1000", "getmouselocation", "--shell"])
        let root = try #require(location.split(separator: "\n").first { $0.hasPrefix("WINDOW=") }?.dropFirst(7))
        try session.xdo(session.dragCommands(fromY: 600, toY: 450, steps: 5, release: false)
            + ["sleep", "0.1", "windowfocus", String(root), "sleep", "0.3"])
        let duringFocusLoss = try session.screenshot()
        let phase = Sidecars.phase(duringFocusLoss) ?? "?"
        #expect(phase != "dragging" && phase != "tracking", "the drag went on after focus loss: \(phase)")
        // The button is still down: moving now drives nothing; then let go.
        try session.xdo(["mousemove", "--window", session.window, "195", "300", "sleep", "0.1", "mouseup", "1"])
        let released = try session.screenshotAtRest()
        #expect(Sidecars.phase(released) != "dragging")

        // The next drag scrolls as ever.
        try session.xdo(["windowfocus", session.window, "sleep", "0.2"])
        let before = try #require(Sidecars.offset(released))
        try session.xdo(session.dragCommands(fromY: 650, toY: 350, steps: 10, stepDelay: 0.03, release: false) + ["sleep", "0.2"])
        let dragging = try session.screenshot()
        #expect(Sidecars.phase(dragging) == "dragging", "phase \(Sidecars.phase(dragging) ?? "none")")
        let moved = (Sidecars.offset(dragging) ?? before) - before
        #expect(moved > 150, "the next drag moved the offset by \(moved)")
        try session.xdo(["mouseup", "1"])
        try expectRecovered(session, baseline: rest, "after focus loss mid-drag")

        // A release outside the window ends the drag.
        // Down inside, out past the window's right edge (the window is 390 wide), up out there.
        try session.xdo(session.dragCommands(fromY: 600, toY: 450, steps: 5, release: false)
            + ["sleep", "0.05", "mousemove", "--window", session.window, "600", "400", "sleep", "0.05",
               "mousemove", "1250", "300", "sleep", "0.1", "mouseup", "1", "sleep", "0.2",
               "mousemove", "--window", session.window, "195", "400"])
        let after = try session.screenshotAtRest()
        let phaseAfter = Sidecars.phase(after) ?? "?"
        #expect(phaseAfter != "dragging" && phaseAfter != "tracking", "still dragging after a release outside: \(phaseAfter)")
        // A plain move inside must not scroll: the drag is over.
        let offset = try #require(Sidecars.offset(after))
        try session.xdo(["mousemove", "--window", session.window, "195", "200", "sleep", "0.3"])
        let unmoved = try session.screenshot()
        #expect(abs((Sidecars.offset(unmoved) ?? .nan) - offset) < 1, "a move without a button scrolled")
        try session.xdo(session.dragCommands(fromY: 700, toY: 300))
        try expectRecovered(session, baseline: rest, "after a release outside")

        // Minimize and restore.
        // With no window manager under Xvfb, minimize is a request nobody acts on; unmapping is
        // what a minimize does to the window (SDL sees HIDDEN, then SHOWN on restore).
        try session.xdo(["windowminimize", session.window, "sleep", "0.3", "windowunmap", session.window, "sleep", "1.0"])
        #expect(session.isAlive)
        try session.xdo(["windowmap", session.window, "sleep", "0.5"])
        try session.xdo(session.dragCommands(fromY: 700, toY: 300))
        try expectRecovered(session, baseline: rest, "after minimize and restore")

        // Renderer resets rebuild the textures.
        // F9: SDL_RENDER_TARGETS_RESET; F10: SDL_RENDER_DEVICE_RESET (STRETCHY_DEBUG_KEYS=1 only).
        // The reset comes before the Home and the screenshots that follow it (one event queue).
        try session.xdo(session.key("F9"))
        try expectRecovered(session, baseline: rest, "after SDL_RENDER_TARGETS_RESET")
        try session.xdo(session.dragCommands(fromY: 700, toY: 300) + session.key("F10"))
        try expectRecovered(session, baseline: rest, "after SDL_RENDER_DEVICE_RESET")
        // Escape quits: the window can be gone before xdotool's key-up reaches it (BadWindow).
        _ = try? session.xdo(session.key("Escape"))
        session.app.waitForExit(timeout: 15)
        #expect(!session.isAlive)
        let errors = session.stderr
        #expect(errors.contains("textures rebuilt after SDL_RENDER_TARGETS_RESET")
                && errors.contains("textures rebuilt after SDL_RENDER_DEVICE_RESET"), "stderr: \(errors)")
        #expect(!errors.contains("failed"), "stderr: \(errors)")
    }
}
