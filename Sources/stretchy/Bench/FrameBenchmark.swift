import Foundation
import HeaderKit
import PNGWriting
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

/// Runs the benchmark session frame by frame: the whole frame timed, its core timed, and its SDL
/// calls replayed alone as the floor; plus a few screenshots to measure their stall.
struct FrameBenchmark {
    let rows: Int
    let viewport: Size
    let scale: Double
    let renderer: Renderer
    var session: Session
    /// What the session was made from, to run the core again without drawing.
    let setup: SessionSetup
    let startupMs: Double
    /// Frames measured so far (how far an interrupted run got).
    private(set) var framesRun = 0
    /// Frames between screenshots, and how many frames after one count as "during" it at most.
    static let screenshotInterval = 300
    /// 60 Hz virtual clock.
    static let frameIntervalMs = 1000.0 / 60

    /// What the list holds: generated rows, a content file, a generated photo grid, or the
    /// design's own content (else 1,000 generated rows).
    enum Content {
        case rows(Int), file(String), grid(Int), design
        static let defaultRows = 1000
    }

    init(content: Content, viewport: Size, scale: Double, accelerated: Bool, designName: String, device: Device? = nil,
         system: SystemVersion = .current) throws(StretchyError) {
        self.viewport = viewport
        self.scale = scale
        do { try SDLEnvironment.start(headless: !accelerated) } catch { throw .environment(describe(error)) }
        var contentPath: String?, rows: Int?
        switch content {
        case let .file(path): contentPath = path
        case let .rows(count): rows = count
        case .grid, .design: rows = Content.defaultRows
        }
        let assets = try PrototypeAssets.load(imagePath: nil, contentPath: contentPath, rows: rows, device: device != nil)
        do {
            if accelerated {
                renderer = try Self.windowRenderer(viewport: viewport, scale: scale, fonts: assets.fonts)
            } else {
                renderer = try Renderer.headless(size: viewport, pixelsPerPoint: scale, fonts: assets.fonts)
            }
        } catch let error as StretchyError {
            throw error
        } catch {
            throw .environment(describe(error))
        }
        let design: Design
        do { design = try assets.design(designName) } catch { throw StretchyError(error.kind, "--design: \(error.message)") }
        let images = try assets.upload([design], to: renderer)
        var setup = assets.setup(design, viewport: viewport, overrides: [:], images: images)
        switch content {
        case let .grid(cells):
            let photos = design.content?.imagePaths ?? []
            setup.content = GeneratedGrid.content(cells: cells, images: photos.isEmpty ? ImageTable.paths(of: [design]) : photos)
        case .design: setup.content = design.content ?? assets.content
        case .rows, .file: break
        }
        setup.device = device
        setup.system = system
        self.setup = setup
        session = try Session(setup: setup, measurer: renderer.textMeasurer)
        // The report names the rows the list holds: `--rows`, or every item of the content shown.
        self.rows = session.content.itemCount
        var scene = Scene(size: viewport)
        session.compose(into: &scene)
        do { try renderer.draw(scene) } catch { throw .environment(describe(error)) }
        renderer.present()
        startupMs = (ProcessMetrics.secondsSinceProcessStart() ?? 0) * 1000
    }

    /// A hidden window with an accelerated renderer, vsync off (the bench measures work, not waits).
    static func windowRenderer(viewport: Size, scale: Double, fonts: FontSet) throws -> Renderer {
        let renderer: Renderer
        do { renderer = try Renderer.hiddenWindow(size: viewport, pixelsPerPoint: scale, fonts: fonts) } catch {
            throw StretchyError.environment("no display for --renderer accelerated (\(error.reason)); use --renderer software or run under Xvfb")
        }
        guard renderer.isAccelerated else {
            throw StretchyError.environment("no accelerated renderer is available (got '\(renderer.name)'); use --renderer software")
        }
        return renderer
    }

    /// `measuresFloor: false` runs only the app's frames (for counting their allocations). Nil when
    /// interrupted (`Interruption`), with `framesRun` saying how far it got.
    mutating func run(frames: Int, measuresFloor: Bool = true) throws(StretchyError) -> BenchmarkReport? {
        let durationMs = Double(frames) * Self.frameIntervalMs
        let events = BenchmarkScript.events(viewport: viewport, durationMs: durationMs)
        var scene = Scene(size: viewport)
        scene.reserveCapacity(256)
        var frameMs: [Double] = [], coreUs: [Double] = [], floorMs: [Double] = [], materialMs: [Double] = []
        var glassMs: [Double] = [], edgeMs: [Double] = []
        let edgeItems = Scene(size: viewport, items: LiquidGlassOverlay.edgeEffect(viewport: viewport))
        let glassItems = Scene(size: viewport, items: LiquidGlassOverlay.glass(viewport: viewport))
        frameMs.reserveCapacity(frames); coreUs.reserveCapacity(frames); floorMs.reserveCapacity(frames)
        var stallFrames: [Double] = []
        let writer = PNGWriter()
        let capturing = CaptureFlag()
        var pixels = PixelBuffer()
        let folder = NSTemporaryDirectory() + "stretchy-bench-\(ProcessInfo.processInfo.processIdentifier)"
        try FileBytes.prepareDirectory(folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The screenshots' buffer, made and paged in before the first frame: a fresh 1.3 MB buffer
        // faults in on the frame thread (≈ 1–5 ms against 0.15–0.3 ms for a copy into one already
        // resident: issue 48), and the first screenshot's frame paid it, three to ten frames' worth.
        if measuresFloor { try? renderer.readPixels(into: &pixels) }
        var nextEvent = 0

        do {
            for frame in 0..<frames {
                framesRun = frame
                if Interruption.isRequested { break }
                let time = Double(frame + 1) * Self.frameIntervalMs
                let wantsScreenshot = measuresFloor && frame > 0 && frame % Self.screenshotInterval == 0
                let captureInFlight = capturing.isSet

                // The whole frame: input + physics + layout (core), then draw + present.
                let start = ProcessMetrics.now()
                Self.runCore(of: &session, to: time, events: events, next: &nextEvent, into: &scene)
                let coreEnd = ProcessMetrics.now()
                try renderer.draw(scene)
                if wantsScreenshot {
                    try renderer.readPixels(into: &pixels)
                    capturing.set()
                    writer.write(pixels, to: "\(folder)/frame-\(frame).png") { _ in capturing.clear() }
                }
                renderer.present()
                let end = ProcessMetrics.now()
                frameMs.append((end - start) * 1000)
                coreUs.append((coreEnd - start) * 1_000_000)
                if wantsScreenshot || captureInFlight { stallFrames.append((end - start) * 1000) }

                // The floor: the same frame's SDL calls alone (recorded untimed, replayed timed).
                guard measuresFloor else { continue }
                renderer.startRecordingCommands()
                try renderer.draw(scene)
                let commands = renderer.takeRecordedCommands()
                let floorStart = ProcessMetrics.now()
                renderer.replay(commands)
                renderer.present()
                floorMs.append((ProcessMetrics.now() - floorStart) * 1000)

                // A material bar over the frame: a collapsed navigation bar under the status bar
                // (59 + 44 pt, full width, the regular material's 20 pt blur), timed alone.
                let materialStart = ProcessMetrics.now()
                renderer.blurBackdrop(Rect(x: 0, y: 0, width: viewport.width, height: 103), blurRadius: 20)
                materialMs.append((ProcessMetrics.now() - materialStart) * 1000)
                // iOS 26: the soft top edge effect, then three glass buttons and a glass tab bar, each timed.
                let edgeStart = ProcessMetrics.now()
                try renderer.drawOver(edgeItems)
                let glassStart = ProcessMetrics.now()
                try renderer.drawOver(glassItems)
                glassMs.append((ProcessMetrics.now() - glassStart) * 1000)
                edgeMs.append((glassStart - edgeStart) * 1000)
            }
        } catch {
            throw .environment(describe(error))
        }
        writer.waitUntilIdle()
        if Interruption.isRequested { return nil }
        framesRun = frames
        guard let isolated = try isolatedCoreMicroseconds(events: events, frames: frames) else { return nil }
        return BenchmarkReport(rows: rows, frames: frames, viewport: viewport, scale: scale, renderer: renderer.name,
                               frameMs: FrameStatistics(frameMs), coreUs: FrameStatistics(coreUs), floorMs: FrameStatistics(floorMs),
                               startupMs: startupMs, rssMb: ProcessMetrics.peakResidentMegabytes(),
                               longestScreenshotFrameMs: stallFrames.max() ?? 0, isolatedCoreUs: isolated,
                               materialMs: FrameStatistics(materialMs), glassMs: FrameStatistics(glassMs),
                               edgeEffectMs: FrameStatistics(edgeMs))
    }
}

extension FrameBenchmark {
    /// A frame's core: the inputs due by `time` at their own times, physics, layout, the scene.
    static func runCore(of session: inout Session, to time: Double, events: [ScriptEvent], next: inout Int,
                        into scene: inout Scene) {
        while next < events.count, events[next].timeMs <= time {
            _ = session.apply(events[next].action, atMs: events[next].timeMs)
            next += 1
        }
        session.advance(toMs: time)
        session.compose(into: &scene)
    }

    /// The same session's core run again with no drawing in between: its cost with warm caches
    /// (the software renderer's 1.3 MB frame and blits evict them in every real frame).
    func isolatedCoreMicroseconds(events: [ScriptEvent], frames: Int) throws(StretchyError) -> FrameStatistics? {
        var session = try Session(setup: setup, measurer: renderer.textMeasurer)
        var scene = Scene(size: viewport)
        scene.reserveCapacity(256)
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        var nextEvent = 0
        for frame in 0..<frames {
            if Interruption.isRequested { return nil }
            let time = Double(frame + 1) * Self.frameIntervalMs
            let start = ProcessMetrics.now()
            Self.runCore(of: &session, to: time, events: events, next: &nextEvent, into: &scene)
            samples.append((ProcessMetrics.now() - start) * 1_000_000)
        }
        return FrameStatistics(samples)
    }
}

/// Set while a PNG is being encoded on the writer's thread.
final class CaptureFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    func set() { lock.lock(); value = true; lock.unlock() }
    func clear() { lock.lock(); value = false; lock.unlock() }
}
