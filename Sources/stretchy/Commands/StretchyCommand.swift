import ArgumentParser
import FileSafety
import Foundation
import StretchyKit

/// `stretchy`: the root command. Errors a user can cause end here, as one line on stderr.
@main
struct StretchyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stretchy",
        abstract: "Feel, tune and review iOS-style stretchy, compressing and hover-pinned scroll headers.",
        discussion: """
        With no subcommand, opens the window (same as `stretchy run`). Everything that opens no \
        window (replay, presets, plot, bench) works without a display.
        """,
        subcommands: [RunCommand.self, ReplayCommand.self, ExportCommand.self, DesignsCommand.self, PlotCommand.self, GalleryCommand.self,
                      DevicesCommand.self, SymbolsCommand.self, BenchCommand.self, SoakCommand.self, ExportCodeCommand.self,
                      CalibrateCommand.self, BakeCommand.self, ReviewCommand.self, ImportCommand.self, ShareCommand.self],
        defaultSubcommand: RunCommand.self
    )

    static func main() {
        do {
            var command = try parseAsRoot(NegativeOptionValues.joined(Array(CommandLine.arguments.dropFirst())))
            try command.run()
        } catch let error as StretchyError {
            StderrLine.write("\(error.message)")
            Foundation.exit(error.exitStatus)
        } catch {
            // --help and --version print as swift-argument-parser does; a mistyped option is
            // bad input like any other: one line, status 1.
            guard exitCode(for: error) != .success else { exit(withError: error) }
            let message = self.message(for: error).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }.joined(separator: "; ")
            StderrLine.write("\(message) (see stretchy --help)")
            Foundation.exit(1)
        }
    }
}
