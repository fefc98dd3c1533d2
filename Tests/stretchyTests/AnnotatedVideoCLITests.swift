import Foundation
import Testing

/// Annotated videos end to end, decoded with ffmpeg: the annotations appear while a finger pulls
/// and after a release, never at rest before any touch nor over the header; `--slow` makes the
/// video longer by exactly (TO − FROM)·(N − 1).
@Suite struct AnnotatedVideoCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// At rest until 500 ms; a pull down held from 500 to 1000 ms, released; a flick up at 1600 ms.
    func pullScript(design: String) throws -> String {
        try folder.write("pull-\(design).json", """
        {"preset": "\(design)", "viewport": {"width": 300, "height": 520}, "rows": 100, "duration_ms": 2400, "events": [
          {"t": 500, "type": "drag", "from": [150, 300], "to": [150, 420], "duration_ms": 300, "hz": 120, "release": false},
          {"t": 1000, "type": "up"},
          {"t": 1600, "type": "drag", "from": [150, 450], "to": [150, 250], "duration_ms": 100, "hz": 120}
        ]}
        """)
    }

    /// Pixels differing between two frames within rows `rows`.
    func differing(_ a: Media.RGBImage, _ b: Media.RGBImage, rows: Range<Int>) -> Int {
        var count = 0
        for y in rows { for x in 0..<a.width {
            let p = a.pixel(x, y), q = b.pixel(x, y)
            if max(abs(p.0 - q.0), abs(p.1 - q.1), abs(p.2 - q.2)) > 40 { count += 1 }
        } }
        return count
    }

    @Test(arguments: ["seed004", "album"])
    func annotationsShowWhilePullingAndAfterARelease(design: String) throws {
        let script = try pullScript(design: design)
        let shown = try CLI.run(["replay", script, "--out", folder.file("a-\(design)"), "--fps", "20", "--quiet",
                                 "--video", folder.file("a-\(design).mp4")])
        let hidden = try CLI.run(["replay", script, "--out", folder.file("b-\(design)"), "--fps", "20", "--quiet", "--no-annotations",
                                  "--video", folder.file("b-\(design).mp4")])
        #expect(shown.status == 0 && hidden.status == 0, "\(shown.stderr) \(hidden.stderr)")
        let a = try Media.frames(folder.file("a-\(design).mp4")), b = try Media.frames(folder.file("b-\(design).mp4"))
        try #require(a.count == 48 && b.count == 48)
        let height = a[0].height
        for k in [2, 6, 9] {  // 100, 300, 450 ms: nothing touched yet
            #expect(a[k].meanAbsoluteDifference(b[k]) < 0.5, "frame \(k) at rest differs: \(a[k].meanAbsoluteDifference(b[k]))")
        }
        for k in [14, 18, 23, 26, 34, 40] {  // pulling (700, 900 ms), after the release (1150, 1300), after the flick (1700, 2000)
            let total = differing(a[k], b[k], rows: 0..<height)
            #expect(total > 150, "frame \(k): \(total) pixels differ")
            // The label row sits at the bottom, over the list; the header at the top stays clear
            // (a few pixels of H.264 noise at most, against hundreds where the annotation is).
            #expect(differing(a[k], b[k], rows: 0..<(height / 4)) < 20, "frame \(k): the annotation covers the header")
        }
        for k in [18, 23, 40] {
            if design == "album" {
                // Issue 45, D7: above album's tab bar and accessory (139 pt), never over their icons.
                #expect(differing(a[k], b[k], rows: (height - 50)..<height) < 20, "frame \(k): a label covers the tab bar")
                #expect(differing(a[k], b[k], rows: (height / 2)..<(height - 139)) > 100, "frame \(k): no label above the tab bar")
            } else {
                #expect(differing(a[k], b[k], rows: (height - 50)..<height) > 100, "frame \(k): no label in the bottom row")
            }
        }
    }

    /// `--slow 1-2x4` at 60 fps: 3 s more video (180 frames), in the same replay.
    @Test func slowMakesTheVideoLongerByTheStretchTimesNMinusOne() throws {
        let script = try pullScript(design: "seed004")
        let plain = try CLI.run(["replay", script, "--out", folder.file("p"), "--quiet", "--video", folder.file("p.mp4")])
        let slow = try CLI.run(["replay", script, "--out", folder.file("s"), "--quiet", "--slow", "1-2x4", "--video", folder.file("s.mp4")])
        #expect(plain.status == 0 && slow.status == 0, "\(plain.stderr) \(slow.stderr)")
        let plainFrames = Int(try Media.probe(folder.file("p.mp4"))["nb_read_frames"] ?? "") ?? 0
        let slowFrames = Int(try Media.probe(folder.file("s.mp4"))["nb_read_frames"] ?? "") ?? 0
        #expect(plainFrames == 144 && slowFrames == 144 + 180, "\(plainFrames) → \(slowFrames) frames")
        #expect(try String(contentsOfFile: folder.file("p/trace.csv"), encoding: .utf8)
            == String(contentsOfFile: folder.file("s/trace.csv"), encoding: .utf8), "the trace is the replay's, not the video's")
    }

    @Test(arguments: [("2-1x4", "TO must be after FROM"), ("1-2x1", "N must be more than 1"), ("1-2", "expected FROM-TO×N"),
                      ("a-2x4", "is not FROM-TO"), ("5-6x2", "at or after the replay's end")])
    func aBadSlowIsOneLineBeforeAnyFrame(argument: String, problem: String) throws {
        let script = try pullScript(design: "seed004")
        let outcome = try CLI.run(["replay", script, "--out", folder.file("x"), "--slow", argument, "--video", folder.file("x.mp4")])
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains(problem) && outcome.stderr.contains("--slow"), "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("x.mp4")))
    }
}
