import Foundation
import StretchyFiles
import Testing
import TestSupport

/// The edit loop in the real window (issue 42): a design with row thumbnails and a tabbed grid of
/// photos edited on disk while `stretchy run` shows it, baked with Ctrl+Shift+S, then every
/// shipped design shown with `]`. The window stays up through all of it. (DesignEditLoopTests
/// checks the pictures of every edit headless; this walks the same loop under X.)
@Suite(.serialized, .tags(.window)) struct DesignEditWindowTests {
    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func editBakeAndSwitchEveryDesignKeepTheWindowUp() async throws {
        // A copy of examples/cards.json (row thumbnails, templates), finding its photos as the original does.
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("examples"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("Resources"),
                                                   withDestinationPath: CLI.repositoryRoot.appendingPathComponent("Resources").path)
        let design = folder.file("examples/my-cards.json")
        var object = try DesignEdit.object(try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("examples/cards.json"), encoding: .utf8))
        object = object.setting("name", .string("my-cards"))
        try DesignEdit.json(object).write(toFile: design, atomically: true, encoding: .utf8)

        guard let session = try await XvfbSession.start(arguments: ["--design", design]) else { return }
        defer { session.stop() }
        let rest = try session.screenshot()
        #expect(Sidecars.json(rest)?["preset"] as? String == "my-cards")

        // Saved by hand: a number, a layer, then photos in every section kind, then over three tabs (a tabbed grid).
        let edits = DesignEdit.sequence(for: object)
        for edit in edits.prefix(6) {
            try edit.text.write(toFile: design, atomically: true, encoding: .utf8)
            try session.xdo(["sleep", "0.4"])  // the watcher looks every 100 ms
            try session.xdo(session.dragCommands(fromY: 600, toY: 300))
            _ = try session.screenshot()
            #expect(session.isAlive, "the window died after '\(edit.name)': \(session.isAlive ? "" : session.stderr)")
            guard session.isAlive else { return }
        }

        // Tuned in the panel (its first parameter stepped up twice), then baked: the file takes the value and the window reloads it.
        let before = try String(contentsOfFile: design, encoding: .utf8)
        try session.xdo(session.key("Tab") + session.key("plus") + session.key("plus") + session.key("ctrl+shift+s") + ["sleep", "0.5"])
        _ = try session.screenshot()
        #expect(session.isAlive, "the window died after the bake: \(session.isAlive ? "" : session.stderr)")
        let baked = try String(contentsOfFile: design, encoding: .utf8)
        #expect(baked != before, "Ctrl+Shift+S wrote the tuned value into the file")
        try session.xdo(session.key("Escape"))  // the panel closes

        // Every shipped design, and back.
        var names: Set<String> = []
        for _ in 0..<16 {
            try session.xdo(session.key("bracketright"))
            let shot = try session.screenshot()
            if let name = Sidecars.json(shot)?["preset"] as? String { names.insert(name) }
            #expect(session.isAlive, "the window died after ]: \(session.isAlive ? "" : session.stderr)")
            guard session.isAlive else { return }
        }
        #expect(names.count >= 13, "] showed \(names.sorted()); stderr so far: \(session.isAlive ? "" : session.stderr)")
        _ = try? session.xdo(["key", "--window", session.window, "Escape"])
        session.app.waitForExit(timeout: 15)
        #expect(!session.stderr.contains("crashed"), "\(session.stderr)")
    }
}
