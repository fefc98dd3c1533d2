import FileSafety
import Foundation
import Stage
import StretchyKit

/// `stretchy export-code --check FILE…`: is an exported file code its platform accepts? Swift
/// files type-check (warnings as errors) against the stand-in UIKit and SwiftUI modules shipped in
/// `Resources/export-check` (Linux has neither framework; the stand-ins declare what the export
/// uses, with UIKit's and SwiftUI's signatures); Kotlin and Dart files parse with tree-sitter's
/// grammars where Python has them. Prints `ok`, or the compiler's first errors with their lines.
/// The code-export tests check every export through this command.
struct ExportCodeCheck {
    let files: [String]
    /// Also refuse string templates (`$name`, `${…}`) the export did not write (the tests' check
    /// that text from a design never becomes code).
    let templates: Bool

    /// The diagnostics shown of a failing check: enough to start fixing, not a wall.
    static let shownErrors = 3

    func run() throws {
        var swift: [String] = [], parsed: [String] = []
        for file in files {
            guard FileManager.default.isReadableFile(atPath: file) else {
                throw StretchyError.badInput("--check \(TerminalSafeText.escaped(file)): no such readable file")
            }
            switch URL(fileURLWithPath: file).pathExtension {
            case "swift": swift.append(file)
            case "kt", "dart": parsed.append(file)
            default: throw StretchyError.badInput("--check \(TerminalSafeText.escaped(file)): not a .swift, .kt or .dart file")
            }
        }
        let resources: ResourceLocator
        do { resources = try ResourceLocator.locate() } catch { throw StretchyError.environment(describe(error)) }
        let folder = resources.file("export-check")
        var failures: [String] = [], done: [String] = []
        if !swift.isEmpty {
            let modules = try StandInBuild(sources: folder).modules()
            // UIKit and SwiftUI exports of one design declare the same helper types: one compiler
            // run per framework, each a whole module (one job, not one per file).
            let groups = Dictionary(grouping: swift) { Self.importsSwiftUI($0) }
            for (_, group) in groups.sorted(by: { !$0.key && $1.key }) {
                let run = try ToolRun.run(StandInBuild.swiftc(), ["-typecheck", "-wmo", "-warnings-as-errors", "-diagnostic-style", "llvm", "-I", modules] + group)
                if run.status != 0 { failures.append(Self.firstErrors(run.output)) }
            }
            done.append("\(swift.count) Swift file\(swift.count == 1 ? "" : "s") type-checked against the stand-in UIKit/SwiftUI")
        }
        if !parsed.isEmpty {
            let script = folder.appendingPathComponent("tree-sitter-parse.py").path
            let run = try ToolRun.run("/usr/bin/env", ["python3", script] + (templates ? ["--templates"] : []) + parsed)
            switch run.status {
            case 0: done.append("\(parsed.count) Kotlin/Dart file\(parsed.count == 1 ? "" : "s") parsed (tree-sitter)")
            case 3, 127:  // the script's "no parser", or no python3 at all
                let why = run.output.split(separator: "\n").first.map(String.init) ?? "no python3"
                throw StretchyError.environment("--check: \(parsed.map(TerminalSafeText.escaped).joined(separator: ", ")) not parsed: \(why)")
            default: failures.append(run.output.split(separator: "\n").prefix(Self.shownErrors * 2).joined(separator: "\n"))
            }
        }
        guard failures.isEmpty else {
            print(failures.joined(separator: "\n"))
            throw StretchyError.badInput("--check: \(files.count == 1 ? TerminalSafeText.escaped(files[0]) : "\(files.count) files") did not pass (the errors above)")
        }
        StderrLine.write(done.joined(separator: "; "))
        print("ok")
    }

    /// Whether a Swift file is a SwiftUI export (else UIKit).
    static func importsSwiftUI(_ file: String) -> Bool {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return false }
        return text.split(separator: "\n").contains { $0.hasPrefix("import SwiftUI") }
    }

    /// The compiler's first `error:` lines (file:line:column: error: …), each with the source line
    /// and caret the LLVM style prints under it.
    static func firstErrors(_ output: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var shown: [String] = []
        for (index, line) in lines.enumerated() where line.contains(": error: ") {
            shown.append(line)
            shown += lines[(index + 1)..<min(index + 3, lines.count)].filter { !$0.contains(": error: ") && !$0.contains(": note: ") && !$0.contains(": warning: ") }
            if shown.filter({ $0.contains(": error: ") }).count == shownErrors { break }
        }
        return shown.isEmpty ? output.split(separator: "\n").prefix(6).joined(separator: "\n") : shown.joined(separator: "\n")
    }
}
