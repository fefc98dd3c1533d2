import Foundation
import HeaderKit
import Testing
import TestSupport

/// `stretchy export-code --check FILE…` as a user runs it: `ok` on a fresh export; on a file with
/// an error (a type error, a warning, a Kotlin syntax error) exit 1 with the compiler's line; a
/// file it cannot check is one line saying why.
@Suite struct ExportCheckCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// A fresh export of a shipped design to a file.
    func export(_ design: String, _ target: String, _ ext: String) throws -> String {
        let path = folder.file("\(design)-\(target).\(ext)")
        let run = try CLI.run(["export-code", "--design", design, "--target", target, "--out", path])
        try #require(run.status == 0, "\(run.stderr)")
        return path
    }

    /// The file's text with `line` appended: the path of the copy and the appended line's number.
    func broken(_ path: String, appending line: String) throws -> (path: String, line: Int) {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let copy = folder.file("broken-" + URL(fileURLWithPath: path).lastPathComponent)
        try (text + line + "\n").write(toFile: copy, atomically: true, encoding: .utf8)
        return (copy, text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func okOnAFreshExportAndTheCompilersLineOnAnError() throws {
        let uikit = try export("seed000", "uikit", "swift")
        let fresh = try CLI.run(["export-code", "--check", uikit], environment: ExportCheck.cacheEnvironment)
        #expect(fresh.status == 0 && fresh.stdout == "ok\n", "\(fresh.stdout)\(fresh.stderr)")
        #expect(fresh.stderr.contains("1 Swift file type-checked against the stand-in UIKit/SwiftUI"), "\(fresh.stderr)")

        // A type error, at the line appended.
        let typeError = try broken(uikit, appending: "let broken: Int = \"text\"")
        let failed = try CLI.run(["export-code", "--check", typeError.path], environment: ExportCheck.cacheEnvironment)
        #expect(failed.status == 1, "\(failed.stdout)\(failed.stderr)")
        #expect(failed.stdout.contains("\(typeError.path):\(typeError.line):") && failed.stdout.contains("error:"), "\(failed.stdout)")
        #expect(failed.stderr.contains("did not pass"), "\(failed.stderr)")

        // Warnings are errors: an unused value would warn in the engineer's project.
        let warning = try broken(uikit, appending: "func unusedValue() { let never = 1 }")
        let warned = try CLI.run(["export-code", "--check", warning.path], environment: ExportCheck.cacheEnvironment)
        #expect(warned.status == 1 && warned.stdout.contains("\(warning.path):\(warning.line):"), "\(warned.stdout)\(warned.stderr)")

        // Kotlin: a syntax error at its line (tree-sitter).
        let compose = try export("seed000", "compose", "kt")
        let kotlinError = try broken(compose, appending: "fun broken() { val x = }")
        let parsed = try CLI.run(["export-code", "--check", kotlinError.path], environment: ExportCheck.cacheEnvironment)
        #expect(parsed.status == 1 && parsed.stdout.contains("at line \(kotlinError.line)"), "\(parsed.stdout)\(parsed.stderr)")
    }

    @Test func sayWhatItCannotCheck() throws {
        let notCode = try folder.write("notes.txt", "hello")
        let refused = try CLI.run(["export-code", "--check", notCode], environment: ExportCheck.cacheEnvironment)
        #expect(refused.status == 1 && refused.stderr.contains("not a .swift, .kt or .dart file"), "\(refused.stderr)")
        let mixed = try CLI.run(["export-code", "--check", notCode, "--target", "uikit"], environment: ExportCheck.cacheEnvironment)
        #expect(mixed.status == 1 && mixed.stderr.contains("--target is an export option"), "\(mixed.stderr)")
        let missing = try CLI.run(["export-code", "--check", folder.file("none.swift")], environment: ExportCheck.cacheEnvironment)
        #expect(missing.status == 1 && missing.stderr.contains("no such readable file"), "\(missing.stderr)")
        // No Python on PATH: the Kotlin file is named as not parsed, and nothing says ok.
        let dart = try folder.write("screen.dart", "void main() {}\n")
        let noParser = try CLI.run(["export-code", "--check", dart], environment: ["PATH": folder.file("empty")])
        #expect(noParser.status != 0 && noParser.stderr.contains("screen.dart not parsed") && !noParser.stdout.contains("ok"), "\(noParser.stdout)\(noParser.stderr)")
    }
}
