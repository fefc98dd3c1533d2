import Foundation
import TestSupport
import Testing

/// `stretchy review`'s page opened in headless Chromium (Debian's `chromium`, which plays VP9
/// WebM but not H.264) by `scripts/check-review-page.py` over the DevTools protocol: it loads with
/// no console error, every video plays, the one scrubber moves every video, and its screenshot is
/// written. Skipped, saying so, when chromium is not installed (`make test-deps` installs it).
@Suite struct ReviewPageChromiumTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// A pull past the top held, then released: the header stretches and bounces back.
    static let script = """
    {"viewport": {"width": 390, "height": 844}, "duration_ms": 1500, "events": [
      {"t": 100, "type": "drag", "from": [195, 250], "to": [195, 520], "duration_ms": 400, "hz": 120, "release": false},
      {"t": 650, "type": "up"},
      {"t": 1400, "type": "screenshot", "name": "after"}
    ]}
    """

    struct Report: Decodable {
        struct Loaded: Decodable { var readyState: Int; var error: Int?; var width: Int; var height: Int }
        var loaded: [Loaded]
        var before: [Double]
        var playing: [Double]
        var target: Double
        var scrubbed: [Double]
        var readouts: [String]
        var cursorX: Double
        var differingRows: Int
        var eventMarks: Int
        var sheets: [Bool]
        var consoleErrors: [String]
    }

    @Test(.enabled(if: chromium != nil, "needs chromium (apt-get install chromium; make test-deps installs it)"))
    func thePageLoadsPlaysAndScrubsEveryVideoInChromium() throws {
        let folder = try TemporaryFolder()
        let script = try folder.write("pull.json", Self.script)
        let out = folder.file("review")
        let made = try CLI.run(["review", script, "--out", out, "--compare", "seed003", "seed004", "--scale", "0.5"])
        #expect(made.status == 0, "\(made.stderr)")
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        // Self-contained: nothing fetched from the network.
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(html.contains("<svg id=\"motion\""))
        let shot = folder.file("page.png")
        let check = try RunningProcess.run("/usr/bin/python3", [
            CLI.repositoryRoot.appendingPathComponent("scripts/check-review-page.py").path, out + "/index.html", shot,
        ])
        try #require(check.status == 0, "check-review-page.py: \(check.stderr)")
        let report = try JSONDecoder().decode(Report.self, from: check.stdoutData)
        #expect(report.consoleErrors.isEmpty, "console: \(report.consoleErrors)")
        try #require(report.loaded.count == 2, "one video per compared phone")
        for (index, video) in report.loaded.enumerated() {
            #expect(video.readyState >= 2 && video.error == nil, "video \(index): \(video)")
            // --scale 0.5 of a 390 × 844 phone.
            #expect(video.width == 194, "video \(index) width \(video.width) (195 px cropped to even)")
            #expect(video.height == 422)
            // Played for ~0.7 s of wall clock: the time moved, though a busy machine may lag.
            #expect(report.playing[index] > report.before[index] + 0.05, "video \(index) did not play: \(report.playing)")
            // One scrubber moved every video to its time (one frame at 60 fps).
            #expect(abs(report.scrubbed[index] - report.target / 1000) < 1.0 / 60, "video \(index) at \(report.scrubbed[index]) s, scrubbed to \(report.target) ms")
            #expect(report.readouts[index].contains("offset"))
        }
        #expect(report.target > 0 && report.cursorX > 56, "the plot's cursor follows the scrubber")
        #expect(report.differingRows > 0, "seed003 and seed004 have parameters of their own")
        #expect(report.eventMarks > 0)
        #expect(report.sheets == [true])
        let png = try Data(contentsOf: URL(fileURLWithPath: shot))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 10_000)
    }

    /// A review folder is shared: nothing in it names the author's folders (issue 42), though the
    /// design is a file of theirs.
    @Test func aReviewFolderRecordsNoAbsolutePath() throws {
        let folder = try TemporaryFolder()
        let example = try String(contentsOfFile: CLI.repositoryRoot.appendingPathComponent("examples/my-header.json").path, encoding: .utf8)
        let photo = CLI.repositoryRoot.appendingPathComponent("Resources/header.jpg").path
        let design = try folder.write("mine.json", example.replacingOccurrences(of: "../Resources/header.jpg", with: photo))
        let script = try folder.write("pull.json", Self.script)
        let out = folder.file("review")
        let made = try CLI.run(["review", script, "--out", out, "--design", design, "--scale", "0.5"])
        try #require(made.status == 0, "\(made.stderr)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: out).filter { file in [".json", ".csv", ".html"].contains { file.hasSuffix($0) } }
        #expect(files.contains("after.json"), "\(files)")
        for file in files {
            let text = try String(contentsOfFile: out + "/" + file, encoding: .utf8)
            #expect(!text.contains(folder.path), "\(file) names \(folder.path)")
        }
        let sidecar = try String(contentsOfFile: out + "/after.json", encoding: .utf8)
        #expect(sidecar.contains("\"file\":\"mine.json\"") || sidecar.contains("\"file\": \"mine.json\""), "\(sidecar.prefix(300))")
    }

    @Test func anOutputFolderThatIsAnInputIsRefused() throws {
        let folder = try TemporaryFolder()
        let script = try folder.write("pull.json", Self.script)
        let outcome = try CLI.run(["review", script, "--out", script])
        #expect(outcome.status != 0)
        #expect(outcome.stderr.contains("would overwrite an input"), "\(outcome.stderr)")
        #expect(try String(contentsOfFile: script, encoding: .utf8) == Self.script)
    }
}
