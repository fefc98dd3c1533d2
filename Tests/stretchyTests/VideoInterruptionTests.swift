import Foundation
import Testing
import TestSupport

/// Ctrl+C or SIGTERM while a video is being encoded: the replay stops, removes the temporary file,
/// says what the folder holds and exits 130 / 143.
@Suite struct VideoInterruptionTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func anInterruptedExportLeavesNoFile(signal: Int32, status: Int32) throws {
        // Two minutes of video: far longer than it takes to start encoding.
        let script = try folder.write("long.json", """
        {"viewport": {"width": 200, "height": 300}, "rows": 50, "duration_ms": 120000, "events": [
          {"t": 100, "type": "drag", "from": [100, 250], "to": [100, 100], "duration_ms": 100, "hz": 120}
        ]}
        """)
        try FileManager.default.createDirectory(atPath: folder.file("videos"), withIntermediateDirectories: true)
        let replay = try RunningProcess(CLI.binary, ["replay", script, "--out", folder.file("out"), "--video", folder.file("videos/long.mp4")],
                                        environment: ProcessInfo.processInfo.environment.merging(["SDL_VIDEODRIVER": "dummy"]) { _, new in new })
        // Wait (up to a minute) until the encoder's temporary file exists, then signal.
        let started = replay.waitUntil(timeout: 60) {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.file("videos"))) ?? []).contains { $0.hasSuffix(".tmp") }
        }
        #expect(started, "the export never started")
        replay.signal(signal)
        replay.waitForExit(timeout: 600)
        let stderr = replay.stderr
        #expect(!replay.crashed && replay.status == status, "status \(replay.status): \(stderr)")
        let last = stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("stretchy: interrupted after ") && last.contains("frames; \(folder.file("out")) holds "), "\(stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("videos")).isEmpty, "no video, no temporary file")
    }

    /// An encoder that stops reading (and ignores SIGTERM): the export blocks writing into a full
    /// pipe, yet Ctrl+C and SIGTERM still end it with its status, and the encoder is killed.
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func anEncoderThatStopsReadingDoesNotBlockTheSignal(signal: Int32, status: Int32) throws {
        let script = try folder.write("short.json", """
        {"viewport": {"width": 200, "height": 300}, "rows": 50, "duration_ms": 2000, "events": []}
        """)
        let tools = folder.file("tools")
        try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
        // It takes one byte (so the first frame, far bigger than a pipe holds, is being written),
        // says so, then neither reads nor exits.
        let fake = try folder.write("tools/ffmpeg", """
        #!/bin/sh
        trap '' TERM INT
        head -c 1 > /dev/null
        touch "\(folder.file("reading"))"
        sleep 1000
        """)
        chmod(fake, 0o755)
        try FileManager.default.createDirectory(atPath: folder.file("videos"), withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment["PATH"] = "\(tools):/usr/bin:/bin"
        let export = try RunningProcess(CLI.binary, ["export", script, "--video", folder.file("videos/stuck.mp4")], environment: environment)
        #expect(export.waitForFile(folder.file("reading"), timeout: 60), "the encoder never started")
        export.signal(signal)
        // A guard, not a measurement: a hung export is killed (by `stop`) so the test fails instead of hanging.
        if !export.waitForExit(timeout: 60) { export.stop() }
        let stderr = export.stderr
        #expect(!export.crashed && export.status == status, "status \(export.status): \(stderr)")
        let last = stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("stretchy: interrupted after "), "\(stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("videos")).filter { $0.hasPrefix(".") }.isEmpty,
                "no temporary file")
    }
}
