import ArgumentParser
import FileSafety
import Foundation
import Stage
import Review
import StretchyFiles
import StretchyKit

struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Overlay several replay traces (offset_y against time) in one plot with a legend.",
        discussion: "Example: stretchy plot out/normal/trace.csv out/fast/trace.csv --out compare.png"
    )

    @Argument(help: "trace.csv files written by `stretchy replay`.")
    var traces: [String]

    @Option(name: .long, help: "The PNG to write.")
    var out: String

    @Option(name: .long, parsing: .upToNextOption, help: "Legend labels, one per trace (default: the file paths).")
    var labels: [String] = []

    @Flag(name: .long, help: "Also draw each trace's header_height (dashed).")
    var headerHeight = false

    @Option(name: .long, help: "Title above the plot.")
    var title: String?

    func run() throws {
        guard !traces.isEmpty else { throw StretchyError.badInput("plot needs at least one trace.csv") }
        guard labels.isEmpty || labels.count == traces.count else {
            throw StretchyError.badInput("--labels gives \(labels.count) labels for \(traces.count) traces")
        }
        try PlotOutput.check(out)
        var tables: [OverlayPlot.Trace] = []
        for (index, path) in traces.enumerated() {
            let table: TraceTable
            do { table = try TraceTable(contentsOf: URL(fileURLWithPath: path)) } catch { throw StretchyError.badInput(error.description) }
            tables.append(OverlayPlot.Trace(table, label: labels.isEmpty ? nil : labels[index]))
        }
        do { try SDLEnvironment.start(headless: true) } catch { throw StretchyError.environment(describe(error)) }
        let assets = try PrototypeAssets.load(imagePath: nil, contentPath: nil, rows: 0)
        let plot = OverlayPlot(traces: tables, includesHeaderHeight: headerHeight, title: title)
        try ReviewPictures(fonts: assets.fonts).write(plot.scene(), to: out)
        StderrLine.write("\(traces.count) trace\(traces.count == 1 ? "" : "s") → \(out)")
    }
}
