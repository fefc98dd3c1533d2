import ArgumentParser
import FileSafety
import Foundation
import HeaderKit
import StretchyFiles
import StretchyKit

/// `stretchy bake CONFIG --design FILE`: the config's tuned values become the design file's
/// parameter defaults, only those number tokens changed (`DesignBake`).
struct BakeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bake",
        abstract: "Write a config file's tuned values into the design file's parameter defaults (only those numbers change).",
        discussion: """
        The design file is rewritten atomically with every other byte as it was, so its diff shows just \
        the changed defaults. Values of parameters the design does not declare (shared physics such as \
        decelerationRate) stay in the config and are listed. A design file that is a symbolic link is refused.
        """
    )

    @Argument(help: "The config file (JSON name → value, as `run --config` / Ctrl+S saves).")
    var config: String

    @Option(name: .long, help: ArgumentHelp("The design file to change; default: the config's \"design\" when it names a file.", valueName: "FILE"))
    var design: String?

    func run() throws {
        guard let path = try design ?? ConfigFile.design(path: config) else {
            throw StretchyError.badInput("bake needs --design FILE (\(config) names no \"design\")")
        }
        let library = try DesignLibrary.shipped()
        let tuned = try ConfigFile.load(path: config)
        let baked = try DesignBakeFile.bake(tuned, intoFile: path, library: library, source: ParameterSource(file: config, path: ""))
        let result = baked.result
        StderrLine.write(result.changes.isEmpty ? "\(path): no default changed (the config's values are the design's already)"
                                                : "baked into \(path): " + baked.changesText)
        if !result.kept.isEmpty {
            StderrLine.write("kept in \(config) (not parameters of design '\(baked.designName)'): " + result.kept.joined(separator: ", "))
        }
    }
}
