import Foundation
import Testing

/// `replay --frames` says how far it is, and warns before writing more than a gigabyte.
@Suite struct FramesCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test func progressLinesOnStderr() throws {
        let script = try folder.write("s.json", #"{"viewport": {"width": 60, "height": 80}, "duration_ms": 1000, "events": []}"#)
        let outcome = try CLI.run(["replay", script, "--out", folder.file("out"), "--frames"])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let progress = outcome.stderrLines.filter { $0.hasPrefix("stretchy: --frames: ") }
        #expect(progress.count == 9, "\(outcome.stderr)")
        #expect(progress.first == "stretchy: --frames: 7 of 61 frames written (11%)", "\(progress)")
        // Without --frames a replay stays quiet but for its closing line.
        let quiet = try CLI.run(["replay", script, "--out", folder.file("quiet")])
        #expect(quiet.stderrLines.count == 1, "\(quiet.stderr)")
    }

    /// Four minutes at 60 fps are 14,401 phone frames (about 4.4 GB): the warning comes before
    /// anything is written (here `frames` is a file, so the run stops right after it).
    @Test func anExpectedSizeOverAGigabyteIsAnnouncedBeforeStarting() throws {
        let script = try folder.write("minutes.json", #"{"duration_ms": 240000, "events": []}"#)
        try FileManager.default.createDirectory(atPath: folder.file("out"), withIntermediateDirectories: true)
        try folder.write("out/frames", "not a folder")
        let outcome = try CLI.run(["replay", script, "--out", folder.file("out"), "--frames"])
        #expect(outcome.status == 2, "stderr: \(outcome.stderr)")
        let warning = outcome.stderrLines.first ?? ""
        #expect(warning.hasPrefix("stretchy: warning: --frames will write 14401 frames of 390×844"), "\(outcome.stderr)")
        #expect(warning.contains(" GB"), "\(warning)")
        #expect(outcome.stderrLines.last?.contains("exists and is not a directory") == true, "\(outcome.stderr)")
    }

    /// An hour at 120 fps and @3× is 432,001 frames of 1170×2532, about 1.2 TB: more than this disk
    /// holds, so the run is refused in one line before the first frame, and writes nothing.
    @Test func framesThatDoNotFitAreRefusedBeforeTheFirst() throws {
        let script = try folder.write("hour.json", #"{"duration_ms": 3600000, "events": []}"#)
        let out = folder.file("big")
        let outcome = try CLI.run(["replay", script, "--out", out, "--frames", "--fps", "120", "--scale", "3"])
        #expect(outcome.status == 2 && !outcome.crashed, "stderr: \(outcome.stderr)")
        #expect(outcome.stderrLines.count == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("--frames would write 432001 frames of 1170×2532") && outcome.stderr.contains("is free there; nothing written"),
                "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out + "/frames"))
    }
}
