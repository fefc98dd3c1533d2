import Foundation
import Testing

/// `stretchy run --design FILE` in a real window: saving the file shows the new version at the
/// same scroll position; an invalid save keeps the last good design, says why on stderr, and the
/// next good save applies.
@Suite(.serialized, .tags(.window)) struct DesignReloadWindowTests {
    static func design(height: String) -> String {
        let photo = CLI.repositoryRoot.appendingPathComponent("Resources/header.jpg").path
        return """
        {"name": "live", "scroll": {"contentInsetTop": 200}, "layers": [
          {"id": "photo", "kind": "image", "image": "\(photo)", "role": "header", "height": "\(height)"}]}
        """
    }

    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func savingTheDesignFileReloadsItKeepingTheScrollPosition() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/live.json"
        try Data(Self.design(height: "max(0, -offset)").utf8).write(to: URL(fileURLWithPath: path))
        guard let session = try XvfbSession.start(arguments: ["--design", path]) else { return }
        defer { session.stop() }
        // Scroll a little so the position has something to keep.
        try session.xdo(session.key("Down") + ["sleep", "0.6"])
        let before = try session.screenshot()
        let offset = try #require(Sidecars.offset(before))
        let expectedBefore: Double = max(0, -offset)
        #expect(layerHeight(before) == expectedBefore)

        try Data(Self.design(height: "max(0, -offset) / 2 + 7").utf8).write(to: URL(fileURLWithPath: path))
        Thread.sleep(forTimeInterval: 0.5)
        let after = try session.screenshot()
        let kept = try #require(Sidecars.offset(after))
        #expect(abs(kept - offset) < 0.5, "scroll position kept: \(offset) → \(kept)")
        let expected: Double = max(0, -kept) / 2 + 7
        let afterHeight: Double = layerHeight(after) ?? -1
        #expect(abs(afterHeight - expected) < 0.01)

        try Data(#"{"layers": [{"id": "photo", "kind": "image", "height": "max(0, -ofset)"}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        Thread.sleep(forTimeInterval: 0.5)
        let broken = try session.screenshot()
        let brokenHeight: Double = layerHeight(broken) ?? -1
        #expect(abs(brokenHeight - expected) < 0.01, "the last good design stays")
        #expect(session.isAlive)

        try Data(Self.design(height: "33").utf8).write(to: URL(fileURLWithPath: path))
        Thread.sleep(forTimeInterval: 0.5)
        let fixed: Double? = layerHeight(try session.screenshot())
        #expect(fixed == 33)
        // Q quits: the window can be gone before xdotool's key-up reaches it (BadWindow).
        _ = try? session.xdo(session.key("q"))
        Thread.sleep(forTimeInterval: 1)
        #expect(session.stderr.contains("live.json: 'layers[0].image': is missing"), "stderr: \(session.stderr)")
    }

    func layerHeight(_ sidecar: String) -> Double? {
        let layers = Sidecars.json(sidecar)?["layers"] as? [[String: Any]]
        return (layers?.first?["frame"] as? [Double])?[3]
    }
}
