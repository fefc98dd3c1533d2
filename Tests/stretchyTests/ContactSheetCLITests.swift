import Foundation
import Testing

/// Contact sheets stay viewable and a replay's memory stays bounded however many screenshots a
/// script takes, and whatever their size.
@Suite struct ContactSheetCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    func screenshots(_ count: Int, viewport: String = "") throws -> String {
        let events = (0..<count).map { "{\"t\": \($0 * 10), \"type\": \"screenshot\", \"name\": \"s\($0)\"}" }
        return try folder.write("shots-\(count).json", "{\(viewport)\"events\": [\(events.joined(separator: ", "))]}")
    }

    /// Width and height from a PNG's header.
    func pngSize(_ path: String) throws -> (width: Int, height: Int) {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)).prefix(24))
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        return (width, height)
    }

    /// A screenshot wider than the photo loader's 16384-pixel limit (4125 points at --scale 4):
    /// the replay could render it, so its contact sheet must draw it, downscaled.
    @Test func aScreenshotOfAnySizeTheReplayRendersFitsItsSheet() throws {
        let script = try screenshots(1, viewport: "\"viewport\": {\"width\": 4125, \"height\": 30}, ")
        let outcome = try CLI.run(["replay", script, "--out", folder.file("wide"), "--scale", "4"])
        #expect(outcome.status == 0 && !outcome.crashed, "stderr: \(outcome.stderr)")
        #expect(try pngSize(folder.file("wide/s0.png")) == (16500, 120))
        let sheet = try pngSize(folder.file("wide/contact-sheet.png"))
        #expect(sheet.width <= 1200, "\(sheet)")
    }

    /// Peak memory must not follow the number of screenshots: 1,000 phone screenshots took 3.4 GB
    /// when the sheet held every one at full size (≈ 3.4 MB a shot). Measured from the process's
    /// own rusage. 150 shots are enough to tell: this replay peaks at ≈ 240 MB, and holding its
    /// shots would add ≈ 510 MB (1,000 shots cost 26 CPU-s against 4.6, for the same peak: 26
    /// Nov 2026). The same run's screenshots are paged into sheets of at most 48 (4 pages: the
    /// last one partly filled), each a page any viewer opens, replacing an earlier run's single
    /// sheet in the same folder.
    @Test func aReplayOf150ScreenshotsStaysUnder500MBInSheetsOfAtMost48() throws {
        let script = try screenshots(150)
        let out = folder.file("k")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try folder.write("k/contact-sheet.png", "old")
        let (status, maximumRSSKilobytes) = try runMeasuringPeakMemory(["replay", script, "--out", out], stderr: folder.file("stderr.txt"))
        let stderr = try String(contentsOfFile: folder.file("stderr.txt"), encoding: .utf8)
        #expect(status == 0, "stderr: \(stderr)")
        #expect(maximumRSSKilobytes < 500_000, "peak RSS \(maximumRSSKilobytes / 1024) MB")
        let sheets = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasPrefix("contact-sheet") }.sorted()
        #expect(sheets == (1...4).map { "contact-sheet-\($0).png" }.sorted(), "\(sheets)")
        for sheet in sheets {
            let size = try pngSize(out + "/" + sheet)
            // 8 rows of 6 phone screenshots: a page any viewer opens (captions wrap instead of cutting
            // words since issue 29: the physics line takes three lines in a 6-column cell, 4158 px).
            #expect(size.width <= 1200 && size.height <= 4200, "\(sheet) is \(size.width)×\(size.height)")
        }
        #expect(stderr.contains("4 pages"), "\(stderr)")
    }

    /// Runs the built binary headless (stderr to the file `stderr`) and reaps it with wait4(2),
    /// whose rusage holds its peak RSS.
    func runMeasuringPeakMemory(_ arguments: [String], stderr: String) throws -> (status: Int32, maximumRSSKilobytes: Int) {
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment.removeValue(forKey: "DISPLAY")
        let argv = ([CLI.binary] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, CLI.binary, &actions, nil, argv, envp)
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : -1, usage.ru_maxrss)
    }
}
