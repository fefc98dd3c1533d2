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
        guard DesignLibrary.isFile(path), library.design(named: path) == nil else {
            throw StretchyError.badInput("bake: '\(path)' is a shipped design's name; give the path of a design file to change")
        }
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            throw StretchyError.badInput("\(path): is a symbolic link; bake changes a design file itself, never through a link (give its target)")
        }
        let chosen = try DesignLoader.load(path: path).design
        let tuned = try ConfigFile.load(path: config)
        _ = try Session.parameters(for: chosen, overrides: tuned, library: library, source: ParameterSource(file: config, path: ""))
        let bytes = try FileBytes.read(path: path)
        let result = DesignBake.bake(tuned, into: bytes, design: chosen)
        // The design file is the document being edited (its link refused above), not an output.
        if !result.changes.isEmpty { try FileBytes.writeAtomically(result.bytes, to: path, as: .document) }
        let changed = result.changes.map { "\($0.name) \(JSONWriter.format($0.from)) → \(JSONWriter.format($0.to))" }
        StderrLine.write(changed.isEmpty ? "\(path): no default changed (the config's values are the design's already)"
                                         : "baked into \(path): " + changed.joined(separator: ", "))
        if !result.kept.isEmpty {
            StderrLine.write("kept in \(config) (not parameters of design '\(chosen.name)'): " + result.kept.joined(separator: ", "))
        }
    }
}
