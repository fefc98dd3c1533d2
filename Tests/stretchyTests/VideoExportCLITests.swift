import Foundation
import Testing

/// `--video` end to end, read back with ffprobe/ffmpeg: format, rate, frame count and size; the
/// picture itself (last frame against the replay's screenshot, the touch circle at the finger);
/// failures that must leave no file.
@Suite struct VideoExportCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// A small phone (odd width and height, to check the even rounding) with a fling at 200 ms.
    func flingScript(durationMs: Int = 1000, extraEvents: String = "") throws -> String {
        try folder.write("fling.json", """
        {"preset": "seed004", "viewport": {"width": 215, "height": 301}, "rows": 100, "duration_ms": \(durationMs), "events": [
          {"t": 200, "type": "drag", "from": [107, 260], "to": [107, 120], "duration_ms": 100, "hz": 120}\(extraEvents)
        ]}
        """)
    }

    func replay(_ arguments: [String], environment: [String: String] = [:]) throws -> CLI.Outcome {
        let outcome = try CLI.run(["replay"] + arguments, environment: environment)
        #expect(!outcome.crashed, "stderr: \(outcome.stderr)")
        return outcome
    }

    /// An encoder that never reads its input (or never exits) is stopped with one line naming it,
    /// within the stall timeout, not waited on forever; no video file is left.
    @Test func aStalledEncoderIsStoppedWithALine() throws {
        let script = try flingScript()
        let tools = folder.file("tools")
        try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
        for body in ["sleep 600", "cat > /dev/null; sleep 600"] {
            let fake = try folder.write("tools/ffmpeg", "#!/bin/sh\n\(body)\n")
            chmod(fake, 0o755)
            let start = Date()
            let outcome = try replay([script, "--out", folder.file("out"), "--video", folder.file("v.mp4")],
                                     environment: ["PATH": "\(tools):/usr/bin:/bin", "STRETCHY_ENCODER_STALL_SECONDS": "2"])
            #expect(outcome.status == 2, "stderr: \(outcome.stderr)")
            #expect(Date().timeIntervalSince(start) < 30, "took \(Date().timeIntervalSince(start)) s")
            #expect(outcome.stderrLines.last?.contains("was stopped (a stalled encoder)") == true, "\(outcome.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.file("v.mp4")))
        }
    }

    /// What can be known before rendering is refused before rendering: an MP4 whose side rounds
    /// below 2 px (exit 1), a folder that cannot take files (no trace written first).
    @Test func videoSizesAndFoldersAreCheckedBeforeAnyFrame() throws {
        let script = try flingScript()
        let tiny = try replay([script, "--out", folder.file("tiny"), "--viewport", "1x301", "--video", folder.file("t.mp4")])
        #expect(tiny.status == 1 && tiny.stderr.contains("an MP4 needs at least 2 px a side"), "\(tiny.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("tiny/trace.csv")))
        let proc = try replay([script, "--out", folder.file("proc"), "--video", "/proc/stretchy-test/v.mp4"])
        #expect(proc.status == 2 && proc.stderrLines.count == 1 && proc.stderr.contains("nothing rendered"), "\(proc.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("proc/trace.csv")))
    }

    @Test func mp4AndGIFHaveTheirCodecRateFrameCountAndSize() throws {
        let script = try flingScript()
        let outcome = try replay([script, "--out", folder.file("out"), "--fps", "30", "--scale", "1.5",
                                  "--video", folder.file("v.mp4"), "--video", folder.file("v.gif")])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        // stderr is a pipe here: no progress bar, one closing line per video.
        #expect(!outcome.stderr.contains("\r") && !outcome.stderr.contains("ETA"), "\(outcome.stderr)")
        #expect(outcome.stderrLines.filter { $0.hasPrefix("stretchy: video → ") }.count == 2, "\(outcome.stderr)")
        // 215×301 points at 1.5 is 323×452 pixels (rounded); H.264 wants even: 322×452.
        let mp4 = try Media.probe(folder.file("v.mp4"))
        #expect(mp4["codec_name"] == "h264" && mp4["pix_fmt"] == "yuv420p", "\(mp4)")
        #expect(mp4["r_frame_rate"] == "30/1", "\(mp4)")
        #expect(mp4["nb_read_frames"] == "30", "1 s at 30 fps: \(mp4)")
        #expect(mp4["width"] == "322" && mp4["height"] == "452", "\(mp4)")

        let gif = try Media.probe(folder.file("v.gif"))
        #expect(gif["codec_name"] == "gif" && gif["width"] == "323" && gif["height"] == "452", "\(gif)")
        let timing = try Media.gifTiming(folder.file("v.gif"))
        #expect(timing.images == 50, "1 s at 50 fps")
        #expect(timing.delays.count == 50 && timing.delays.allSatisfy { $0 == 2 }, "delays \(timing.delays)")
        #expect(timing.loopCount == 0, "loop forever")
        // The folder holds the videos and the replay, nothing half-written.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains { $0.hasPrefix(".") }, "\(names)")
    }

    /// The last frame of a 20-fps, 1-s video is the moment t = 950 ms, in the middle of the fling:
    /// it matches the replay's screenshot at 950 ms and not the frame before it.
    @Test func theLastMP4FrameMatchesTheScreenshotAtItsTime() throws {
        let script = try flingScript(extraEvents: #", {"t": 950, "type": "screenshot", "name": "last"}"#)
        let outcome = try replay([script, "--out", folder.file("out"), "--fps", "20", "--no-touches", "--no-annotations", "--video", folder.file("v.mp4")])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let frames = try Media.frames(folder.file("v.mp4"))
        let screenshot = try #require(try Media.frames(folder.file("out/last.png")).first)
        #expect(frames.count == 20)
        let last = try #require(frames.last)
        let matching = last.meanAbsoluteDifference(screenshot)
        let previous = frames[frames.count - 2].meanAbsoluteDifference(screenshot)
        #expect(matching < 3, "last frame vs screenshot: mean absolute difference \(matching)")
        #expect(previous > 2 * matching + 1, "the frame before differs more (\(previous) vs \(matching)): the list is still moving")
    }

    /// A slow drag held down: from 500 ms the finger rests at (107, 230). The default video shows a
    /// grey disc there; `--no-touches` does not; `--touches` puts it in screenshots too.
    @Test func aFrameDuringADragShowsTheTouchAtThePointer() throws {
        let script = try folder.write("drag.json", """
        {"preset": "seed004", "viewport": {"width": 215, "height": 301}, "rows": 100, "duration_ms": 1000, "events": [
          {"t": 0, "type": "drag", "from": [107, 280], "to": [107, 230], "duration_ms": 500, "hz": 60, "release": false},
          {"t": 500, "type": "screenshot", "name": "held"}
        ]}
        """)
        // Annotations (a trail, "pulled N pt") are hidden in both: this is the disc's test.
        let shown = try replay([script, "--out", folder.file("a"), "--fps", "10", "--touches", "--no-annotations", "--video", folder.file("shown.mp4")])
        let hidden = try replay([script, "--out", folder.file("b"), "--fps", "10", "--no-touches", "--no-annotations", "--video", folder.file("hidden.mp4")])
        #expect(shown.status == 0 && hidden.status == 0, "\(shown.stderr) \(hidden.stderr)")
        let shownFrames = try Media.frames(folder.file("shown.mp4")), hiddenFrames = try Media.frames(folder.file("hidden.mp4"))
        try #require(shownFrames.count == 10 && hiddenFrames.count == 10)
        let withTouch = shownFrames[5], without = hiddenFrames[5]
        let region = withTouch.differingRegion(without)
        // A 44-pt disc covers ~1500 px; the centroid of what differs is the finger.
        #expect(region.count > 800, "differing pixels: \(region.count)")
        #expect(abs(region.x - 107) < 3 && abs(region.y - 230) < 3, "touch drawn at (\(region.x), \(region.y)), finger at (107, 230)")
        let centre = withTouch.pixel(107, 230), bare = without.pixel(107, 230)
        #expect(abs(centre.0 - centre.2) < 16 && (120...215).contains(centre.1), "grey disc in the default video: \(centre)")
        #expect(abs(bare.1 - centre.1) > 20, "no disc with --no-touches: \(bare) vs \(centre)")

        let shot = try #require(try Media.frames(folder.file("a/held.png")).first)
        let plain = try #require(try Media.frames(folder.file("b/held.png")).first)
        let shotRegion = shot.differingRegion(plain)
        #expect(shotRegion.count > 800 && abs(shotRegion.x - 107) < 3 && abs(shotRegion.y - 230) < 3,
                "--touches screenshot: \(shotRegion)")
    }

    @Test func aComparisonVideoHasBothPhonesAndTheirCaptions() throws {
        let script = try flingScript(extraEvents: #", {"t": 900, "type": "screenshot", "name": "last"}"#)
        let outcome = try replay([script, "--out", folder.file("out"), "--fps", "10", "--video", folder.file("ab.mp4"),
                                  "--caption", "auto", "--compare", "seed003", "seed004"])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let probe = try Media.probe(folder.file("ab.mp4"))
        // Two 215-pt phones and the 8-pt divider (438), the 24-pt caption strip over 301 (325 → 324).
        #expect(probe["width"] == "438" && probe["height"] == "324" && probe["nb_read_frames"] == "10", "\(probe)")
        // The last frame (900 ms) is the comparison's combined screenshot of that moment, caption
        // strip included, above the burnt-in auto captions at the bottom.
        let last = try #require(try Media.frames(folder.file("ab.mp4")).last)
        var combined = try #require(try Media.frames(folder.file("out/last.png")).first)
        combined.height = 250
        #expect(last.meanAbsoluteDifference(combined) < 3)
        var bottom = last, bottomShot = try #require(try Media.frames(folder.file("out/last.png")).first)
        bottom.bytes = Array(bottom.bytes[(300 * bottom.width * 3)...]); bottom.height = 24
        bottomShot.bytes = Array(bottomShot.bytes[(300 * bottomShot.width * 3)...]); bottomShot.height = 24
        #expect(bottom.meanAbsoluteDifference(bottomShot) > 10, "the caption band is burnt in at the bottom")
    }

    @Test func exportPicksTheFolderAndWritesTheVideo() throws {
        let script = try flingScript(durationMs: 500)
        try FileManager.default.createDirectory(atPath: folder.file("clips"), withIntermediateDirectories: true)
        let outcome = try CLI.run(["export", script, "--video", folder.file("clips/rec.mp4"), "--fps", "10"])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        #expect(try Media.probe(folder.file("clips/rec.mp4"))["nb_read_frames"] == "5")
        #expect(FileManager.default.fileExists(atPath: folder.file("clips/rec-replay/trace.csv")))
    }

    @Test func aMissingEncoderIsOneLineNamingThePackage() throws {
        let script = try flingScript()
        let empty = folder.file("empty-path")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let outcome = try replay([script, "--out", folder.file("out"), "--video", folder.file("v.mp4")], environment: ["PATH": empty])
        #expect(outcome.status == 2 && outcome.stderrLines.count == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("ffmpeg"), "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out")), "nothing replayed before the check")
        let wrong = try replay([script, "--out", folder.file("out"), "--video", folder.file("v.avi")])
        #expect(wrong.status == 1 && wrong.stderr.contains(".mp4, .webm or .gif"), "\(wrong.stderr)")
    }

    /// An encoder that writes part of its file and dies (as on a full disk): no file is left, at
    /// the final name or a temporary one, and one line says so.
    @Test func aFailingEncoderLeavesNoFile() throws {
        let script = try flingScript()
        let tools = folder.file("tools")
        try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
        let fake = try folder.write("tools/ffmpeg", """
        #!/bin/sh
        for last in "$@"; do :; done
        printf 'partial' > "$last"
        head -c 100000 > /dev/null
        echo "$last: No space left on device" >&2
        exit 1
        """)
        chmod(fake, 0o755)
        try FileManager.default.createDirectory(atPath: folder.file("videos"), withIntermediateDirectories: true)
        let outcome = try replay([script, "--out", folder.file("out"), "--video", folder.file("videos/v.mp4")],
                                 environment: ["PATH": "\(tools):/usr/bin:/bin"])
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stderrLines.last?.contains("No space left on device") == true, "\(outcome.stderr)")
        #expect(outcome.stderrLines.last?.contains("no file written") == true, "\(outcome.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("videos")).isEmpty)
    }

    /// What a `--video` path is wrong with is said before rendering: nothing is replayed.
    @Test func aVideoPathThatCannotBeWrittenIsRefusedBeforeRendering() throws {
        let script = try flingScript()
        try FileManager.default.createDirectory(atPath: folder.file("vdir.mp4"), withIntermediateDirectories: true)
        let blocker = try folder.write("afile", "x")
        let longName = String(repeating: "v", count: 300) + ".mp4"
        let cases: [([String], String)] = [
            (["--video", folder.file("vdir.mp4")], "--video \(folder.file("vdir.mp4")): is a directory, not a file"),
            (["--video", folder.file("x.mp4") + "/"], "--video \(folder.file("x.mp4"))/: ends in '/', which names a folder; give a file name"),
            (["--video", folder.file("same.mp4"), "--video", folder.path + "/./same.mp4"], "--video \(folder.path)/./same.mp4 is given twice"),
            (["--video", blocker + "/x.mp4"], "--video \(blocker)/x.mp4: \(blocker) is a file, not a folder"),
            (["--video", folder.file(longName)], "a video's may have at most 228"),
        ]
        for (arguments, expected) in cases {
            let outcome = try replay([script, "--out", folder.file("out")] + arguments)
            #expect(outcome.status == 1 && outcome.stderrLines.count == 1, "\(arguments): \(outcome.stderr)")
            #expect(outcome.stderrLines.first?.contains(expected) == true, "\(outcome.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.file("out")), "replayed before refusing \(arguments)")
        }
    }

    /// An encoder that exits 0 and writes nothing: said so, not "No such file or directory".
    @Test func anEncoderThatWritesNothingIsNamed() throws {
        let script = try flingScript()
        let tools = folder.file("tools")
        try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
        let fake = try folder.write("tools/ffmpeg", "#!/bin/sh\ncat > /dev/null\nexit 0\n")
        chmod(fake, 0o755)
        let outcome = try replay([script, "--out", folder.file("out"), "--video", folder.file("v.mp4")],
                                 environment: ["PATH": "\(tools):/usr/bin:/bin"])
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stderrLines.last == "stretchy: \(folder.file("v.mp4")): ffmpeg (\(fake)) exited without writing the video; no file written",
                "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("v.mp4")))
    }

    /// A WebM cut short while ffmpeg exits 0 (its Matroska muxer said nothing on a full disk):
    /// refused, and the earlier good file at that name stays (issue 42). The fake runs the real
    /// ffmpeg, then cuts its file to a third, as a full disk did.
    @Test func aWebMCutShortIsNotReportedWritten() throws {
        let script = try flingScript()
        let tools = folder.file("tools")
        try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
        let fake = try folder.write("tools/ffmpeg", """
            #!/bin/sh
            /usr/bin/ffmpeg "$@" || exit $?
            for last; do :; done
            size=$(stat -c %s "$last")
            truncate -s $((size / 3)) "$last"
            exit 0

            """)
        chmod(fake, 0o755)
        let earlier = try folder.write("v.webm", "an earlier take")
        let outcome = try replay([script, "--out", folder.file("out"), "--video", earlier], environment: ["PATH": "\(tools):/usr/bin:/bin"])
        #expect(outcome.status == 2 && !outcome.crashed, "\(outcome.stderr)")
        #expect(outcome.stderrLines.last?.hasPrefix("stretchy: \(earlier): ffmpeg wrote ") == true
                && outcome.stderrLines.last?.hasSuffix("(a full disk?); no file written") == true, "\(outcome.stderr)")
        #expect(try String(contentsOfFile: earlier, encoding: .utf8) == "an earlier take")
        // The real encoder's WebM passes the same check.
        let real = try replay([script, "--out", folder.file("out2"), "--video", folder.file("good.webm")])
        #expect(real.status == 0, "\(real.stderr)")
    }
}
