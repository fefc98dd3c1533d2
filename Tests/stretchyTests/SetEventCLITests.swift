import Foundation
import Testing

/// A replay's `set` events (what the tuning panel records) are checked against the design before
/// the first frame.
@Suite struct SetEventCLITests {
    @Test func aSetEventTheDesignCannotTakeFailsBeforeTheFirstFrame() throws {
        let folder = NSTemporaryDirectory() + "stretchy-set-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (event, problem) in [(#"{"t": 50, "type": "set", "name": "zoomDistance", "value": 5000}"#, "set event at t = 50 ms: 'zoomDistance' = 5000 is outside [1, 1000]"),
                                 (#"{"t": 60, "type": "set", "name": "zoomDistanse", "value": 5}"#, "set event at t = 60 ms: unknown parameter 'zoomDistanse' for design 'seed004'")] {
            let script = folder + "/s.json"
            try Data(#"{"design": "seed004", "events": [\#(event)]}"#.utf8).write(to: URL(fileURLWithPath: script))
            let outcome = try CLI.run(["replay", script, "--out", folder + "/out"])
            #expect(outcome.status == 1 && outcome.stderr.contains(problem), "\(outcome.stderr)")
        }
    }
}
