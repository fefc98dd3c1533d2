import Foundation
import ScrollCore
import Stage
@testable import stretchy
import StretchyKit
import Testing

/// `stretchy run`'s window without X: the same `WindowApp`, options parsed by `RunCommand`, the
/// same assets and sessions, drawing into the renderer's offscreen frame, on a clock the test moves
/// and with the events the test sends. What the window decides (panel, files, recording, overlays,
/// pacing) is tested here at given times; the few `.window` suites keep what only X can show.
final class HeadlessWindow {
    let app: WindowApp
    let clock: ManualClock
    let surface: HeadlessSurface

    /// `arguments`: `stretchy run`'s options (without `run`); `environment`: the app's (`STRETCHY_RESOURCES`).
    init(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        try SDLEnvironment.start(headless: true)
        let (options, variants) = try RunCommand.parse(arguments).windowSetup()
        let (assets, content) = try WindowStartup.assets(for: options, environment: environment)
        let size = PhoneLayout(viewport: options.viewport, count: max(1, variants.count)).size
        surface = HeadlessSurface(renderer: try Renderer.headless(size: size, fonts: assets.fonts))
        let images = try assets.upload([options.design] + options.extraDesigns, to: surface.renderer)
        let opened = OpenedWindow(display: surface, content: content, assets: assets, images: images, givenSize: size)
        clock = ManualClock()
        app = try WindowApp(options, variants: variants, opened: opened, clock: clock, events: StillInput())
    }

    /// `event` at the clock's time.
    func send(_ event: WindowEvent) { app.handle(event, atMs: clock.nowMs) }

    /// The window manager resizes the window to `size` points (the user dragged its corner).
    func resize(_ size: Size) throws {
        try surface.renderer.resizeOffscreenFrame(to: size)
        send(.resized(size))
    }

    /// A key press (`"ctrl+shift+s"`, `"tab"`, `"2"`…), as the window gets it.
    func press(_ keys: String...) throws {
        for key in keys { send(.key(try #require(KeyPress(parsing: key), "key \(key)"), isRepeat: false)) }
    }

    /// Moves the clock on by `frames` frames, drawing each (the physics advances, the watchers look).
    func run(frames: Int = 1) throws {
        for _ in 0..<frames {
            clock.nowMs += app.state.pacing.intervalMs
            try app.frame()
        }
    }

    /// Runs frames for `milliseconds` of window time.
    func run(milliseconds: Double) throws {
        try run(frames: Int((milliseconds / app.state.pacing.intervalMs).rounded(.up)))
    }

    /// The window's screenshot (S) taken at the next frame, once its files are on disk: its sidecar's path.
    func screenshot() throws -> String {
        let before = Set(sidecars)
        try press("s")
        try run()
        app.screenshots.waitUntilIdle()
        // The new one by name, not by place: another design's name sorts anywhere among the older ones.
        let new = sidecars.filter { !before.contains($0) }
        try #require(new.count == 1, "one more sidecar in \(app.options.screenshotDirectory)")
        return new[0]
    }

    var sidecars: [String] {
        let folder = app.options.screenshotDirectory
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
    }

    /// The toast showing now (nil: none).
    var toast: String? { app.state.overlays.toastText }
}

/// A clock the test moves.
final class ManualClock: WindowClock {
    var nowMs = 0.0
}

/// No input but what the test sends through `HeadlessWindow.send` (the loop's waits are not used:
/// the test draws each frame itself). Nothing held: a scrub moves by its plain step.
final class StillInput: WindowEventSource {
    func handleEvents(until deadlineMs: Double, while running: () -> Bool, _ handle: (WindowEvent, Double) -> Void) {}
    func handlePending(while running: () -> Bool, _ handle: (WindowEvent, Double) -> Void) {}
    func waitForEvent(until deadlineMs: Double, while running: () -> Bool, _ handle: (WindowEvent, Double) -> Void) -> Bool { false }
    func handleEventsWhileMinimized(while running: () -> Bool, _ handle: (WindowEvent, Double) -> Void) {}
    func releaseDrag() {}
    let heldStepMultiplier = 1.0
    var pointer = Point(x: 0, y: 0)
}

/// The window as the offscreen frame of a headless renderer: a size asked for is granted at once
/// (the frame is reallocated) and remembered; the test sends the `.resized` answer, as X would.
final class HeadlessSurface: WindowSurface {
    let renderer: Renderer
    let zoom = 1.0
    let presentsWithVsync = false
    /// A 1280 × 1024 display, as the Xvfb of the window tests.
    var usableDisplayArea: Rect? = Rect(x: 0, y: 0, width: 1280, height: 1024)
    private(set) var title = ""
    private(set) var askedSizes: [Size] = []

    init(renderer: Renderer) { self.renderer = renderer }

    func setTitle(_ title: String) { self.title = title }

    func setSize(_ size: Size) {
        askedSizes.append(size)
        try? renderer.resizeOffscreenFrame(to: size)
    }

    func keepWithin(_ area: Rect, width: Double) {}
}
