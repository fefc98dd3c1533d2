import ArgumentParser
import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Run a script headless on a virtual clock; write trace.csv, events.csv and screenshots.",
        discussion: """
        Needs no display. Frames are taken at t = k·1000/fps ms; every input event is applied at its own \
        time, so the trace does not depend on --fps, and the same script gives the same files byte for byte.
        """
    )

    @Argument(help: "The script (JSON). See the README for the format.")
    var script: String

    @Option(name: .long, help: "Output folder (created if needed).")
    var out: String

    @Option(name: .long, help: "Frames per second of the trace and of MP4 videos (1...1000).")
    var fps: Double = 60

    @Option(name: .long, help: "Use this design (a name from `stretchy designs`, or a design file) instead of the script's.")
    var design: String?

    @Option(name: .long, help: "The older name of --design.")
    var preset: String?

    @Flag(name: .long, help: "Append ID.x,ID.y,ID.width,ID.height,ID.alpha for every layer to trace.csv.")
    var traceLayers = false

    @Flag(name: .long, help: "Also write every frame as DIR/frames/frame-NNNNNN.png.")
    var frames = false

    @OptionGroup var screen: ScreenOptions

    @Option(name: .long, help: "Pixels per point of screenshots and videos (0.5...4).")
    var scale: Double = 1

    @Option(name: .long, parsing: .upToNextOption,
            help: ArgumentHelp("Replay over two variants side by side: presets or config files (JSON name → value, optional \"preset\").",
                               valueName: "A B"))
    var compare: [String] = []

    @OptionGroup var video: VideoOptions

    func run() throws {
        Interruption.install()
        guard fps.isFinite, fps >= 1, fps <= ReplayRunner.maximumFramesPerSecond else {
            throw StretchyError.badInput("--fps must be from 1 to \(Int(ReplayRunner.maximumFramesPerSecond)), found \(JSONWriter.format(fps))")
        }
        guard scale.isFinite, scale >= 0.5, scale <= 4 else {
            throw StretchyError.badInput("--scale must be from 0.5 to 4, found \(JSONWriter.format(scale))")
        }
        var loaded = try ScriptLoader.load(path: script)
        if let chosen = design ?? preset {
            loaded.preset = chosen
            loaded.designField = nil
        }
        let videoPlan = try video.requests()
        if let device = try screen.chosenDevice() {
            loaded.viewport = device.size
            loaded.device = device.name
        }
        loaded.appearance = try screen.chosenAppearance(default: loaded.appearance)
        loaded.showsChrome = try screen.showsChrome(default: loaded.showsChrome)
        try FrameBudget.check(loaded, path: script, scale: scale) { compare.isEmpty ? $0 : CompareLayout(viewport: $0).size }
        // Held to the end of the run, review pictures included; released on any error too.
        let lock = try OutputFolderLock(folder: out)
        defer { lock.release() }
        StaleTemporaryFiles.remove(in: out)
        let diskFull = DiskFull(folder: out)
        do {
            if !compare.isEmpty { try runComparison(loaded, videoPlan: videoPlan) } else { try runSingle(loaded, videoPlan: videoPlan) }
        } catch let error as StretchyError {
            throw diskFull.explaining(error)
        }
    }

    /// A `set` event the design cannot take is an error before the first frame (a live window
    /// only toasts it), naming the event's time.
    static func checkSetEvents(_ script: Script, parameters: Parameters, design: String, file: String) throws(StretchyError) {
        for event in script.events {
            guard case let .set(name, value) = event.action else { continue }
            let at = "\(file): set event at t = \(JSONWriter.format(event.timeMs)) ms"
            guard let spec = parameters.catalog.spec(named: name) else {
                throw .badInput("\(at): unknown parameter '\(name)' for design '\(design)' (`stretchy designs --verbose` lists them)")
            }
            guard spec.accepts(value) else {
                throw .badInput("\(at): '\(name)' = \(JSONWriter.format(value)) is outside \(spec.rangeDescription)")
            }
        }
    }

    func runSingle(_ loaded: Script, videoPlan: (ffmpeg: String, videos: [VideoRequest])?) throws {
        if frames { FramesEstimate(script: loaded, framesPerSecond: fps, pictureSize: loaded.viewport, scale: scale).warnIfLarge(out: out) }
        let headless = try startHeadless(loaded, pictureSize: loaded.viewport)
        let session = try Session(setup: headless.setup, measurer: headless.renderer.textMeasurer)
        try Self.checkSetEvents(loaded, parameters: session.parameters, design: session.design.name, file: script)
        // Tuned numbers can break a design that is sound at its defaults (a zoom that leaves a gap).
        var warned = Set<String>()
        func warn(_ parameters: Parameters, _ when: String) {
            guard !parameters.changedValues.isEmpty, parameters.catalog == session.parameters.catalog else { return }
            for warning in DesignChecks.warnings(session.design, parameters: parameters, viewport: session.viewport,
                                                  safeArea: session.safeArea) where warned.insert(warning).inserted {
                FileHandle.standardError.write(Data("stretchy: warning: \(when), \(warning)\n".utf8))
            }
        }
        warn(session.parameters, "with these parameters")
        PhotoResolutionWarning.check(photo: loaded.imagePath, session: session, pixelsPerPoint: scale)
        var runner = ReplayRunner(session: session, script: loaded, outputFolder: out, options: runnerOptions)
        var capturer = HeadlessCapturer(renderer: headless.renderer)
        var progress = FramesProgress(enabled: frames)
        let result = try runner.run(capturing: &capturer) { done, total in
            progress.report(done, of: total)
            checkpoint(done, total)
        }
        let pictures = ReviewPictures(fonts: headless.assets.fonts)
        let title = "\(URL(fileURLWithPath: script).lastPathComponent) · \(headless.setup.design.name)"
        try pictures.writeMotionPlot(traceCSV: result.traceCSV, eventsCSV: result.eventsCSV, title: title,
                                     to: URL(fileURLWithPath: out).appendingPathComponent("motion.png").path)
        let sheets = try pictures.writeContactSheet(title: title, shots: result.screenshots, preset: headless.setup.design.name,
                                                    parameters: runner.parameters, folder: out)
        // The script's own `set` events and keys can break it too (checked with its last values).
        warn(runner.parameters, "after the script's changes")
        checkpoint(result.frameCount, result.frameCount)
        FileHandle.standardError.write(Data("stretchy: replayed \(result.frameCount) frames, \(result.screenshots.count) screenshot\(result.screenshots.count == 1 ? "" : "s") → \(out)\(Self.pagesNote(sheets))\n".utf8))
        if let videoPlan {
            try exportVideos(videoPlan, script: loaded, renderer: headless.renderer, pictureSize: loaded.viewport,
                             pass: sessionPass(headless))
        }
    }

    /// For the closing line, when the contact sheet was split into pages.
    static func pagesNote(_ sheets: [String]) -> String {
        sheets.count > 1 ? " (contact sheets: \(sheets.count) pages, contact-sheet-1.png … contact-sheet-\(sheets.count).png)" : ""
    }

    /// Ctrl+C / SIGTERM stop the replay within a frame.
    func checkpoint(_ framesDone: Int, _ total: Int) {
        Interruption.checkpoint(framesDone: framesDone, folder: out)
    }
}
