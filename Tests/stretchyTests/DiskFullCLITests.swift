import Foundation
import Testing
import TestSupport

/// A replay into a full disk says so and how much it wrote. The disk is a 2 MB tmpfs mounted in a
/// mount namespace of the replay's own (`unshare -rm`: no root needed), so nothing else fills up.
@Suite struct DiskFullCLITests {
    @Test func aFullDiskIsNamedWithWhatWasWritten() throws {
        let folder = try TemporaryFolder()
        let events = (0..<20).map { "{\"t\": \($0 * 10), \"type\": \"screenshot\", \"name\": \"s\($0)\"}" }
        let script = try folder.write("s.json", "{\"events\": [\(events.joined(separator: ", "))]}")
        let disk = folder.file("disk")
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        guard let unshare = tool("unshare"),
              (try? RunningProcess.run(unshare, ["-rm", "true"], environment: [:], timeout: 10).status) == 0 else {
            print("skipped: unshare -rm (user and mount namespaces) is not available here")
            return
        }
        let command = "mount -t tmpfs -o size=2m tmpfs \"$1\" && exec \"$2\" replay \"$3\" --out \"$1/out\""
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment.removeValue(forKey: "DISPLAY")
        let result = try RunningProcess.run(unshare, ["-rm", "/bin/sh", "-c", command, "sh", disk, CLI.binary, script],
                             environment: environment, timeout: 120)
        #expect(result.status == 2, "status \(result.status), stderr: \(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "\(result.stderr)")
        let line = lines.first ?? ""
        #expect(line.hasPrefix("stretchy: the disk holding \(disk)/out is full"), "\(line)")
        // 2 MB holds several 270 KB screenshots and their sidecars before the disk fills.
        #expect(line.range(of: #"this run wrote [1-9][0-9]* files \([0-9.]+ MB\)"#, options: .regularExpression) != nil, "\(line)")
        #expect(!line.contains("Write Error"), "\(line)")
    }

    /// A `--video` onto a full disk while `--out` has room: the message names the video and its
    /// disk's words, not the `--out` disk ("is full, 75 GB free").
    @Test func aFullVideoDiskIsNotBlamedOnTheOutputFolder() throws {
        let folder = try TemporaryFolder()
        let script = try folder.write("s.json", #"{"duration_ms": 3000, "events": [{"t": 100, "type": "drag", "from": [195, 700], "to": [195, 200], "duration_ms": 100}]}"#)
        let disk = folder.file("disk")
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        guard let unshare = tool("unshare"), tool("ffmpeg") != nil,
              (try? RunningProcess.run(unshare, ["-rm", "true"], environment: [:], timeout: 10).status) == 0 else {
            print("skipped: unshare -rm or ffmpeg is not available here")
            return
        }
        let command = "mount -t tmpfs -o size=64k tmpfs \"$1\" && exec \"$2\" replay \"$3\" --out \"$4\" --video \"$1/v.mp4\""
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment.removeValue(forKey: "DISPLAY")
        let out = folder.file("out")
        let result = try RunningProcess.run(unshare, ["-rm", "/bin/sh", "-c", command, "sh", disk, CLI.binary, script, out],
                             environment: environment, timeout: 120)
        #expect(result.status == 2, "status \(result.status), stderr: \(result.stderr)")
        let line = result.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(line.contains("\(disk)/v.mp4") && !line.contains("the disk holding \(out)"), "\(line)")
    }
}
