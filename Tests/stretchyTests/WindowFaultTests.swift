import Foundation
import Testing

/// Faults in the real window under Xvfb: each test opens the built app, causes one fault with
/// xdotool (or a debug key), and checks that the app lives on and draws its photo again, through
/// a fresh `S` screenshot and its sidecar.
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
        try session.xdo(session.key("Home") + ["sleep", "1.0"])
        let sidecar = try session.screenshot()
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

    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func resizeToOnePixelAndBack() throws {
        guard let session = try XvfbSession.start() else { return }
        defer { session.stop() }
        let rest = try baseline(session)
        // Recorded (R) as two `resize` events, so a replay of the recording sees the same sizes.
        try session.xdo(session.key("r") + ["sleep", "0.2", "windowsize", session.window, "1", "1", "sleep", "0.5"])
        // A drag and a screenshot at 1×1: nothing to see, nothing may break.
        try session.xdo(session.dragCommands(x: 0, fromY: 0, toY: 0, steps: 2))
        let tiny = try session.screenshot()
        let viewport = Sidecars.json(tiny)?["viewport"] as? [String: Any]
        #expect(viewport?["width"] as? Double == 1 && viewport?["height"] as? Double == 1, "\(viewport ?? [:])")
        try session.xdo(["windowsize", session.window, "390", "844", "sleep", "0.5"] + session.key("r"))
        let recording = try session.waitForFile(in: session.recordFolder, suffix: ".json")
        let events = try #require(Sidecars.json(recording)?["events"] as? [[String: Any]])
        let sizes = events.filter { $0["type"] as? String == "resize" }.map { [$0["width"] as? Double, $0["height"] as? Double] }
        #expect(sizes.first == [1, 1] && sizes.last == [390, 844], "recorded resizes: \(sizes)")
        try session.xdo(session.dragCommands(fromY: 700, toY: 300))
        try expectRecovered(session, baseline: rest, "after 1×1 and back")
    }

    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func minimizeAndRestore() throws {
        guard let session = try XvfbSession.start() else { return }
        defer { session.stop() }
        let rest = try baseline(session)
        // With no window manager under Xvfb, minimize is a request nobody acts on; unmapping is
        // what a minimize does to the window (SDL sees HIDDEN, then SHOWN on restore).
        try session.xdo(["windowminimize", session.window, "sleep", "0.3", "windowunmap", session.window, "sleep", "1.0"])
        #expect(session.isAlive)
        try session.xdo(["windowmap", session.window, "sleep", "0.5"])
        try session.xdo(session.dragCommands(fromY: 700, toY: 300))
        try expectRecovered(session, baseline: rest, "after minimize and restore")
    }

    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func focusLossMidDragEndsTheDragAndTheNextDragWorks() throws {
        guard let session = try XvfbSession.start() else { return }
        defer { session.stop() }
        let rest = try baseline(session)
        // The root window's id: the window under a pointer that is outside the app's.
        let location = try session.xdo(["mousemove", "1250", "1000", "getmouselocation", "--shell"])
        let root = try #require(location.split(separator: "\n").first { $0.hasPrefix("WINDOW=") }?.dropFirst(7))
        try session.xdo(session.dragCommands(fromY: 600, toY: 450, steps: 5, release: false)
            + ["sleep", "0.1", "windowfocus", String(root), "sleep", "0.3"])
        let duringFocusLoss = try session.screenshot()
        let phase = Sidecars.phase(duringFocusLoss) ?? "?"
        #expect(phase != "dragging" && phase != "tracking", "the drag went on after focus loss: \(phase)")
        // The button is still down: moving now drives nothing; then let go.
        try session.xdo(["mousemove", "--window", session.window, "195", "300", "sleep", "0.1", "mouseup", "1", "sleep", "1.0"])
        let released = try session.screenshot()
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
    }

    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func releaseOutsideTheWindowEndsTheDrag() throws {
        guard let session = try XvfbSession.start() else { return }
        defer { session.stop() }
        let rest = try baseline(session)
        // Down inside, out past the window's right edge (the window is 390 wide), up out there.
        try session.xdo(session.dragCommands(fromY: 600, toY: 450, steps: 5, release: false)
            + ["sleep", "0.05", "mousemove", "--window", session.window, "600", "400", "sleep", "0.05",
               "mousemove", "1250", "300", "sleep", "0.1", "mouseup", "1", "sleep", "0.2",
               "mousemove", "--window", session.window, "195", "400", "sleep", "1.0"])
        let after = try session.screenshot()
        let phase = Sidecars.phase(after) ?? "?"
        #expect(phase != "dragging" && phase != "tracking", "still dragging after a release outside: \(phase)")
        // A plain move inside must not scroll: the drag is over.
        let offset = try #require(Sidecars.offset(after))
        try session.xdo(["mousemove", "--window", session.window, "195", "200", "sleep", "0.3"])
        let moved = try session.screenshot()
        #expect(abs((Sidecars.offset(moved) ?? .nan) - offset) < 1, "a move without a button scrolled")
        try session.xdo(session.dragCommands(fromY: 700, toY: 300))
        try expectRecovered(session, baseline: rest, "after a release outside")
    }

    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func rendererResetsRebuildTheTextures() throws {
        guard let session = try XvfbSession.start(extraEnvironment: ["STRETCHY_DEBUG_KEYS": "1"]) else { return }
        defer { session.stop() }
        let rest = try baseline(session)
        // F9: SDL_RENDER_TARGETS_RESET; F10: SDL_RENDER_DEVICE_RESET (STRETCHY_DEBUG_KEYS=1 only).
        try session.xdo(session.key("F9") + ["sleep", "0.3"])
        try expectRecovered(session, baseline: rest, "after SDL_RENDER_TARGETS_RESET")
        try session.xdo(session.dragCommands(fromY: 700, toY: 300) + session.key("F10") + ["sleep", "0.3"])
        try expectRecovered(session, baseline: rest, "after SDL_RENDER_DEVICE_RESET")
        // Escape quits: the window can be gone before xdotool's key-up reaches it (BadWindow).
        _ = try? session.xdo(session.key("Escape"))
        waitForExit(session.app, timeout: 15)
        #expect(!session.isAlive)
        let errors = session.stderr
        #expect(errors.contains("textures rebuilt after SDL_RENDER_TARGETS_RESET")
                && errors.contains("textures rebuilt after SDL_RENDER_DEVICE_RESET"), "stderr: \(errors)")
        #expect(!errors.contains("failed"), "stderr: \(errors)")
    }

    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func deletedImageFileKeepsDrawingThePhoto() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let photo = folder + "/photo.jpg"
        try FileManager.default.copyItem(atPath: packageRoot.appendingPathComponent("Resources/header.jpg").path, toPath: photo)
        guard let session = try XvfbSession.start(arguments: ["--image", photo]) else { return }
        defer { session.stop() }
        let rest = try baseline(session)
        try FileManager.default.removeItem(atPath: photo)
        try session.xdo(session.dragCommands(fromY: 300, toY: 700) + ["sleep", "0.5"]
            + session.dragCommands(fromY: 700, toY: 200) + ["sleep", "0.5"] + session.key("bracketright") + ["sleep", "0.5"]
            + session.key("bracketleft") + ["sleep", "0.5"])
        try expectRecovered(session, baseline: rest, "after the --image file was deleted")
    }

    /// The bundled fonts deleted right after start: every preset (each with its own title sizes,
    /// opened only when first drawn) must look exactly as in a run whose fonts stayed.
    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func deletedFontFilesKeepDrawingTheText() throws {
        func designPictures(deletingFonts: Bool) throws -> [RGBAImage] {
            let resources = temporaryFolder() + "/Resources"
            defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: resources).deletingLastPathComponent().path) }
            try FileManager.default.copyItem(atPath: packageRoot.appendingPathComponent("Resources").path, toPath: resources)
            guard let session = try XvfbSession.start(extraEnvironment: ["STRETCHY_RESOURCES": resources]) else { return [] }
            defer { session.stop() }
            if deletingFonts { try FileManager.default.removeItem(atPath: resources + "/fonts") }
            var pictures: [RGBAImage] = []
            for _ in 0..<7 {
                // ] switches to the next preset, at rest; the wait lets its first frames settle.
                try session.xdo(session.key("bracketright") + ["sleep", "0.8"])
                pictures.append(try RGBAImage(png: Sidecars.png(try session.screenshot())))
            }
            #expect(session.isAlive)
            return pictures
        }
        let intact = try designPictures(deletingFonts: false)
        let deleted = try designPictures(deletingFonts: true)
        guard !intact.isEmpty else { return }
        #expect(intact.count == deleted.count)
        for (index, (a, b)) in zip(intact, deleted).enumerated() {
            let difference = RGBAImage.difference(a, b)
            // Same renderer, same state: only a missing text run would differ.
            #expect(difference.fractionOver < 0.0005, "preset \(index + 1): \(difference.fractionOver * 100) % of pixels differ")
        }
    }
}
