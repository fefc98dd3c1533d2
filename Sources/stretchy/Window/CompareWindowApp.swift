import CSDL2
import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

/// `stretchy run --compare A B`: one window, two phones side by side (`CompareLayout`), one
/// `SessionPair`. A pointer anywhere is taken to the local point of the side it is on and drives
/// both sides at once; keys go to both; S saves one combined PNG and a sidecar per side; R records
/// the input as a script that `stretchy replay --compare A B` plays. Paced by a timer to `--fps`
/// (input handled as it comes until each frame's deadline).
final class CompareWindowApp: RecordingWindow {
    let options: WindowOptions
    let window: OpaquePointer
    let renderer: Renderer
    var pair: SessionPair
    /// What both sides were built from at launch: a recording restarts them from it.
    let base: SessionSetup
    var recorder: Recorder?
    /// The clock time of the sessions' time 0 (moved to the start of a recording).
    var sessionOffsetMs = 0.0
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
    var minimized = false
    var input: SDLInputMapper

    var hudVisible = true
    /// `T`: the touch indicator on both phones.
    var touchesVisible = false
    var hudLines: (a: [String], b: [String]) = ([], [])
    var hudClock = HUDRefreshClock()
    var overlays = TransientOverlays()

    let screenshots = ScreenshotSaver()
    var pendingScreenshot: String?

    init(options: WindowOptions, window: OpaquePointer, renderer: Renderer, pair: SessionPair, base: SessionSetup) {
        self.options = options
        self.window = window
        self.renderer = renderer
        self.pair = pair
        self.base = base
        basePreset = options.design.name
        layout = CompareLayout(viewport: pair.viewport)
        sceneA = Scene(size: pair.viewport)
        sceneB = Scene(size: pair.viewport)
        combined = Scene(size: layout.size)
        input = SDLInputMapper(scale: options.scale, controlWheelZooms: false)
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
        // Weak: the X server can go while the window is already being torn down.
        DisplayLoss.install { [weak self] in
            self.map { $0.finishAfterDisplayLoss(nowMs: $0.clock.nowMs, screenshots: $0.screenshots) } ?? "nothing was being saved"
        }
        deadlineMs = clock.nowMs
        lastFrameMs = deadlineMs
        let pump = EventPump(clock: clock)
        while running {
            if minimized {
                pump.handleEventsWhileMinimized(while: { running }, handle)
                deadlineMs = clock.nowMs
                continue
            }
            pump.handleEvents(until: deadlineMs, while: { running }, handle)
            guard running else { break }
            try frame()
        }
        input.releaseDrag()
        screenshots.waitUntilIdle()
    }

    func frame() throws(StretchyError) {
        let start = clock.nowMs
        if let messages = screenshots.mailbox.take(), let last = messages.last { showToast(last, atMs: start) }
        pair.advance(toMs: start - sessionOffsetMs)
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
        hudClock.frameDrawn()
        deadlineMs += intervalMs
        if deadlineMs < end { deadlineMs = end + intervalMs / 2 }
    }

    /// Both sides' scenes, each with its own HUD panel, into the combined picture.
    func composeSides(withOverlays: Bool = true) {
        pair.compose(into: &sceneA, &sceneB, showingTouches: touchesVisible)
        if withOverlays, hudVisible {
            HUDScene.appendHUD(to: &sceneA, lines: hudLines.a, frameTimes: frameIntervals, targetMs: intervalMs)
            HUDScene.appendHUD(to: &sceneB, lines: hudLines.b, frameTimes: frameIntervals, targetMs: intervalMs)
        }
        layout.compose(sceneA, sceneB, captions: captions, into: &combined)
    }

    func appendOverlays(nowMs: Double) {
        if hudVisible, hudClock.isDue(atMs: nowMs) { updateHUDLines(nowMs: nowMs) }
        let modes = ModeIndicators.labels(recordingElapsedMs: recorder.map { pair.a.timeMs - $0.startMs },
                                          slowdown: pair.a.parameters[PhysicsParameter.animationSlowdown],
                                          keyboardShown: pair.a.isKeyboardShown, compare: true)
        ModeIndicators.append(modes, to: &combined, bottomInset: 0, measurer: renderer.textMeasurer)
        overlays.append(to: &combined, nowMs: nowMs, measurer: renderer.textMeasurer)
    }

    func updateHUDLines(nowMs: Double) {
        hudClock.restart(atMs: nowMs)
        var lines: [[String]] = []
        for side in ComparisonSide.allCases {
            let session = pair[side]
            let name = pair.variant(side).configPath == nil ? session.presetName : "\(pair.variant(side).label) · \(session.presetName)"
            let inputs = HUDText.Inputs(
                selectedParameter: session.selectedParameterDescription, preset: "\(side.letter): \(name)",
                record: session.record(), framesPerSecond: hudClock.measuredFPS, frameP50Ms: frameIntervals.percentile(0.5),
                frameP99Ms: frameIntervals.percentile(0.99), drawP50Ms: workTimes.percentile(0.5),
                rendererName: "\(renderer.name), timer",
                recordingSeconds: recorder.map { (nowMs - sessionOffsetMs - $0.startMs) / 1000 })
            lines.append(HUDText.lines(inputs))
        }
        if lines[0] != hudLines.a { hudLines.a = lines[0] }
        if lines[1] != hudLines.b { hudLines.b = lines[1] }
    }

    func showToast(_ text: String, atMs nowMs: Double) {
        overlays.showToast(text, atMs: nowMs)
    }

    // MARK: Input

    /// A point on either phone is taken to the same local point of both.
    func viewportPoint(_ windowPoint: Point) -> Point { layout.localPoint(windowPoint).point }

    func windowResized(to size: Size, atMs nowMs: Double) {
        send(.resize(CompareLayout.viewport(fitting: size)), atMs: nowMs)
        layout = CompareLayout(viewport: pair.viewport)
    }

    /// As the single window's `send`: at the sessions' time, recorded when recording.
    func send(_ action: ScriptEvent.Action, atMs nowMs: Double) {
        let time = max(nowMs - sessionOffsetMs, pair[.a].timeMs)
        if recorder != nil, WindowApp.isRecorded(action) { recorder?.record(action, atMs: time) }
        for effect in pair.apply(action, atMs: time) { perform(effect, atMs: nowMs) }
    }

    func perform(_ effect: SessionEffect, atMs nowMs: Double) {
        switch effect {
        case .screenshot:
            let name = "\(pair.variants.a.fileSafeLabel)-vs-\(pair.variants.b.fileSafeLabel)"
            pendingScreenshot = ScreenshotNaming.screenshotBaseName(preset: name, date: Date())
        case .toggleHUD: hudVisible.toggle()
        case .toggleHelp: overlays.helpVisible.toggle()
        case .toggleTouches:
            touchesVisible.toggle()
            showToast("show touches \(touchesVisible ? "on" : "off")", atMs: nowMs)
        case .toggleRecording: if recorder == nil { startRecording(atMs: nowMs) } else { stopRecording(atMs: nowMs) }
        case .saveConfiguration: showToast("Ctrl+S is not available in compare mode", atMs: nowMs)
        case .exportCode: showToast("E (export code) is not available in compare mode", atMs: nowMs)
        case .quit: if overlays.helpVisible { overlays.helpVisible = false } else { running = false }
        case let .toast(text): showToast(text, atMs: nowMs)
        }
    }

    // MARK: Screenshots

    /// The combined picture without overlays (captions kept), saved off the frame thread with a
    /// sidecar per side.
    func capture(baseName: String, atMs nowMs: Double) {
        if recorder != nil { recorder?.record(.screenshot(name: baseName), atMs: pair[.a].timeMs) }
        overlays.flash(atMs: nowMs)
        composeSides(withOverlays: false)
        let sidecars = ComparisonSide.allCases.map { side in
            ScreenshotSaver.SidecarFile(
                suffix: ".\(side.rawValue).json",
                text: JSONWriter.string(CompareReplayRunner.sidecar(pair: pair, side: side, name: baseName,
                                                                    pixelsPerPoint: renderer.pixelsPerPoint)) + "\n")
        }
        if let problem = screenshots.save(combined, drawnBy: renderer, folder: options.screenshotDirectory,
                                          baseName: baseName, sidecars: sidecars) {
            WindowStartup.printError(problem)
            showToast(problem, atMs: nowMs)
        }
    }
}

extension CompareWindowApp {
    // MARK: Recording

    /// Both phones at rest from the launch setup (at the current window size): what
    /// `stretchy replay REC --compare A B` starts from.
    func restartForRecording() throws(StretchyError) -> RecordingStart {
        var setup = base
        setup.viewport = pair.viewport
        pair = try SessionPair(base: setup, variants: (pair.variants.a, pair.variants.b), measurer: renderer.textMeasurer)
        return RecordingStart(preset: setup.design.reference(shippedIn: setup.library.folder), viewport: setup.viewport, parameters: options.parameters,
                              note: "both phones reset to rest and their launch parameters")
    }

    var replayHint: String { " (replay with --compare \(pair.variants.a.spec) \(pair.variants.b.spec))" }
}
