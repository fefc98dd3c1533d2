import Foundation
import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit
import Testing

/// Ctrl+Shift+S in the real window (issue 29): a value typed in the panel becomes the design
/// file's default — only that number changes — and Ctrl+Z while the toast shows puts the file's
/// bytes back. Driven by xdotool under Xvfb.
@Suite(.serialized, .tags(.window)) struct BakeWindowTests {
    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func ctrlShiftSBakesTheTunedValueAndCtrlZRestoresTheFile() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let original = try String(contentsOf: repository.appendingPathComponent("examples/my-header.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"../Resources/header.jpg\"", with: "\"\(repository.appendingPathComponent("Resources/header.jpg").path)\"")
        let path = folder + "/mine.json"
        try Data(original.utf8).write(to: URL(fileURLWithPath: path))
        let design = try DesignLoader.load(path: path).design

        guard let session = try XvfbSession.start(arguments: ["--design", path]) else { return }
        defer { session.stop() }
        let w = session.window
        // Tab opens the panel; photoHeight's value box takes 300 (default 260).
        try session.xdo(session.key("Tab") + ["sleep", "0.5"])
        let layout = PanelLayout(left: 390, height: 844, lines: PanelLine.lines(for: Parameters(catalog: design.catalog)), scrollY: 0)
        let index = try #require(layout.lines.firstIndex { $0.row?.name == "photoHeight" })
        let box = layout.valueFrame(ofLine: index)
        try session.xdo(["mousemove", "--window", w, "\(Int(box.midX.rounded()))", "\(Int(box.midY.rounded()))", "click", "1", "sleep", "0.3"]
            + ["key", "--window", w, "--delay", "40", "BackSpace", "BackSpace", "BackSpace", "3", "0", "0", "Return", "sleep", "0.3"])

        func fileText() -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        func waitFor(_ expected: String) -> Bool {
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline { if fileText() == expected { return true }; Thread.sleep(forTimeInterval: 0.1) }
            return false
        }
        try session.xdo(session.key("ctrl+shift+s") + ["sleep", "0.3"])
        // Only the default's number changed: every other byte as written.
        let baked = original.replacingOccurrences(of: "\"photoHeight\": {\"default\": 260,", with: "\"photoHeight\": {\"default\": 300,")
        #expect(baked != original)
        #expect(waitFor(baked), "the file after Ctrl+Shift+S:\n\(fileText())\nstderr: \(session.stderr)")

        // Ctrl+Z within the toast: the previous bytes, exactly.
        try session.xdo(session.key("ctrl+z") + ["sleep", "0.3"])
        #expect(waitFor(original), "the file after Ctrl+Z:\n\(fileText())")
        #expect(session.isAlive)
    }
}
