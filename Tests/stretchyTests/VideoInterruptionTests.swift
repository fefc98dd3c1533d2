import Foundation
import Testing

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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["replay", script, "--out", folder.file("out"), "--video", folder.file("videos/long.mp4")]
        process.environment = ProcessInfo.processInfo.environment.merging(["SDL_VIDEODRIVER": "dummy"]) { _, new in new }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Wait (up to a minute) until the encoder's temporary file exists, then signal.
        var started = false
        for _ in 0..<600 where !started {
            started = ((try? FileManager.default.contentsOfDirectory(atPath: folder.file("videos"))) ?? []).contains { $0.hasSuffix(".tmp") }
            if !started { usleep(100_000) }
        }
        #expect(started, "the export never started")
        kill(process.processIdentifier, signal)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == status, "status \(process.terminationStatus): \(stderr)")
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["export", script, "--video", folder.file("videos/stuck.mp4")]
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment["PATH"] = "\(tools):/usr/bin:/bin"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var reading = false
        for _ in 0..<600 where !reading {
            reading = FileManager.default.fileExists(atPath: folder.file("reading"))
            if !reading { usleep(100_000) }
        }
        #expect(reading, "the encoder never started")
        kill(process.processIdentifier, signal)
        // A guard, not a measurement: a hung export is killed so the test fails instead of hanging.
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) { kill(pid, SIGKILL) }
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == status, "status \(process.terminationStatus): \(stderr)")
        let last = stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("stretchy: interrupted after "), "\(stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("videos")).filter { $0.hasPrefix(".") }.isEmpty,
                "no temporary file")
    }
}
