import CSDL2
import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyKit

/// `stretchy run --compare A B`: one window, two phones side by side (`CompareLayout`), one
/// `SessionPair`. A pointer anywhere is taken to the local point of the side it is on and drives
/// both sides at once; keys go to both; S saves one combined PNG and a sidecar per side. Paced by
/// a timer to `--fps` (input handled as it comes until each frame's deadline).
final class CompareWindowApp {
    let options: WindowOptions
    let window: OpaquePointer
    let renderer: Renderer
    var pair: SessionPair
    var layout: CompareLayout
    let basePreset: String
    let clock = FrameClock()
    let intervalMs: Double
    var deadlineMs = 0.0
    var lastFrameMs = 0.0
    var frameIntervals: FrameTimeHistory
    var workTimes: FrameTimeHistory

    var sceneA: Scene
    var sceneB: Scene
    var combined: Scene
    var running = true
    var dragging = false
    var captured = false
    var minimized = false

    var hudVisible = true
    var helpVisible = false
    var hudLines: (a: [String], b: [String]) = ([], [])
    var hudUpdatedMs = -Double.infinity
    var framesSinceHUD = 0
    var measuredFPS = 0.0
    var toastText: String?
    var toastStartMs = 0.0
    var flashStartMs: Double?

    let pngWriter = PNGWriter()
    let mailbox = ToastMailbox()
    var pixels = PixelBuffer()
    var pendingScreenshot: String?

    init(options: WindowOptions, window: OpaquePointer, renderer: Renderer, pair: SessionPair) {
        self.options = options
        self.window = window
        self.renderer = renderer
        self.pair = pair
        basePreset = options.preset
        layout = CompareLayout(viewport: pair.viewport)
        sceneA = Scene(size: pair.viewport)
        sceneB = Scene(size: pair.viewport)
        combined = Scene(size: layout.size)
        intervalMs = 1000 / options.framesPerSecond
        let capacity = Int((3000 / intervalMs).rounded(.up))
        frameIntervals = FrameTimeHistory(capacity: capacity)
        workTimes = FrameTimeHistory(capacity: capacity)
    }

    var captions: (a: String, b: String) {
        ("A: " + pair.variants.a.caption(over: basePreset), "B: " + pair.variants.b.caption(over: basePreset))
    }

    // MARK: Loop

    func loop() throws(StretchyError) {
        deadlineMs = clock.nowMs
        lastFrameMs = deadlineMs
        while running {
            var event = SDL_Event()
            if minimized {
                if SDL_WaitEventTimeout(&event, 100) != 0 { handle(&event, atMs: clock.nowMs) }
                while running, SDL_PollEvent(&event) != 0 { handle(&event, atMs: clock.nowMs) }
                deadlineMs = clock.nowMs
                continue
            }
            while running {
                let remaining = deadlineMs - clock.nowMs
                if remaining <= 0 { break }
                if remaining > 1.5 {
                    if SDL_WaitEventTimeout(&event, Int32(remaining - 1)) != 0 { handle(&event, atMs: clock.nowMs) }
                } else if SDL_PollEvent(&event) != 0 {
                    handle(&event, atMs: clock.nowMs)
                } else {
                    usleep(150)
                }
            }
            guard running else { break }
            try frame()
        }
        if dragging { SDL_CaptureMouse(SDL_FALSE) }
        pngWriter.waitUntilIdle()
    }

    func frame() throws(StretchyError) {
        let start = clock.nowMs
        if let messages = mailbox.take(), let last = messages.last { showToast(last, atMs: start) }
        pair.advance(toMs: start)
        if let name = pendingScreenshot {
            pendingScreenshot = nil
            capture(baseName: name, atMs: start)
        }
        composeSides()
        appendOverlays(nowMs: start)
        do {
            try renderer.draw(combined)
        } catch {
            throw .environment("drawing the frame failed: \(describe(error))")
        }
        renderer.present()
        let end = clock.nowMs
        frameIntervals.record(end - lastFrameMs)
        workTimes.record(end - start)
        lastFrameMs = end
        framesSinceHUD += 1
        deadlineMs += intervalMs
        if deadlineMs < end { deadlineMs = end + intervalMs / 2 }
    }

    /// Both sides' scenes, each with its own HUD panel, into the combined picture.
    func composeSides(withOverlays: Bool = true) {
        pair.compose(into: &sceneA, &sceneB)
        if withOverlays, hudVisible {
            HUDScene.appendHUD(to: &sceneA, lines: hudLines.a, frameTimes: frameIntervals, targetMs: intervalMs)
            HUDScene.appendHUD(to: &sceneB, lines: hudLines.b, frameTimes: frameIntervals, targetMs: intervalMs)
        }
        layout.compose(sceneA, sceneB, captions: captions, into: &combined)
    }

    func appendOverlays(nowMs: Double) {
        if hudVisible, nowMs - hudUpdatedMs >= 100 { updateHUDLines(nowMs: nowMs) }
        if helpVisible { HUDScene.appendHelp(to: &combined) }
        if let text = toastText {
            let age = nowMs - toastStartMs
            if age >= 1500 { toastText = nil } else {
                HUDScene.appendToast(text, alpha: min(1, (1500 - age) / 300), to: &combined, measurer: renderer.textMeasurer)
            }
        }
        if let flash = flashStartMs {
            let age = nowMs - flash
            if age >= 180 { flashStartMs = nil } else { HUDScene.appendFlash(alpha: 0.85 * (1 - age / 180), to: &combined) }
        }
    }

    func updateHUDLines(nowMs: Double) {
        let elapsed = nowMs - hudUpdatedMs
        if elapsed.isFinite, elapsed > 0 { measuredFPS = Double(framesSinceHUD) * 1000 / elapsed }
        framesSinceHUD = 0
        hudUpdatedMs = nowMs
        var lines: [[String]] = []
        for side in ComparisonSide.allCases {
            let session = pair[side]
            let name = pair.variant(side).configPath == nil ? session.presetName : "\(pair.variant(side).label) · \(session.presetName)"
            let inputs = HUDText.Inputs(
                selectedParameter: session.selectedParameterDescription, preset: "\(side.letter): \(name)",
                record: session.record(), framesPerSecond: measuredFPS, frameP50Ms: frameIntervals.percentile(0.5),
                frameP99Ms: frameIntervals.percentile(0.99), drawP50Ms: workTimes.percentile(0.5),
                rendererName: "\(renderer.name), timer", recordingSeconds: nil)
            lines.append(HUDText.lines(inputs))
        }
        if lines[0] != hudLines.a { hudLines.a = lines[0] }
        if lines[1] != hudLines.b { hudLines.b = lines[1] }
    }

    func showToast(_ text: String, atMs nowMs: Double) {
        toastText = text
        toastStartMs = nowMs
    }

    // MARK: Input

    func handle(_ event: inout SDL_Event, atMs nowMs: Double) {
        switch event.type {
        case SDL_QUIT.rawValue:
            running = false
        case SDL_WINDOWEVENT.rawValue:
            handleWindowEvent(event.window, atMs: nowMs)
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            dragging = true
            captured = SDL_CaptureMouse(SDL_TRUE) == 0
            send(.down(localPoint(event.button.x, event.button.y)), atMs: nowMs)
        case SDL_MOUSEMOTION.rawValue where dragging:
            if event.motion.state & UInt32(1 << (SDL_BUTTON_LEFT - 1)) == 0 {
                endDrag(.up(localPoint(event.motion.x, event.motion.y)), atMs: nowMs)
            } else {
                send(.move(localPoint(event.motion.x, event.motion.y)), atMs: nowMs)
            }
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT) && dragging:
            endDrag(.up(localPoint(event.button.x, event.button.y)), atMs: nowMs)
        case SDL_MOUSEWHEEL.rawValue:
            let flip: Double = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            var dx = Double(event.wheel.preciseX), dy = Double(event.wheel.preciseY)
            if dx == 0, dy == 0 { dx = Double(event.wheel.x); dy = Double(event.wheel.y) }
            guard dx != 0 || dy != 0 else { return }
            send(.wheel(dx: dx * flip, dy: dy * flip, precise: dx != dx.rounded() || dy != dy.rounded()), atMs: nowMs)
        case SDL_KEYDOWN.rawValue:
            guard let press = SDLKeyMap.press(for: event.key.keysym) else { return }
            if event.key.repeat != 0, !SDLKeyMap.repeats(press.key) { return }
            send(.key(press), atMs: nowMs)
        case SDL_RENDER_TARGETS_RESET.rawValue, SDL_RENDER_DEVICE_RESET.rawValue:
            do { try renderer.handleRenderReset(eventType: event.type) } catch {
                showToast("renderer reset: textures lost", atMs: nowMs)
            }
        default:
            break
        }
    }

    /// A window position (SDL points) as the local point of the side under it.
    func localPoint(_ x: Int32, _ y: Int32) -> Point {
        layout.localPoint(Point(x: Double(x) / options.scale, y: Double(y) / options.scale)).point
    }

    func endDrag(_ action: ScriptEvent.Action, atMs nowMs: Double) {
        dragging = false
        if captured { SDL_CaptureMouse(SDL_FALSE) }
        captured = false
        send(action, atMs: nowMs)
    }

    func handleWindowEvent(_ event: SDL_WindowEvent, atMs nowMs: Double) {
        switch UInt32(event.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
            let size = Size(width: Double(event.data1) / options.scale, height: Double(event.data2) / options.scale)
            pair.advance(toMs: nowMs)
            pair.resize(to: CompareLayout.viewport(fitting: size))
            layout = CompareLayout(viewport: pair.viewport)
        case SDL_WINDOWEVENT_MINIMIZED.rawValue, SDL_WINDOWEVENT_HIDDEN.rawValue:
            minimized = true
        case SDL_WINDOWEVENT_RESTORED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_EXPOSED.rawValue,
             SDL_WINDOWEVENT_MAXIMIZED.rawValue:
            minimized = false
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue where dragging:
            endDrag(.cancel, atMs: nowMs)
        case SDL_WINDOWEVENT_LEAVE.rawValue where dragging && !captured:
            endDrag(.cancel, atMs: nowMs)
        case SDL_WINDOWEVENT_CLOSE.rawValue:
            running = false
        default:
            break
        }
    }

    func send(_ action: ScriptEvent.Action, atMs nowMs: Double) {
        for effect in pair.apply(action, atMs: nowMs) { perform(effect, atMs: nowMs) }
    }

    func perform(_ effect: SessionEffect, atMs nowMs: Double) {
        switch effect {
        case .screenshot:
            let name = "\(pair.variants.a.fileSafeLabel)-vs-\(pair.variants.b.fileSafeLabel)"
            pendingScreenshot = ScreenshotNaming.screenshotBaseName(preset: name, date: Date())
        case .toggleHUD: hudVisible.toggle()
        case .toggleHelp: helpVisible.toggle()
        case .toggleRecording: showToast("recording is not available in compare mode", atMs: nowMs)
        case .saveConfiguration: showToast("Ctrl+S is not available in compare mode", atMs: nowMs)
        case .quit: if helpVisible { helpVisible = false } else { running = false }
        case let .toast(text): showToast(text, atMs: nowMs)
        }
    }

    // MARK: Screenshots

    /// The combined picture without overlays (captions kept), read back now and saved off the
    /// frame thread; both sidecars are written after the PNG.
    func capture(baseName: String, atMs nowMs: Double) {
        flashStartMs = nowMs
        let folder = options.screenshotDirectory
        do {
            try FileBytes.prepareDirectory(folder)
        } catch {
            report("screenshot not saved: \(error.message)", atMs: nowMs)
            return
        }
        composeSides(withOverlays: false)
        do {
            try renderer.draw(combined)
            try renderer.readPixels(into: &pixels)
        } catch {
            report("screenshot not saved: \(describe(error))", atMs: nowMs)
            return
        }
        let sidecars = ComparisonSide.allCases.map { side in
            (side, JSONWriter.string(CompareReplayRunner.sidecar(pair: pair, side: side, name: baseName,
                                                                 pixelsPerPoint: renderer.pixelsPerPoint)) + "\n")
        }
        let base = URL(fileURLWithPath: folder).appendingPathComponent(baseName).path
        let mailbox = self.mailbox
        pngWriter.write(pixels, to: base + ".png") { result in
            switch result {
            case .success:
                do {
                    for (side, text) in sidecars {
                        try FileBytes.writeAtomically(Array(text.utf8), to: "\(base).\(side.rawValue).json")
                    }
                    mailbox.post("saved \(base).png")
                } catch {
                    WindowApp.printError("screenshot sidecar not saved: \(describe(error))")
                    mailbox.post("sidecar not saved: \(describe(error))")
                }
            case let .failure(error):
                WindowApp.printError("screenshot not saved: \(error.description)")
                mailbox.post("screenshot not saved: \(error.description)")
            }
        }
    }

    func report(_ message: String, atMs nowMs: Double) {
        WindowApp.printError(message)
        showToast(message, atMs: nowMs)
    }
}
