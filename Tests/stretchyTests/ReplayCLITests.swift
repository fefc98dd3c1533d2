import Foundation
import Testing

/// `stretchy replay` end to end: the same script gives the same bytes, the trace does not depend
/// on --fps, and trace values match closed forms.
@Suite struct ReplayCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    func replay(_ script: String, out: String, fps: Int = 60) throws -> [[String: String]] {
        let outcome = try CLI.run(["replay", script, "--out", folder.file(out), "--fps", String(fps)])
        #expect(outcome.status == 0 && !outcome.crashed, "stderr: \(outcome.stderr)")
        let text = try String(contentsOfFile: folder.file("\(out)/trace.csv"), encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let header = lines[0]
        return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
    }

    @Test func theReadmeExampleGivesTheSameBytesTwice() throws {
        let script = CLI.repositoryRoot.appendingPathComponent("examples/readme-example.json").path
        _ = try replay(script, out: "a")
        _ = try replay(script, out: "b")
        for name in ["trace.csv", "events.csv", "after-fling.png", "after-fling.json"] {
            let a = try Data(contentsOf: URL(fileURLWithPath: folder.file("a/\(name)")))
            let b = try Data(contentsOf: URL(fileURLWithPath: folder.file("b/\(name)")))
            #expect(!a.isEmpty && a == b, "\(name) differs between two runs")
        }
    }

    /// A `resize` event: screenshots after it have the new size (a 1×1 window included), and
    /// seed003's header, W/2 at rest, follows the width.
    @Test func screenshotsFollowAResize() throws {
        let script = try folder.write("resize.json", """
        {"preset": "seed003", "viewport": {"width": 390, "height": 844}, "duration_ms": 1000, "events": [
          {"t": 0, "type": "screenshot", "name": "phone"},
          {"t": 300, "type": "resize", "width": 744, "height": 1133},
          {"t": 400, "type": "screenshot", "name": "tablet"},
          {"t": 600, "type": "resize", "width": 1, "height": 1},
          {"t": 700, "type": "screenshot", "name": "tiny"}
        ]}
        """)
        let rows = try replay(script, out: "resize")
        for (name, width, height) in [("phone", 390, 844), ("tablet", 744, 1133), ("tiny", 1, 1)] {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.file("resize/\(name).png"))))
            let w = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, h = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(w == width && h == height, "\(name).png is \(w)×\(h)")
        }
        let tablet = try #require(rows.first { Double($0["t_ms"] ?? "") ?? 0 > 400 })
        #expect(tablet["header_height"] == "372" && tablet["offset_y"] == "-372", "\(tablet)")
    }

    @Test func aFlingGivesTheSameOffsetsAtEveryFrameRate() throws {
        let script = try folder.write("fling.json", """
        {"preset": "seed004", "rows": 300, "duration_ms": 3000, "events": [
          {"t": 100, "type": "drag", "from": [195, 700], "to": [195, 300], "duration_ms": 120, "hz": 240}
        ]}
        """)
        var offsetsByRate: [Int: [Double]] = [:]
        for fps in [30, 60, 120, 144] {
            let rows = try replay(script, out: "fling-\(fps)", fps: fps)
            // Common times: multiples of 1/6 s, which every rate above lands on exactly.
            let step = fps / 6
            offsetsByRate[fps] = stride(from: 0, to: rows.count, by: step).map { Double(rows[$0]["offset_y"]!)! }
        }
        let reference = offsetsByRate[60]!
        #expect(reference.count == 19)
        #expect(reference.max()! > 300, "the fling should travel")
        for (fps, offsets) in offsetsByRate {
            #expect(offsets.count == reference.count)
            for (index, pair) in zip(offsets, reference).enumerated() {
                #expect(abs(pair.0 - pair.1) <= 0.5, "\(fps) fps at \(index)/6 s: \(pair.0) vs \(pair.1)")
            }
        }
    }

    @Test func aSlowDragFollowsTheFingerExactlyOnSeed003() throws {
        // touchSlop 0: the content follows the finger from the first point. seed003's inset is W/2.
        let script = try folder.write("drag.json", """
        {"preset": "seed003", "rows": 300, "params": {"touchSlop": 0, "refreshEnabled": false}, "duration_ms": 1500, "events": [
          {"t": 0, "type": "drag", "from": [195, 600], "to": [195, 500], "duration_ms": 1000, "hz": 60, "release": false}
        ]}
        """)
        let rows = try replay(script, out: "drag")
        let width = 390.0
        for row in rows where Double(row["t_ms"]!)! >= 1000 {
            #expect(abs(Double(row["offset_y"]!)! - (-width / 2 + 100)) <= 1e-3, "\(row)")
            #expect(abs(Double(row["header_height"]!)! - (width / 2 - 100)) <= 1e-3, "\(row)")
            #expect(row["phase"] == "dragging")
        }
    }

    @Test func aPullPastTheTopIsRubberBanded() throws {
        let x = 200.0
        let script = try folder.write("pull.json", """
        {"preset": "seed003", "rows": 300, "params": {"touchSlop": 0, "refreshEnabled": false}, "duration_ms": 1500, "events": [
          {"t": 0, "type": "drag", "from": [195, 300], "to": [195, \(300 + x)], "duration_ms": 1000, "hz": 60, "release": false}
        ]}
        """)
        let rows = try replay(script, out: "pull")
        // UIKit's rubber band: displayed overscroll b = (1 - 1/(x·0.55/844 + 1))·844.
        let banded = (1 - 1 / (x * 0.55 / 844 + 1)) * 844
        let expected = -195 - banded
        let held = rows.filter { Double($0["t_ms"]!)! >= 1000 }
        #expect(!held.isEmpty)
        for row in held {
            let offset = Double(row["offset_y"]!)!
            #expect(abs(offset - expected) <= 1e-2, "offset \(offset), expected \(expected)")
            #expect(abs(Double(row["header_height"]!)! + offset) <= 1e-2, "header_height = -offset_y while pulled")
        }
    }
}
