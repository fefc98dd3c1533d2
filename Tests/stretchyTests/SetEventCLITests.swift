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

    /// A take that switched design with `]` and then tuned the new design: each `set` is checked
    /// against the design shown at its time, so the window's take replays; the old design's number
    /// after the switch is the error, named by its time and the design then shown.
    @Test func aSetIsCheckedAgainstTheDesignShownAtItsTime() throws {
        let folder = NSTemporaryDirectory() + "stretchy-set-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/take.json"
        try Data(#"{"design": "seed004", "duration_ms": 400, "events": [{"t": 100, "type": "key", "key": "]"}, {"t": 200, "type": "set", "name": "expandedHeight", "value": 350}, {"t": 300, "type": "screenshot", "name": "after"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: script))
        let outcome = try CLI.run(["replay", script, "--out", folder + "/out"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let sidecar = try String(contentsOfFile: folder + "/out/after.json", encoding: .utf8)
        #expect(sidecar.contains("parallax") && sidecar.contains("\"expandedHeight\": 350"), "\(sidecar)")

        try Data(#"{"design": "seed004", "events": [{"t": 100, "type": "key", "key": "]"}, {"t": 200, "type": "set", "name": "zoomDistance", "value": 90}]}"#.utf8)
            .write(to: URL(fileURLWithPath: script))
        let stale = try CLI.run(["replay", script, "--out", folder + "/out2"])
        #expect(stale.status == 1 && stale.stderr.contains("set event at t = 200 ms: unknown parameter 'zoomDistance' for design 'parallax'"), "\(stale.stderr)")
    }
}
