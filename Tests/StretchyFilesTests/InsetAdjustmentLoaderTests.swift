import Foundation
import Testing
@testable import StretchyFiles

/// Issue 13: a design's `scroll.contentInsetAdjustment` is UIKit's behaviour by name; anything
/// else is refused with its path and the names it may be.
@Suite struct InsetAdjustmentLoaderTests {
    @Test func anUnknownBehaviourIsNamed() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("inset-\(UUID().uuidString).json").path
        let text = #"{"name": "x", "scroll": {"contentInsetTop": 0, "contentInsetAdjustment": "always"}, "layers": []}"#
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try DesignLoader.load(path: path)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("scroll.contentInsetAdjustment") && error.description.contains("'automatic'"))
        }
    }
}
