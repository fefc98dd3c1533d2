import CSDL2
import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyKit

/// `stretchy run`: one window, one `Session`, one thread. Each frame: input applied at the times
/// it was polled, physics advanced to the frame's presentation time, the session's scene plus the
/// overlays (HUD, help, toast, flash) drawn and presented. Paced by vsync when presenting really
/// waits for it, else by a precise timer to `--fps`.
final class WindowApp {
    let options: WindowOptions
    let window: OpaquePointer
    let renderer: Renderer
    let setupTemplate: SessionSetup
    var session: Session
    var scene: Scene
    let clock = FrameClock()
    /// Session time = app time − this (moved when recording restarts the session at 0).
    var sessionOffsetMs = 0.0
    let intervalMs: Double

    // Pacing and measurement.
    enum Pacing { case vsync, timer }
    var pacing: Pacing
    var deadlineMs = 0.0
    var lastPresentEndMs = 0.0
    var workEstimateMs = 2.0
    var frameIntervals: FrameTimeHistory
    var workTimes: FrameTimeHistory
    var presentTimes = FrameTimeHistory(capacity: 30)
    var framesDrawn = 0
    var runStats: (intervals: FrameTimeHistory, work: FrameTimeHistory)?

    // Input.
    var input: SDLInputMapper
    var running = true
    var minimized = false

    // Overlays.
    var hudVisible = true
    /// `T`: the touch indicator, in the window and its screenshots.
    var touchesVisible = false
    var hudLines: [String] = []
    var hudClock = HUDRefreshClock()
    var overlays = TransientOverlays()
    var photoWatch = PhotoResolutionWatch()
    /// The tuning panel beside the phone (Tab), and its last design check.
    var panel = ParameterPanel()
    var panelWarning: String?
    var panelCheckedSnapshot: TuningSnapshot?

    // Files.
    let screenshots = ScreenshotSaver()
    var pendingScreenshot: String?
    var configWatcher: ConfigWatcher?
    var designWatcher: DesignWatcher?
    var recorder: Recorder?
    var currentTitle = ""

    init(options: WindowOptions, window: OpaquePointer, renderer: Renderer, setup: SessionSetup, session: Session) {
        self.options = options
        self.window = window
        self.renderer = renderer
        self.setupTemplate = setup
        self.session = session
        scene = Scene(size: session.viewport)
        scene.items.reserveCapacity(1024)
        input = SDLInputMapper(scale: options.scale, controlWheelZooms: true)
        intervalMs = 1000 / options.framesPerSecond
        let graphCapacity = Int((3000 / intervalMs).rounded(.up))
        frameIntervals = FrameTimeHistory(capacity: graphCapacity)
        workTimes = FrameTimeHistory(capacity: graphCapacity)
        pacing = Self.hasVsync(window) && renderer.isAccelerated ? .vsync : .timer
        if ProcessInfo.processInfo.environment["STRETCHY_FRAME_STATS"] != nil {
            runStats = (FrameTimeHistory(capacity: 200_000), FrameTimeHistory(capacity: 200_000))
        }
        if let path = options.configPath { configWatcher = ConfigWatcher(path: path) }
        if let path = options.designFile { designWatcher = DesignWatcher(path: path, images: session.design.images) }
    }

    static func hasVsync(_ window: OpaquePointer) -> Bool {
        guard let sdlRenderer = SDL_GetRenderer(window) else { return false }
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(sdlRenderer, &info) == 0 else { return false }
        return info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    }

    var sessionNowMs: Double { clock.nowMs - sessionOffsetMs }

    // MARK: Loop

    func loop() throws(StretchyError) {
        // Weak: the X server can go while the window is already being torn down.
        DisplayLoss.install { [weak self] in
            self.map { $0.finishAfterDisplayLoss(nowMs: $0.clock.nowMs, screenshots: $0.screenshots) } ?? "nothing was being saved"
        }
        deadlineMs = clock.nowMs
        lastPresentEndMs = deadlineMs
        if let path = options.configPath, !options.configExists {
            showToast("config \(path) does not exist yet: Ctrl+S creates it", atMs: clock.nowMs)
        }
        let pump = EventPump(clock: clock)
        while running {
            if minimized {
                pump.handleEventsWhileMinimized(while: { running }, handle)
                pollBackground(nowMs: clock.nowMs)
                deadlineMs = clock.nowMs
                lastPresentEndMs = deadlineMs
                continue
            }
            switch pacing {
            case .timer: pump.handleEvents(until: deadlineMs, while: { running }, handle)
            case .vsync: pump.handlePending(while: { running }, handle)
            }
            guard running else { break }
            try frame()
        }
        finish()
    }

    func frame() throws(StretchyError) {
        let start = clock.nowMs
        pollBackground(nowMs: start)
        let presentation: Double
        switch pacing {
        case .timer: presentation = max(start, deadlineMs + workEstimateMs)
        case .vsync: presentation = max(start, min(lastPresentEndMs + intervalMs, start + intervalMs))
        }
        session.advance(toMs: presentation - sessionOffsetMs)
        warnIfPhotoTooSmall(atMs: start)
        if let name = pendingScreenshot {
            pendingScreenshot = nil
            capture(baseName: name, atMs: start)
        }
        session.compose(into: &scene, showingTouches: touchesVisible)
        appendOverlays(nowMs: start)
        do {
            try renderer.draw(scene)
        } catch {
            throw .environment("drawing the frame failed: \(describe(error))")
        }
        let presentStart = clock.nowMs
        renderer.present()
        let end = clock.nowMs
        record(frameStart: start, presentStart: presentStart, end: end)
    }

    private func record(frameStart: Double, presentStart: Double, end: Double) {
        let interval = end - lastPresentEndMs
        let work = end - frameStart
        lastPresentEndMs = end
        framesDrawn += 1
        hudClock.frameDrawn()
        if framesDrawn > 1 {
            frameIntervals.record(interval)
            runStats?.intervals.record(interval)
        }
        workTimes.record(work)
        runStats?.work.record(work)
        workEstimateMs = min(intervalMs * 0.75, workEstimateMs * 0.9 + work * 0.1)
        if pacing == .vsync, framesDrawn <= 40 {
            presentTimes.record(end - presentStart)
            // Presenting that does not wait is no vsync (Xvfb, some drivers): pace by timer instead.
            if framesDrawn == 40, presentTimes.percentile(0.5) < intervalMs * 0.25 {
                pacing = .timer
                deadlineMs = end
            }
        }
        if pacing == .timer {
            deadlineMs += intervalMs
            if deadlineMs < end { deadlineMs = end + intervalMs / 2 }  // fell behind: start afresh
        }
    }

    /// Toasts from the PNG writer, config reloads.
    func pollBackground(nowMs: Double) {
        if let messages = screenshots.mailbox.take(), let last = messages.last { showToast(last, atMs: nowMs) }
        if var watcher = configWatcher {
            let changed = watcher.hasChanged(nowMs: nowMs)
            configWatcher = watcher
            if changed { reloadConfig(atMs: nowMs) }
        }
        if var watcher = designWatcher {
            let changed = watcher.hasChanged(nowMs: nowMs)
            designWatcher = watcher
            if changed { reloadDesign(atMs: nowMs) }
        }
    }

    func finish() {
        if recorder != nil { stopRecording(atMs: clock.nowMs) }
        input.releaseDrag()
        screenshots.waitUntilIdle()
        if var stats = runStats, stats.intervals.count > 0 {
            let line = "stretchy: \(framesDrawn) frames (\(pacing == .vsync ? "vsync" : "timer") pacing, \(renderer.name)): "
                + "interval p50 \(HUDText.fixed(stats.intervals.percentile(0.5), 2)) p99 \(HUDText.fixed(stats.intervals.percentile(0.99), 2)) ms, "
                + "work p50 \(HUDText.fixed(stats.work.percentile(0.5), 2)) p99 \(HUDText.fixed(stats.work.percentile(0.99), 2)) ms\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    // MARK: Overlays

    func showToast(_ text: String, atMs nowMs: Double) {
        overlays.showToast(text, atMs: nowMs)
    }

    /// The `--image` photo has fewer pixels than the header shows (at start, or after a resize or
    /// another design): a toast names it once, and stderr gets the full line `replay` prints.
    func warnIfPhotoTooSmall(atMs nowMs: Double) {
        let path = options.imagePath
        guard let toast = photoWatch.warning(photo: path, name: { URL(fileURLWithPath: $0).lastPathComponent },
                                             session: session, pixelsPerPoint: renderer.pixelsPerPoint) else { return }
        overlays.showToast(toast, atMs: nowMs, durationMs: TransientOverlays.warningDurationMs)
        PhotoResolutionWarning.check(photo: path, session: session, pixelsPerPoint: renderer.pixelsPerPoint)
    }

    func appendOverlays(nowMs: Double) {
        if hudVisible {
            if hudClock.isDue(atMs: nowMs) { updateHUDLines(nowMs: nowMs) }
            HUDScene.appendHUD(to: &scene, lines: hudLines, frameTimes: frameIntervals, targetMs: intervalMs)
        }
        let modes = ModeIndicators.labels(recordingElapsedMs: recorder.map { session.timeMs - $0.startMs },
                                          slowdown: session.parameters[PhysicsParameter.animationSlowdown],
                                          keyboardShown: session.isKeyboardShown, compare: false)
        ModeIndicators.append(modes, to: &scene, bottomInset: session.safeArea.bottom, measurer: renderer.textMeasurer)
        // The HUD and the pills belong to the phone; the panel goes beside it, under the help,
        // toasts and banners, which span the window.
        appendPanel()
        overlays.append(to: &scene, nowMs: nowMs, measurer: renderer.textMeasurer)
    }

    func updateHUDLines(nowMs: Double) {
        hudClock.restart(atMs: nowMs)
        let inputs = HUDText.Inputs(
            selectedParameter: session.selectedParameterDescription, preset: session.presetName, record: session.record(),
            framesPerSecond: hudClock.measuredFPS, frameP50Ms: frameIntervals.percentile(0.5), frameP99Ms: frameIntervals.percentile(0.99),
            drawP50Ms: workTimes.percentile(0.5), rendererName: "\(renderer.name), \(pacing == .vsync ? "vsync" : "timer")",
            recordingSeconds: recorder.map { (sessionNowMs - $0.startMs) / 1000 })
        let lines = HUDText.lines(inputs)
        // Keep the old strings where nothing changed (the text cache then hashes, never redraws).
        if lines != hudLines { hudLines = lines }
    }
}
