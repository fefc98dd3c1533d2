import ArgumentParser
import FileSafety
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

    @OptionGroup var rate: ReplayRateOption

    @OptionGroup var designOption: DesignOption

    @Flag(name: .long, help: "Append ID.x,ID.y,ID.width,ID.height,ID.alpha for every layer to trace.csv.")
    var traceLayers = false

    @Flag(name: .long, help: "Start at the script's first input: the idle lead-in of an old recording cut, every time shifted (the script file is not changed).")
    var trim = false

    /// Set by `review` (its folder is shared): sidecars name the design file without its path.
    @Flag(name: .long, help: .hidden)
    var sidecarsNameFilesOnly = false

    @Flag(name: .long, help: "Also write every frame as DIR/frames/frame-NNNNNN.png.")
    var frames = false

    @OptionGroup var screen: ScreenOptions

    @OptionGroup var pixels: PixelScaleOption

    @Option(name: .long, help: ArgumentHelp("""
        A config file (JSON name → value, as `run --config` saves) over the script's params; its \
        "design" is replayed unless --design names one.
        """, valueName: "FILE"))
    var config: String?

    @Option(name: .long, parsing: .upToNextOption,
            help: ArgumentHelp("""
                Replay over two to four variants side by side: designs, design files or config files \
                (JSON name → value, optional "design", else the script's or --design's design).
                """,
                               valueName: "A B [C [D]]"))
    var compare: [String] = []

    @OptionGroup var video: VideoOptions

    var fps: Double { rate.fps }
    var scale: Double { pixels.scale }
    var design: String? { designOption.design }
    var designName: String? { designOption.preset }

    func run() throws {
        try replay { _ in }
    }

    /// The replay, then `review` with what it made (`stretchy review`'s page), both under the
    /// output folder's lock.
    func replay(then review: (ReplayOutcome) throws -> Void) throws {
        Interruption.install()
        var loaded = try ScriptLoader.load(path: script)
        if let config { try Self.apply(config: config, to: &loaded) }
        if trim { loaded = loaded.trimmingLeadIn() }
        if let chosen = designOption.reference {
            loaded.designName = chosen
            loaded.designField = nil
        }
        let videoPlan = try video.requests()
        try video.slowMotion()?.check(replayEndMs: loaded.endTimeMs)
        if let size = try screen.size.chosenSize() {
            loaded.viewport = size
            loaded.device = try screen.chosenDevice()?.name
        }
        loaded.appearance = screen.chosenAppearance(default: loaded.appearance)
        loaded.system = screen.chosenSystem(default: loaded.system)
        loaded.glassTint = try screen.chosenGlassTint(default: loaded.glassTint)
        loaded.showsChrome = screen.showsChrome(default: loaded.showsChrome)
        let phoneCount = max(1, compare.count)
        try FrameBudget.check(loaded, path: script, scale: scale) { PhoneLayout(viewport: $0, count: phoneCount).size }
        // Held to the end of the run, review pictures included; released on any error too.
        let lock = try OutputFolderLock(folder: out)
        defer { lock.release() }
        StaleTemporaryFiles.remove(in: out)
        let diskFull = DiskFull(folder: out)
        do {
            try review(try runReplay(loaded, videoPlan: videoPlan))
        } catch let error as StretchyError {
            throw diskFull.explaining(error)
        }
    }

    /// A `set` event no phone can take is an error before the first frame (a live window only
    /// toasts it), naming the event's time. Each is checked against the design shown at its time
    /// (a take that switched design with `]` sets the new design's numbers): the script runs first
    /// on a copy of the phones. Over compared phones a number only some of them have goes to
    /// those (as the window did when it was recorded), said once on stderr.
    static func checkSetEvents(_ script: Script, group: SessionGroup, file: String) throws(StretchyError) {
        guard script.events.contains(where: { if case .set = $0.action { true } else { false } }) else { return }
        var probe = group
        var partial: Set<String> = []
        for event in script.events {
            if case let .set(name, value) = event.action {
                let at = "\(file): set event at t = \(JSONWriter.format(event.timeMs)) ms"
                var lacking: [Int] = []
                for index in probe.indices {
                    guard let spec = probe[index].parameters.catalog.spec(named: name) else { lacking.append(index); continue }
                    guard spec.accepts(value) else {
                        throw .badInput("\(at): '\(name)' = \(JSONWriter.format(value)) is outside \(spec.rangeDescription)")
                    }
                }
                if lacking.count == probe.count {
                    throw .badInput("\(at): unknown parameter '\(name)' for design '\(probe[0].design.name)' (`stretchy designs --verbose` lists them)")
                }
                if !lacking.isEmpty, partial.insert(name).inserted {
                    let phones = lacking.map { "\(SessionGroup.letter($0)) (\(probe[$0].design.name))" }.joined(separator: ", ")
                    StderrLine.write("warning: \(at): \(phones) \(lacking.count == 1 ? "has" : "have") no parameter '\(name)'; its sets go to the other phones, as in the window")
                }
            }
            _ = probe.apply(event.action, atMs: event.timeMs)
        }
    }

    /// The script over one phone, or over `--compare`'s phones at once (`ReplayRunner`), then the
    /// review pictures and the videos.
    func runReplay(_ loaded: Script, videoPlan: (ffmpeg: String, videos: [VideoRequest])?) throws -> ReplayOutcome {
        let library = try DesignLibrary.shipped()
        let variants = try compareVariants(loaded, library: library)
        let variantDesigns = variants.compactMap(\.design)
        let pictureSize = PhoneLayout(viewport: loaded.viewport, count: max(1, variants.count)).size
        for request in videoPlan?.videos ?? [] {
            try request.checkPixelSize(width: Int((pictureSize.width * scale).rounded()), height: Int((pictureSize.height * scale).rounded()),
                                       scale: scale)
        }
        if frames { try FramesEstimate(script: loaded, framesPerSecond: fps, pictureSize: pictureSize, scale: scale).check(out: out) }
        let headless = try startHeadless(loaded, pictureSize: pictureSize, extraDesigns: variantDesigns)
        let group = try Self.group(headless, variants: variants)
        try Self.checkSetEvents(loaded, group: group, file: script)
        // Tuned numbers can break a design that is sound at its defaults (a zoom that leaves a gap);
        // each warning once per phone, named by its letter when compared.
        var warned = Array(repeating: Set<String>(), count: group.count)
        func warn(_ group: SessionGroup, _ when: String) {
            for (index, session) in group.sessions.enumerated() where !session.parameters.changedValues.isEmpty {
                let phone = group.isComparison ? "\(SessionGroup.letter(index)): " : ""
                for warning in DesignChecks.warnings(session.design, parameters: session.parameters, viewport: session.viewport,
                                                      safeArea: session.safeArea) where warned[index].insert(warning).inserted {
                    StderrLine.write("warning: \(phone)\(when), \(warning)")
                }
            }
        }
        warn(group, "with these parameters")
        PhotoResolutionWarning.check(photo: loaded.imagePath, session: group[0], pixelsPerPoint: scale)
        var runner = ReplayRunner(group: group, script: loaded, outputFolder: out, options: runnerOptions)
        var capturer = HeadlessCapturer(renderer: headless.renderer)
        var progress = FramesProgress(enabled: frames)
        let result = try runner.run(capturing: &capturer) { done, total in
            progress.report(done, of: total)
            checkpoint(done, total)
        }
        let pictures = ReviewPictures(fonts: headless.assets.fonts)
        let sheets = group.isComparison
            ? try writeComparisonReview(result, captions: runner.captions, variants: variants, baseDesign: loaded.designName, pictures: pictures)
            : try writeReview(result, design: headless.setup.design.name, system: headless.setup.system, parameters: runner.parameters, pictures: pictures)
        // The script's own `set` events and keys can break it too (checked with its last values).
        warn(runner.group, "after the script's changes")
        checkpoint(result.frameCount, result.frameCount)
        let over = group.isComparison ? " over " + runner.captions.joined(separator: " and ") : ""
        let shots = "\(result.screenshots.count) screenshot\(result.screenshots.count == 1 ? "" : "s")"
        StderrLine.write("replayed \(result.frameCount) frames\(over), \(shots) → \(out)\(Self.pagesNote(sheets))")
        if let videoPlan {
            try exportVideos(videoPlan, script: loaded, renderer: headless.renderer, pictureSize: result.size,
                             pass: videoPass(headless, variants: variants))
        }
        return ReplayOutcome(script: loaded, headless: headless, variants: variants, captions: runner.captions,
                             designs: runner.group.sessions.map(\.design), result: result, contactSheets: sheets)
    }

    /// The phones a replay drives: the script's session, or one per `--compare` variant over it.
    static func group(_ headless: HeadlessReplay, variants: [ComparisonVariant]) throws(StretchyError) -> SessionGroup {
        let measurer = headless.renderer.textMeasurer
        if variants.isEmpty { return SessionGroup(try Session(setup: headless.setup, measurer: measurer)) }
        return try SessionGroup(base: headless.setup, variants: variants, measurer: measurer)
    }

    /// One phone's review: `motion.png` and the contact sheet.
    func writeReview(_ result: ReplayRunner.Result, design: String, system: SystemVersion, parameters: Parameters,
                     pictures: ReviewPictures) throws -> [String] {
        let title = "\(URL(fileURLWithPath: script).lastPathComponent) · \(design) · iOS \(system.rawValue)"
        try pictures.writeMotionPlot(records: result.records, events: result.events, title: title,
                                     to: URL(fileURLWithPath: out).appendingPathComponent("motion.png").path)
        return try pictures.writeContactSheet(title: title, shots: result.screenshots, designName: design, parameters: parameters, folder: out)
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
