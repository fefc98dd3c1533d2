import ArgumentParser
import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the frame against SDL's own floor on a fixed scripted session; last line is JSON.",
        discussion: """
        Each frame is timed whole (input + physics + layout + draw + present) and its core alone \
        (input + physics + layout). The floor replays the same frame's recorded SDL calls with no app \
        logic, interleaved frame by frame so both see the same machine load. See docs/performance.md.
        """
    )

    enum RendererKind: String, ExpressibleByArgument, CaseIterable { case software, accelerated }

    @Option(name: .long, help: "Generated list rows (default: the design's own content, else 1000 rows).")
    var rows: Int?

    @Option(name: .long, help: "A content file instead of the generated rows (sections, grids, tabs).")
    var content: String?

    @Option(name: .long, help: "A generated 3-column photo grid of N cells instead (the design's content photos in turn).")
    var grid: Int?

    @Option(name: .long, help: "Frames to measure (at a virtual 60 Hz clock).")
    var frames: Int = 1200

    @OptionGroup var screen: ScreenSizeOptions

    @Option(name: .long, help: ArgumentHelp("Which iOS draws the measured design: 27 (default), 26 or 17.", valueName: "27|26|17"))
    var ios: SystemVersion?

    @OptionGroup var pixels: PixelScaleOption

    @Option(name: .long, help: "software (offscreen, no display) or accelerated (a hidden window: needs a display).")
    var renderer: RendererKind = .software

    @OptionGroup var design: DesignOption

    @Flag(name: .long, help: "Run only the app's frames, no floor and no screenshots (to count their allocations, e.g. under valgrind).")
    var framesOnly = false

    @Flag(name: .long, help: "Instead: export a 10 s replay of the session to MP4 at 60 fps (at --scale) and time it.")
    var export = false

    func run() throws {
        let size = try screen.chosenSize() ?? Script.defaultViewport
        let chosenDevice = try screen.chosenDevice(), scale = pixels.scale, measured = design.reference ?? "seed004"
        let system = ios ?? .current
        if let rows, rows < 0 || rows > 10_000_000 { throw StretchyError.badInput("--rows must be from 0 to 10000000, found \(rows)") }
        if let grid, grid < 0 || grid > 10_000_000 { throw StretchyError.badInput("--grid must be from 0 to 10000000, found \(grid)") }
        guard [rows != nil, content != nil, grid != nil].filter({ $0 }).count <= 1 else {
            throw StretchyError.badInput("give at most one of --rows, --content and --grid")
        }
        guard frames >= 10, frames <= 1_000_000 else { throw StretchyError.badInput("--frames must be from 10 to 1000000, found \(frames)") }
        try FrameBudget.check(size, scale: scale, what: screen.optionName)
        if export {
            let report = try ExportBenchmark(viewport: size, scale: scale, designName: measured, seconds: 10).run()
            print(JSONWriter.string(report, indent: 0).replacingOccurrences(of: "\n", with: ""))
            return
        }
        let source: FrameBenchmark.Content = content.map { .file($0) } ?? grid.map { .grid($0) } ?? rows.map { .rows($0) } ?? .design
        var bench = try FrameBenchmark(content: source, viewport: size, scale: scale, accelerated: renderer == .accelerated,
                                       designName: measured, device: chosenDevice, system: system)
        // After SDL started (in FrameBenchmark): SDL_Init replaces the handlers there before it.
        Interruption.install()
        guard let report = try bench.run(frames: frames, measuresFloor: !framesOnly) else {
            // The bench's temporary screenshots are already removed; a partial measurement is no report.
            Interruption.exit(saying: "bench interrupted (\(Interruption.signalName)) after \(bench.framesRun) of \(frames) frames; no report")
        }
        for line in report.summaryLines { FileHandle.standardError.write(Data((line + "\n").utf8)) }
        print(JSONWriter.string(report.json, indent: 0).replacingOccurrences(of: "\n", with: ""))
    }
}
