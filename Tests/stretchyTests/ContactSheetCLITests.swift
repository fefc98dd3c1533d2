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

    @Test func manyScreenshotsArePagedIntoSheetsOfAtMost48() throws {
        let out = folder.file("out")
        // An earlier run's single sheet in the same folder is replaced, not left beside the pages.
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try folder.write("out/contact-sheet.png", "old")
        let outcome = try CLI.run(["replay", try screenshots(100), "--out", out])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let sheets = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasPrefix("contact-sheet") }.sorted()
        #expect(sheets == ["contact-sheet-1.png", "contact-sheet-2.png", "contact-sheet-3.png"], "\(sheets)")
        for sheet in sheets {
            let size = try pngSize(out + "/" + sheet)
            // 8 rows of 6 phone screenshots: a page any viewer opens (captions wrap instead of cutting
            // words since issue 29: the physics line takes three lines in a 6-column cell, 4158 px).
            #expect(size.width <= 1200 && size.height <= 4200, "\(sheet) is \(size.width)×\(size.height)")
        }
        #expect(outcome.stderr.contains("3 pages"), "\(outcome.stderr)")
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
    /// when the sheet held every one at full size. Measured from the process's own rusage.
    @Test func aThousandScreenshotReplayStaysUnderOneGigabyte() throws {
        let script = try screenshots(1000)
        let (status, maximumRSSKilobytes) = try runMeasuringPeakMemory(["replay", script, "--out", folder.file("k")])
        #expect(status == 0)
        #expect(maximumRSSKilobytes < 1_000_000, "peak RSS \(maximumRSSKilobytes / 1024) MB")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.file("k")).filter { $0.hasPrefix("contact-sheet-") }
        #expect(pages.count == 21, "\(pages.count) pages")
    }

    /// Runs the built binary headless and reaps it with wait4(2), whose rusage holds its peak RSS.
    func runMeasuringPeakMemory(_ arguments: [String]) throws -> (status: Int32, maximumRSSKilobytes: Int) {
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
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
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
