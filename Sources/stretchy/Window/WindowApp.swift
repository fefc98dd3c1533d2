import FileSafety
import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

/// `stretchy run`: one window, one thread, the phones of a `SessionGroup` — one phone, or two to
/// four side by side with `--compare` (`PhoneLayout`). A thin loop around `WindowState`, which
/// decides: each event read from the source is reduced at the time it was polled and its effects
/// carried out here (title, size, renderer, files); each frame the phones advance to the frame's
/// presentation time and the picture (phones, HUD per phone, help, toast, flash, mode pills) is
/// drawn and presented. Paced by vsync when presenting really waits for it, else by a precise
/// timer to `--fps` (`FramePacing`).
final class WindowApp {
    let options: WindowOptions
    let display: any WindowSurface
    var renderer: Renderer { display.renderer }
    let clock: any WindowClock
    let pump: any WindowEventSource
    /// What the window decides; everything below carries it out.
    var state: WindowState
    /// What the phones were built from at launch (a comparison's recording restarts from it).
    let setupTemplate: SessionSetup
    /// The shipped designs, fonts and content: a reload resolves a design's content and images as the start did.
    let assets: PrototypeAssets
    /// The window's picture, and each compared phone's own scene before the layout.
    var scene: Scene
    var phoneScenes: [Scene] = []
    /// Frames skipped in a row while the window waits to be capped (`waitsForThePixelCap`).
    var framesWaitedForCap = 0
    var photoWatch = PhotoResolutionWatch()

    // Files.
    let screenshots = ScreenshotSaver()
    var configWatcher: (any FileWatching)?
    /// The config file as this window last read or wrote it: saves and reloads merge with it.
    var configSync: ConfigSync?
    /// E's file names this session: two designs whose names sanitize alike export to two sets of files.
    var exportNames = UniqueFileNames()
    var designWatcher: (any FileWatching)?

    init(options: WindowOptions, display: any WindowSurface, clock: any WindowClock, events: any WindowEventSource,
         setup: SessionSetup, assets: PrototypeAssets, group: SessionGroup) {
        self.options = options
        self.display = display
        self.clock = clock
        pump = events
        self.setupTemplate = setup
        self.assets = assets
        state = WindowState(group: group, baseDesign: options.design.name,
                            pacing: FramePacing(framesPerSecond: options.framesPerSecond,
                                                vsync: display.presentsWithVsync && display.renderer.isAccelerated,
                                                keepsRunStats: ProcessInfo.processInfo.environment["STRETCHY_FRAME_STATS"] != nil))
        scene = Scene(size: state.layout.size)
        scene.reserveCapacity(1024 * group.count)
        if let path = options.configPath { configWatcher = FileWatchers.config(path) }
        if options.configExists { configSync = ConfigSync(fileValues: options.overrides, window: group.sharedParameters) }
        if let path = options.designFile { designWatcher = FileWatchers.design(path, images: options.design.images) }
    }

    /// The surroundings an event is reduced in (read now, given as an argument).
    var context: WindowContext {
        WindowContext(measurer: renderer.textMeasurer, pixelsPerPoint: renderer.pixelsPerPoint,
                      heldStepMultiplier: pump.heldStepMultiplier, pointer: pump.pointer,
                      usableDisplayArea: { [display] in display.usableDisplayArea })
    }

    // MARK: Loop

    func loop() throws(StretchyError) {
        state.pacing.restart(atMs: clock.nowMs)
        if let path = options.configPath, !options.configExists {
            state.showToast("config \(path) does not exist yet: Ctrl+S creates it", atMs: clock.nowMs)
        }
        while state.running {
            if state.minimized {
                pump.handleEventsWhileMinimized(while: { state.running }, handle)
                pollBackground(nowMs: clock.nowMs)
                state.pacing.restart(atMs: clock.nowMs)
                // Shown again, it draws (the event that restored it was taken here, not by a rest's wait).
                state.rest.wake(atMs: clock.nowMs)
                continue
            }
            if state.rest.isResting, !wakesFromRest() { continue }
            switch state.pacing.mode {
            case .timer: pump.handleEvents(until: state.pacing.deadlineMs, while: { state.running }, handle)
            case .vsync: pump.handlePending(while: { state.running }, handle)
            }
            guard state.running else { break }
            try frame()
        }
        finish()
    }

    /// Resting: sleeps on events until the next thing due (a watcher's look, a toast's fade, at
    /// most `WindowRest.longestSleepMs`). True when the window must draw again: an event came, a
    /// background poll changed something, or an overlay is due to change.
    private func wakesFromRest() -> Bool {
        let now = clock.nowMs
        let due = [configWatcher?.nextCheckMs, designWatcher?.nextCheckMs, state.overlays.nextChangeMs(after: now)]
        let deadline = due.compactMap { $0 }.reduce(now + WindowRest.longestSleepMs, min)
        let woken = pump.waitForEvent(until: deadline, while: { state.running }, handle)
        let after = clock.nowMs
        let overlayDue = state.overlays.nextChangeMs(after: now).map { $0 <= after } ?? false
        guard woken || pollBackground(nowMs: after) || overlayDue || !state.running else { return false }
        state.rest.wake(atMs: after)
        state.pacing.restart(atMs: after)
        return true
    }

    /// One window event at `nowMs`: reduced by the state, its effects carried out.
    func handle(_ event: WindowEvent, atMs nowMs: Double) {
        perform(state.reduce(event, atMs: nowMs, context: context), atMs: nowMs)
    }

    /// How a file effect went, reduced by the state; what it asks carried out.
    func tell(_ outcome: WindowFileOutcome, atMs nowMs: Double) {
        perform(state.reduce(outcome, atMs: nowMs), atMs: nowMs)
    }

    func perform(_ effects: [WindowEffect], atMs nowMs: Double) {
        for effect in effects {
            switch effect {
            case let .setTitle(title): display.setTitle(title)
            case let .setSize(size): display.setSize(size)
            case let .keepWithin(area, width): display.keepWithin(area, width: width)
            case let .recoverRenderer(reset):
                if !renderer.recover(from: reset) { state.showToast("renderer reset: textures lost", atMs: nowMs) }
            case .startRecording: startRecording(atMs: nowMs)
            case let .writeTakes(takes): write(takes, atMs: nowMs)
            case .releaseDrag: pump.releaseDrag()
            case let .stderrLine(line): StderrLine.write(line)
            case .saveConfiguration: saveConfig(atMs: nowMs)
            case .bakeIntoDesign: bakeIntoDesign(atMs: nowMs)
            case let .undoBake(undo): undoBake(undo, atMs: nowMs)
            case .exportCode: exportCode(atMs: nowMs)
            }
        }
        // Files and recording may have changed the phones (a restart, a reload).
        if !effects.isEmpty, let retitle = state.retitled() { perform([retitle], atMs: nowMs) }
    }

    func frame() throws(StretchyError) {
        if waitsForThePixelCap() { return }
        let start = clock.nowMs
        pollBackground(nowMs: start)
        state.beginFrame(atMs: start)
        warnIfPhotoTooSmall(atMs: start)
        if let label = state.pendingScreenshot {
            state.pendingScreenshot = nil
            capture(baseName: ScreenshotNaming.screenshotBaseName(designName: label, date: Date()), atMs: start)
        }
        state.draw(into: &scene, phoneScenes: &phoneScenes, atMs: start, rendererName: renderer.name, measurer: renderer.textMeasurer)
        do {
            try renderer.draw(scene)
        } catch {
            throw .environment("drawing the frame failed: \(describe(error))")
        }
        let presentStart = clock.nowMs
        renderer.present()
        state.framePresented(start: start, presentStart: presentStart, end: clock.nowMs)
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

    /// Toasts from the PNG writer, config and design reloads. True when any came (a resting window wakes).
    @discardableResult
    func pollBackground(nowMs: Double) -> Bool {
        var happened = false
        if let messages = screenshots.mailbox.take(), let last = messages.last {
            state.showToast(last, atMs: nowMs)
            happened = true
        }
        if var watcher = configWatcher {
            let changed = watcher.hasChanged(nowMs: nowMs)
            configWatcher = watcher
            if changed { reloadConfig(atMs: nowMs) }
            happened = happened || changed
        }
        if var watcher = designWatcher {
            let changed = watcher.hasChanged(nowMs: nowMs)
            designWatcher = watcher
            if changed { reloadDesign(atMs: nowMs) }
            happened = happened || changed
        }
        return happened
    }

    func finish() {
        write(state.endTakes(atMs: clock.nowMs), atMs: clock.nowMs)
        pump.releaseDrag()
        screenshots.waitUntilIdle()
        let pacing = state.pacing
        if var stats = pacing.runStats, stats.intervals.count > 0 {
            let phones = state.group.isComparison ? ", \(state.group.count) phones" : ""
            let line = "\(pacing.framesDrawn) frames (\(pacing.name) pacing, \(renderer.name)\(phones)): "
                + "interval p50 \(HUDText.fixed(stats.intervals.percentile(0.5), 2)) p99 \(HUDText.fixed(stats.intervals.percentile(0.99), 2)) ms, "
                + "work p50 \(HUDText.fixed(stats.work.percentile(0.5), 2)) p99 \(HUDText.fixed(stats.work.percentile(0.99), 2)) ms"
            StderrLine.write(line)
        }
    }

    /// The `--image` photo has fewer pixels than the header shows (at start, or after a resize or
    /// another design; A's, the phone every `--compare` shows first): a toast names it once, and
    /// stderr gets the full line `replay` prints.
    func warnIfPhotoTooSmall(atMs nowMs: Double) {
        let path = options.imagePath
        let first = state.group[0]
        guard let toast = photoWatch.warning(photo: path, name: { URL(fileURLWithPath: $0).lastPathComponent },
                                             session: first, pixelsPerPoint: renderer.pixelsPerPoint) else { return }
        state.overlays.showToast(toast, atMs: nowMs, durationMs: TransientOverlays.warningDurationMs)
        PhotoResolutionWarning.check(photo: path, session: first, pixelsPerPoint: renderer.pixelsPerPoint)
    }
}
