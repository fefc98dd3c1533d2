import Foundation
import Testing

/// The module graph as issue 31 drew it, kept by scanning the sources (as `SDLBoundaryTests` does
/// for SDL): Stage knows the core only through the display list, every atomic write is
/// `AtomicFile`'s, and every message line is `StderrLine`'s.
@Suite struct ModuleBoundaryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let sources = root.appendingPathComponent("Sources")

    /// Every Swift file under `folder` (Sources unless said): its path below it and its lines.
    static func sourceFiles(under folder: URL = sources) throws -> [(path: String, lines: [Substring])] {
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var files: [(String, [Substring])] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            files.append((String(url.path.dropFirst(folder.path.count + 1)), text.split(separator: "\n", omittingEmptySubsequences: false)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The files under `folder` (outside `allowed`) with a line containing `needle`, comments aside.
    static func filesContaining(_ needle: String, allowed: Set<String>, under folder: URL = sources) throws -> [String] {
        try sourceFiles(under: folder).filter { file in
            !allowed.contains(file.path) && file.lines.contains { line in
                let code = line.trimmingCharacters(in: .whitespaces)
                return !code.hasPrefix("//") && code.contains(needle)
            }
        }.map(\.path)
    }

    @Test func stageImportsTheDisplayListNotTheDesignModel() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 100, "the scan found the sources (\(files.count) under \(Self.sources.path))")
        // ScrollCore too: Stage and the display list share only InputGeometry's points and events
        // with the scroll model, never ScrollView's API (issue 50).
        let core: Set<Substring> = ["ScrollCore", "ScrollPhysics", "HeaderKit", "StretchyKit", "StretchyFiles", "Review", "CodeExport"]
        let offenders = files.filter { $0.path.hasPrefix("Stage/") || $0.path.hasPrefix("DisplayList/") }.filter { file in
            file.lines.contains { line in
                let words = line.split(separator: " ")
                return words.contains("import") && words.last.map(core.contains) == true
            }
        }
        #expect(offenders.isEmpty, "Stage or the display list imports the core beyond InputGeometry and DisplayList: \(offenders.map(\.path))")
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let stage = try #require(manifest.split(separator: "\n").first { $0.contains(".target(name: \"Stage\"") })
        #expect(!stage.contains("\"HeaderKit\"") && stage.contains("\"DisplayList\""), "\(stage)")
        let displayList = try #require(manifest.split(separator: "\n").first { $0.contains(".target(name: \"DisplayList\"") })
        #expect(!displayList.contains("\"ScrollCore\"") && !stage.contains("\"ScrollCore\""), "\(displayList)")
    }

    /// The design document sits low in the graph (issue 50): the display list's Stream-Safe Text
    /// cap and nothing of the design model, the session or SDL, so import and tools can patch a
    /// design without building them.
    @Test func theDesignDocumentImportsOnlyTheDisplayList() throws {
        let files = try Self.sourceFiles().filter { $0.path.hasPrefix("DesignDocument/") }
        #expect(files.count >= 8, "the scan found the document's files")
        let imports = Set(files.flatMap { file in
            file.lines.filter { $0.hasPrefix("import ") || $0.hasPrefix("@_exported import ") }.compactMap { $0.split(separator: " ").last }
        })
        #expect(imports.isSubset(of: ["DisplayList"]), "\(imports.sorted())")
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let target = try #require(manifest.split(separator: "\n").first { $0.contains(".target(name: \"DesignDocument\"") })
        #expect(target.contains("dependencies: [\"DisplayList\"]"), "\(target)")
    }

    @Test func oneAtomicWrite() throws {
        // rename(2) into place, and the temporary names it renames, live in AtomicFile alone
        // (StaleTemporaryFiles reads those names back to remove a killed run's).
        #expect(try Self.filesContaining("rename(", allowed: ["FileSafety/AtomicFile.swift"]) == [])
        #expect(try Self.filesContaining(".tmp\"", allowed: ["FileSafety/AtomicFile.swift", "StretchyFiles/Output/StaleTemporaryFiles.swift"]) == [])
    }

    @Test func oneStderrLineWriter() throws {
        #expect(try Self.filesContaining("\"stretchy: ", allowed: ["FileSafety/StderrLine.swift"]) == [])
        // Besides StderrLine: the export progress bar (redrawn in place with \r, never a line) and
        // bench's report table (its own lines, no "stretchy: ").
        let writers = try Self.filesContaining("standardError.write", allowed: [
            "FileSafety/StderrLine.swift", "stretchy/Video/ExportProgress.swift", "stretchy/Commands/BenchCommand.swift",
        ])
        #expect(writers == [], "write messages with StderrLine.write")
        #expect(try Self.filesContaining("fputs(", allowed: []) == [])
    }

    /// Foundation's `waitUntilExit()` on Linux spins the calling thread's run loop and races with
    /// its process-monitor thread: called from many test threads at once it killed the whole test
    /// process on CI (SIGABRT in `__CFRunLoop…`). Children are waited on by their termination
    /// handler (`RunningProcess`) or by polling `isRunning` (`FFmpeg`).
    @Test func noProcessWaitsOnARunLoop() throws {
        let tests = Self.root.appendingPathComponent("Tests")
        #expect(try Self.filesContaining(".waitUntilExit()", allowed: []) == [])
        #expect(try Self.filesContaining(".waitUntilExit()", allowed: ["StretchyKitTests/ModuleBoundaryTests.swift"], under: tests) == [])
        #expect(try Self.sourceFiles(under: tests).count > 50, "the scan found the tests")
    }
}
