import Foundation
import Testing

/// `stretchy replay --compare A B` and `stretchy run --compare` through the real binary.
@Suite struct CompareCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// Width and height from a PNG's IHDR.
    func pngSize(_ path: String) throws -> (width: Int, height: Int) {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        return (bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, bytes[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    func json(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    /// A take from `run --design FILE --compare FILE seed004` lists FILE's numbers in `params` and
    /// tunes them with `set`: it replays with the command its toast gives, seed004 taking only what
    /// it declares. A config whose "design" is a file works for --compare as for run.
    @Test func aComparisonTakeOverADesignFileReplays() throws {
        let design = CLI.repositoryRoot.appendingPathComponent("examples/my-header.json").path
        let take = try folder.write("take.json", """
        {"design": "\(design)", "params": {"photoHeight": 300, "decelerationRate": 0.99}, "duration_ms": 400, "events": [
          {"t": 200, "type": "set", "name": "photoHeight", "value": 350},
          {"t": 300, "type": "screenshot", "name": "after"}
        ]}
        """)
        let outcome = try CLI.run(["replay", take, "--out", folder.file("out"), "--compare", design, "seed004"])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let a = try json(folder.file("out/after.a.json")), b = try json(folder.file("out/after.b.json"))
        #expect((a["params"] as? [String: Any])?["photoHeight"] as? Double == 350, "\(a)")
        #expect((b["params"] as? [String: Any])?["decelerationRate"] as? Double == 0.99, "\(b)")

        try folder.write("tuned.json", #"{"design": "\#(design)", "photoHeight": 320}"#)
        let config = try CLI.run(["replay", take, "--out", folder.file("out2"), "--compare", folder.file("tuned.json"), "seed004"])
        #expect(config.status == 0, "stderr: \(config.stderr)")
    }

    @Test func replayWritesBothSidesACombinedPictureAndTwoSidecars() throws {
        let script = try folder.write("fling.json", """
        {"preset": "seed004", "viewport": {"width": 320, "height": 600}, "rows": 300, "duration_ms": 1500,
         "params": {"touchSlop": 0}, "events": [
          {"t": 100, "type": "drag", "from": [160, 500], "to": [160, 300], "duration_ms": 80, "hz": 120},
          {"t": 600, "type": "screenshot", "name": "flung"}
        ]}
        """)
        try folder.write("fast.json", #"{"decelerationRate": 0.99}"#)
        let out = folder.file("out")
        let outcome = try CLI.run(["replay", script, "--out", out, "--scale", "2", "--compare", "seed003", folder.file("fast.json")])
        #expect(outcome.status == 0 && !outcome.crashed, "stderr: \(outcome.stderr)")
        let size = try pngSize(out + "/flung.png")
        #expect(size.width == (2 * 320 + 8) * 2 && size.height == (600 + 24) * 2)
        for name in ["a-seed003/trace.csv", "a-seed003/events.csv", "a-seed003/motion.png", "b-fast/trace.csv",
                     "b-fast/events.csv", "b-fast/motion.png", "motion.png", "contact-sheet.png"] {
            #expect(FileManager.default.fileExists(atPath: out + "/" + name), "\(name) missing")
        }
        let a = try json(out + "/flung.a.json"), b = try json(out + "/flung.b.json")
        #expect(a["side"] as? String == "a" && a["label"] as? String == "seed003" && a["preset"] as? String == "seed003")
        #expect(b["side"] as? String == "b" && b["label"] as? String == "fast" && b["preset"] as? String == "seed004",
                "a config file without a preset takes the script's")
        #expect((a["params"] as? [String: Any])?["decelerationRate"] as? Double == 0.998)
        #expect((b["params"] as? [String: Any])?["decelerationRate"] as? Double == 0.99)
        #expect((b["params"] as? [String: Any])?["touchSlop"] as? Double == 0, "the script's params on both sides")
        #expect((a["viewport"] as? [String: Any])?["width"] as? Double == 320)
        let traceA = try String(contentsOfFile: out + "/a-seed003/trace.csv", encoding: .utf8)
        let traceB = try String(contentsOfFile: out + "/b-fast/trace.csv", encoding: .utf8)
        #expect(traceA.split(separator: "\n").count == 92 && traceA != traceB)
    }

    @Test func badVariantsAreOneLineAndStatus1() throws {
        let script = try folder.write("s.json", #"{"events": []}"#)
        let unknown = try CLI.run(["replay", script, "--out", folder.file("o"), "--compare", "seed003", "nope"])
        #expect(unknown.status == 1 && !unknown.crashed)
        #expect(unknown.stderrLines.count == 1, "stderr: \(unknown.stderr)")
        #expect(unknown.stderr.contains("'nope'") && unknown.stderr.contains("design") && unknown.stderr.contains("no such file"))
        let one = try CLI.run(["replay", script, "--out", folder.file("o"), "--compare", "seed003"])
        #expect(one.status == 1 && one.stderr.contains("two to four"))
        let bad = try folder.write("bad.json", #"{"decelerationRate": 2}"#)
        let badFile = try CLI.run(["replay", script, "--out", folder.file("o"), "--compare", "seed003", bad])
        #expect(badFile.status == 1 && badFile.stderr.contains(bad) && badFile.stderr.contains("decelerationRate"))
        // The window checks its variants before it needs a display.
        let run = try CLI.run(["run", "--compare", "nope", "seed004"])
        #expect(run.status == 1 && run.stderr.contains("no such file"), "stderr: \(run.stderr)")
        let five = try CLI.run(["run", "--compare", "seed003", "seed004", "seed001", "appbar", "parallax"])
        #expect(five.status == 1 && five.stderr.contains("two to four") && five.stderr.contains("found 5"), "stderr: \(five.stderr)")
        // Four phones side by side: the window's frame budget counts all four, before any display.
        // 4 × 4000 + 3 × 8 = 16024 pt wide at scale 2 is 32048 px, within the 32768 px side, but
        // 32048 × 4048 px is far over 32 Mpx (2000 pt high plus the 24 pt caption strip).
        let wide = try CLI.run(["run", "--compare", "seed003", "seed004", "seed001", "appbar", "--viewport", "4000x2000", "--scale", "2"])
        #expect(wide.status == 1 && wide.stderr.contains("the --compare window: 16024×2024 pt"), "stderr: \(wide.stderr)")
    }
}
