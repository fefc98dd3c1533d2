import FileSafety
import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

/// `stretchy run`: one window, one thread, the phones of a `SessionGroup` — one phone, or two to
/// four side by side with `--compare` (`PhoneLayout`). Each frame: input applied at the times it
/// was polled, physics advanced to the frame's presentation time, every phone's scene plus the
/// overlays (HUD per phone, help, toast, flash, mode pills) drawn and presented. Paced by vsync
/// when presenting really waits for it, else by a precise timer to `--fps`.
final class WindowApp {
    let options: WindowOptions
    let display: any WindowSurface
    var renderer: Renderer { display.renderer }
    /// What the phones were built from at launch (a comparison's recording restarts from it).
    let setupTemplate: SessionSetup
    var group: SessionGroup
    var layout: PhoneLayout
    /// The window's picture, and each compared phone's own scene before the layout.
    var scene: Scene
    var phoneScenes: [Scene] = []
    /// The caption strip over compared phones ("A: seed003", …), fixed for the window's life.
    let captions: [String]
    let clock: any WindowClock
    /// Session time = app time − this (moved when recording restarts the sessions at 0).
    var sessionOffsetMs = 0.0

    // Pacing and measurement.
    var pacing: FramePacing

    // Input.
    let pump: any WindowEventSource
    var running = true
    var minimized = false

    // Overlays.
    var hudVisible = true
    /// `T`: the touch indicator, on every phone and in screenshots.
    var touchesVisible = false
    /// Each phone's HUD text.
    var hudLines: [[String]]
    var hudClock = HUDRefreshClock()
    var overlays = TransientOverlays()
    var photoWatch = PhotoResolutionWatch()
    /// The tuning panel beside the phone (Tab), and its last design check.
    var panel = ParameterPanel()
    /// Beside the phones, or over their right part when the window cannot widen (`PanelPlacement`).
    var panelPlacement = PanelPlacement.beside
    var panelWarning: String?
    var panelCheckedSnapshot: TuningSnapshot?

    // Files.
    let screenshots = ScreenshotSaver()
    var pendingScreenshot: String?
    var configWatcher: FileWatcher?
    /// The config file as this window last read or wrote it: saves and reloads merge with it.
    var configSync: ConfigSync?
    /// E's file names this session: two designs whose names sanitize alike export to two sets of files.
    var exportNames = UniqueFileNames()
    /// Frames skipped in a row while the window waits to be capped (`waitsForThePixelCap`).
    var framesWaitedForCap = 0
    var designWatcher: FileWatcher?
    var recorder: Recorder?
    /// The last Ctrl+Shift+S bake, undoable with Ctrl+Z until `untilMs` (app clock).
    var pendingBakeUndo: (path: String, baked: DesignBakeFile.Baked, untilMs: Double)?
    /// Takes stopped but not yet on disk (every folder failed), with their end times: retried.
    var unsavedTakes: [(Recorder, Double)] = []
    var currentTitle = ""

    init(options: WindowOptions, display: any WindowSurface, clock: any WindowClock, events: any WindowEventSource,
         setup: SessionSetup, group: SessionGroup) {
        self.options = options
        self.display = display
        self.clock = clock
        pump = events
        self.setupTemplate = setup
        self.group = group
        layout = PhoneLayout(viewport: group.viewport, count: group.count)
        captions = group.captions(baseDesign: options.design.name)
        scene = Scene(size: layout.size)
        scene.items.reserveCapacity(1024 * group.count)
        hudLines = Array(repeating: [], count: group.count)
        pacing = FramePacing(framesPerSecond: options.framesPerSecond,
                             vsync: display.presentsWithVsync && display.renderer.isAccelerated,
                             keepsRunStats: ProcessInfo.processInfo.environment["STRETCHY_FRAME_STATS"] != nil)
        if let path = options.configPath { configWatcher = .config(path) }
        if options.configExists { configSync = ConfigSync(fileValues: options.overrides, window: group.sharedParameters) }
        if let path = options.designFile { designWatcher = .design(path, images: options.design.images) }
    }

    var sessionNowMs: Double { clock.nowMs - sessionOffsetMs }

    // MARK: Loop

    func loop() throws(StretchyError) {
        pacing.restart(atMs: clock.nowMs)
        if let path = options.configPath, !options.configExists {
            showToast("config \(path) does not exist yet: Ctrl+S creates it", atMs: clock.nowMs)
        }
        while running {
            if minimized {
                pump.handleEventsWhileMinimized(while: { running }, handle)
                pollBackground(nowMs: clock.nowMs)
                pacing.restart(atMs: clock.nowMs)
                continue
            }
            switch pacing.mode {
            case .timer: pump.handleEvents(until: pacing.deadlineMs, while: { running }, handle)
            case .vsync: pump.handlePending(while: { running }, handle)
            }
            guard running else { break }
            try frame()
        }
        finish()
    }

    func frame() throws(StretchyError) {
        if waitsForThePixelCap() { return }
        let start = clock.nowMs
        pollBackground(nowMs: start)
        group.advance(toMs: pacing.presentationMs(frameStartMs: start) - sessionOffsetMs)
        warnIfPhotoTooSmall(atMs: start)
        if let name = pendingScreenshot {
            pendingScreenshot = nil
            capture(baseName: name, atMs: start)
        }
        if hudVisible, hudClock.isDue(atMs: start) { updateHUDLines(nowMs: start) }
        composePicture(withHUD: hudVisible)
        appendOverlays(nowMs: start)
        do {
            try renderer.draw(scene)
        } catch {
            throw .environment("drawing the frame failed: \(describe(error))")
        }
        let presentStart = clock.nowMs
        renderer.present()
        let end = clock.nowMs
        pacing.record(frameStart: start, presentStart: presentStart, end: end)
        hudClock.frameDrawn()
    }

    /// True while the window is larger than the frame limit and its `.resized` event (which asks
    /// for the capped size) has not come yet: a frame drawn at 16000² would allocate the very
    /// buffers the cap keeps away (1.9 GB). At most ~0.5 s, in case a window manager holds the size.
    private func waitsForThePixelCap() -> Bool {
        let (width, height) = renderer.outputPixelSize
        let pixels = Size(width: Double(width), height: Double(height))
        guard FrameBudget.fitting(pixels, scale: 1) != pixels, framesWaitedForCap < 50 else {
            framesWaitedForCap = 0
            return false
        }
        framesWaitedForCap += 1
        Thread.sleep(forTimeInterval: 0.01)
        return true
    }

    /// Toasts from the PNG writer, config and design reloads.
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
        if recorder != nil { stopRecording(atMs: clock.nowMs) } else if !unsavedTakes.isEmpty { saveTakes(atMs: clock.nowMs) }
        pump.releaseDrag()
        screenshots.waitUntilIdle()
        if var stats = pacing.runStats, stats.intervals.count > 0 {
            let phones = group.isComparison ? ", \(group.count) phones" : ""
            let line = "\(pacing.framesDrawn) frames (\(pacing.name) pacing, \(renderer.name)\(phones)): "
                + "interval p50 \(HUDText.fixed(stats.intervals.percentile(0.5), 2)) p99 \(HUDText.fixed(stats.intervals.percentile(0.99), 2)) ms, "
                + "work p50 \(HUDText.fixed(stats.work.percentile(0.5), 2)) p99 \(HUDText.fixed(stats.work.percentile(0.99), 2)) ms"
            StderrLine.write(line)
        }
    }

    // MARK: Picture and overlays

    /// Every phone into `scene` (laid out with their captions when compared), each with its HUD
    /// panel when `withHUD`.
    func composePicture(withHUD: Bool) {
        let hudLines = hudLines, frameIntervals = pacing.frameIntervals, intervalMs = pacing.intervalMs, bannerHeight = bannerHeight
        group.compose(into: &scene, phones: &phoneScenes, layout: layout, captions: captions,
                      showingTouches: touchesVisible) { phone, phoneScene in
            guard withHUD else { return }
            HUDScene.appendHUD(to: &phoneScene, lines: hudLines[phone], frameTimes: frameIntervals, targetMs: intervalMs,
                               bottomInset: bannerHeight)
        }
    }

    /// The window's picture width: the phones, and the panel when it widens the window.
    var pictureWidth: Double {
        panel.isOpen ? panelPlacement.windowWidth(phonesWidth: layout.size.width) : layout.size.width
    }

    /// The part of the picture the phones show uncovered by the panel (toasts and pills centre there).
    var uncoveredPhonesWidth: Double {
        panel.isOpen ? panelPlacement.uncoveredWidth(phonesWidth: layout.size.width) : layout.size.width
    }

    /// The error banner's height across the window (the HUD and the pills sit above it).
    var bannerHeight: Double {
        HUDScene.bannerHeight(overlays.bannerText, in: Size(width: pictureWidth, height: layout.size.height),
                              measurer: renderer.textMeasurer)
    }

    /// Each phone's HUD panel in picture points (the pills keep off them).
    var hudFrames: [Rect] {
        guard hudVisible else { return [] }
        let inset = bannerHeight
        return group.indices.map { phone in
            let origin = layout.frame(of: phone)
            let frame = HUDScene.panelFrame(lineCount: hudLines[phone].count, in: layout.viewport, bottomInset: inset)
            return Rect(x: origin.minX + frame.minX, y: origin.minY + frame.minY, width: frame.width, height: frame.height)
        }
    }

    func showToast(_ text: String, atMs nowMs: Double) {
        overlays.showToast(text, atMs: nowMs)
    }

    /// The `--image` photo has fewer pixels than the header shows (at start, or after a resize or
    /// another design; A's, the phone every `--compare` shows first): a toast names it once, and
    /// stderr gets the full line `replay` prints.
    func warnIfPhotoTooSmall(atMs nowMs: Double) {
        let path = options.imagePath
        guard let toast = photoWatch.warning(photo: path, name: { URL(fileURLWithPath: $0).lastPathComponent },
                                             session: group[0], pixelsPerPoint: renderer.pixelsPerPoint) else { return }
        overlays.showToast(toast, atMs: nowMs, durationMs: TransientOverlays.warningDurationMs)
        PhotoResolutionWarning.check(photo: path, session: group[0], pixelsPerPoint: renderer.pixelsPerPoint)
    }

    /// The mode pills (over the single phone's home indicator, or the picture's corner) and the
    /// transient overlays, across the whole picture.
    func appendOverlays(nowMs: Double) {
        let first = group[0]
        let modes = ModeIndicators.labels(recordingElapsedMs: recorder.map { first.timeMs - $0.startMs },
                                          slowdown: first.parameters[PhysicsParameter.animationSlowdown],
                                          keyboardShown: first.isKeyboardShown, compare: group.isComparison)
        let bottomInset = (group.isComparison ? 0 : first.safeArea.bottom) + bannerHeight
        ModeIndicators.append(modes, to: &scene, bottomInset: bottomInset, right: uncoveredPhonesWidth, avoiding: hudFrames,
                              measurer: renderer.textMeasurer)
        // The HUD and the pills belong to the phones; the panel goes beside them, under the help,
        // toasts and banners, which span the window (the toast is centred on the phones).
        appendPanel()
        overlays.append(to: &scene, nowMs: nowMs, toastWidth: uncoveredPhonesWidth, measurer: renderer.textMeasurer)
    }

    func updateHUDLines(nowMs: Double) {
        hudClock.restart(atMs: nowMs)
        for phone in group.indices {
            let session = group[phone]
            let inputs = HUDText.Inputs(
                selectedParameter: session.selectedParameterDescription, designName: group.hudName(phone), record: session.record(),
                framesPerSecond: hudClock.measuredFPS, frameP50Ms: pacing.frameIntervals.percentile(0.5),
                frameP99Ms: pacing.frameIntervals.percentile(0.99), drawP50Ms: pacing.workTimes.percentile(0.5),
                rendererName: "\(renderer.name), \(pacing.name)",
                recordingSeconds: recorder.map { (sessionNowMs - $0.startMs) / 1000 })
            let lines = HUDText.lines(inputs)
            // Keep the old strings where nothing changed (the text cache then hashes, never redraws).
            if lines != hudLines[phone] { hudLines[phone] = lines }
        }
    }
}
