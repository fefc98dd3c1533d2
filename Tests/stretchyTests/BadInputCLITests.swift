import Foundation
import Testing

/// Every bad file, value and event given to `stretchy replay` ends in one line on stderr that
/// starts `stretchy: ` and names the file or field and the problem, exit status 1 (bad input) or
/// 2 (environment), no crash, and no partial output.
@Suite struct BadInputCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    static let photo = CLI.repositoryRoot.appendingPathComponent("Resources/header.jpg").path

    /// A valid script with `fields` spliced in (JSON members text) and `events`.
    func script(_ fields: String = "", events: String = "[]", name: String = "script.json") throws -> String {
        let extra = fields.isEmpty ? "" : "\(fields),\n"
        return try folder.write(name, "{\n\(extra)\"events\": \(events)\n}\n")
    }

    /// Runs `replay SCRIPT --out OUT` (or `arguments`) and checks the one-line error.
    @discardableResult
    func expectFailure(_ arguments: [String], status: Int32, mentions fragments: [String],
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let outcome = try CLI.run(arguments)
        #expect(!outcome.crashed, "crashed: \(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(outcome.status == status, "status \(outcome.status), stderr: \(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(outcome.stderrLines.count == 1, "stderr: \(outcome.stderr)", sourceLocation: sourceLocation)
        let line = outcome.stderrLines.first ?? ""
        #expect(line.hasPrefix("stretchy: "), "stderr: \(outcome.stderr)", sourceLocation: sourceLocation)
        for fragment in fragments {
            #expect(line.contains(fragment), "'\(fragment)' not in: \(line)", sourceLocation: sourceLocation)
        }
        for marker in ["Fatal error", "Stack dump", "Backtrace", "Illegal instruction", "Segmentation"] {
            #expect(!outcome.stderr.contains(marker), sourceLocation: sourceLocation)
        }
        #expect(folder.files(under: "out").isEmpty, "left output behind: \(folder.files(under: "out"))", sourceLocation: sourceLocation)
        return line
    }

    func replay(_ scriptPath: String, _ extra: [String] = []) -> [String] {
        ["replay", scriptPath, "--out", folder.file("out")] + extra
    }

    // MARK: The script file

    @Test func missingScript() throws {
        let path = folder.file("nope.json")
        try expectFailure(replay(path), status: 1, mentions: [path, "no such file"])
    }

    @Test func scriptIsADirectory() throws {
        try expectFailure(replay(folder.path), status: 1, mentions: [folder.path, "is a directory"])
    }

    @Test func invalidJSONGivesLineAndColumn() throws {
        let path = try folder.write("broken.json", "{\n  \"preset\": \"seed003\",\n  \"events\": [,]\n}\n")
        try expectFailure(replay(path), status: 1, mentions: [path, "line 3, column 14", "unexpected character ','"])
    }

    @Test func numberOutOfRangeInJSON() throws {
        let path = try folder.write("huge.json", "{\"params\": {\"touchSlop\": 1e999}, \"events\": []}")
        try expectFailure(replay(path), status: 1, mentions: [path, "line 1, column 26", "1e999", "out of range"])
    }

    @Test func duplicateKeyIsRefusedWithItsPath() throws {
        let path = try folder.write("twice.json", "{\"preset\": \"seed003\", \"preset\": \"bogus\", \"events\": []}")
        try expectFailure(replay(path), status: 1, mentions: [path, "duplicate member \"preset\"", "top-level object"])
        let nested = try folder.write("nested.json", "{\"events\": [{\"t\": 0, \"type\": \"screenshot\", \"name\": \"a\", \"t\": 5}]}")
        try expectFailure(replay(nested), status: 1, mentions: [nested, "duplicate member \"t\" in events[0]"])
    }

    @Test func screenshotNamesTheReplayUsesItselfAreRefused() throws {
        for name in ["motion", "contact-sheet", "contact-sheet-2", "trace", "events", "final-frame"] {
            let path = try script(events: "[{\"t\": 0, \"type\": \"screenshot\", \"name\": \"\(name)\"}]")
            try expectFailure(replay(path), status: 1, mentions: ["'events[0].name'", "'\(name)'", "reserved"])
        }
    }

    @Test func twoScreenshotsOfOneNameAreRefusedNamingBoth() throws {
        let path = try script(events: """
        [{"t": 0, "type": "screenshot", "name": "top"}, {"t": 10, "type": "wheel", "dy": 50},
         {"t": 20, "type": "screenshot", "name": "top"}]
        """)
        try expectFailure(replay(path), status: 1, mentions: ["'events[2].name'", "'top'", "events[0]"])
    }

    @Test func wrongTypes() throws {
        try expectFailure(replay(try script("\"rows\": \"many\"")), status: 1, mentions: ["'rows'", "must be a", "found a string"])
        try expectFailure(replay(try script(events: "{}")), status: 1, mentions: ["'events'", "must be an array, found an object"])
        try expectFailure(replay(try script("\"viewport\": [390, 844]")), status: 1, mentions: ["'viewport'", "must be an object, found an array"])
        try expectFailure(replay(try script("\"rows\": 2.5")), status: 1, mentions: ["'rows'", "whole number", "2.5"])
    }

    @Test func unknownNamesListTheKnownOnes() throws {
        try expectFailure(replay(try script("\"preset\": \"seed999\"")), status: 1,
                          mentions: ["'preset'", "unknown design 'seed999'", "`stretchy designs` lists them"])
        try expectFailure(replay(try script("\"design\": \"seed03\"")), status: 1,
                          mentions: ["'design'", "unknown design 'seed03'", "did you mean 'seed003'"])
        try expectFailure(replay(try script("\"params\": {\"friction\": 1}")), status: 1,
                          mentions: ["'params.friction'", "unknown parameter for design 'seed004'", "stretchy designs --verbose"])
        try expectFailure(replay(try script("\"params\": {\"bounce\": 1}")), status: 1,
                          mentions: ["'params.bounce'", "did you mean 'bounces'?"])
        try expectFailure(replay(try script(events: "[{\"t\": 0, \"type\": \"tap\"}]")), status: 1,
                          mentions: ["'events[0].type'", "unknown event type 'tap'", "known: down, move, up, cancel, drag, wheel, zoom, key, resize, screenshot, set"])
    }

    @Test func valuesOutOfRange() throws {
        try expectFailure(replay(try script("\"viewport\": {\"width\": -390, \"height\": 844}")), status: 1,
                          mentions: ["'viewport.width'", "from 1 to 10000", "-390"])
        try expectFailure(replay(try script("\"params\": {\"decelerationRate\": 1}")), status: 1,
                          mentions: ["'params.decelerationRate'", "= 1 is outside (0, 1)"])
        try expectFailure(replay(try script("\"params\": {\"decelerationRate\": 0}")), status: 1,
                          mentions: ["'params.decelerationRate'", "= 0 is outside (0, 1)"])
        try expectFailure(replay(try script("\"params\": {\"touchSlop\": -1}")), status: 1,
                          mentions: ["'params.touchSlop'", "= -1 is outside [0, 100]"])
        try expectFailure(replay(try script("\"duration_ms\": -5")), status: 1, mentions: ["'duration_ms'", "-5"])
    }

    @Test func framesPerSecondOutOfRange() throws {
        let path = try script()
        try expectFailure(replay(path, ["--fps", "0"]), status: 1, mentions: ["--fps", "from 1 to 1000", "found 0"])
        try expectFailure(replay(path, ["--fps", "100000"]), status: 1, mentions: ["--fps", "from 1 to 1000", "found 100000"])
    }

    @Test func eventsOutOfOrderNameTheEvent() throws {
        let events = "[{\"t\": 0, \"type\": \"down\", \"x\": 10, \"y\": 10}, {\"t\": 200, \"type\": \"move\", \"x\": 10, \"y\": 20}, {\"t\": 100, \"type\": \"up\"}]"
        try expectFailure(replay(try script(events: events)), status: 1,
                          mentions: ["'events[2].t'", "100 ms", "before the previous event at 200 ms"])
    }

    /// A window's drag with the mouse captured goes anywhere on the display (x = 800 over a
    /// 390-point phone is a take, not a typo); past any display at any zoom it is a typo.
    @Test func coordinatesFarOutsideTheViewport() throws {
        try expectFailure(replay(try script(events: "[{\"t\": 0, \"type\": \"down\", \"x\": 500000, \"y\": 10}]")), status: 1,
                          mentions: ["'events[0].x'", "500000", "far outside", "390-point-wide"])
        let captured = try CLI.run(["replay", try script(events: "[{\"t\": 0, \"type\": \"drag\", \"from\": [195, 400], \"to\": [800, 3000]}]"),
                                    "--out", folder.file("captured")])
        #expect(captured.status == 0, "stderr: \(captured.stderr)")
        try expectFailure(replay(try script(events: "[{\"t\": 0, \"type\": \"drag\", \"from\": [10, 10], \"to\": [10, -90000]}]")), status: 1,
                          mentions: ["'events[0].to'", "-90000", "far outside", "844-point-high"])
    }

    @Test func badScreenshotName() throws {
        try expectFailure(replay(try script(events: "[{\"t\": 0, \"type\": \"screenshot\", \"name\": \"../x\"}]")), status: 1,
                          mentions: ["'events[0].name'", "'../x'", "plain file name"])
    }

    // MARK: The image

    @Test func missingImage() throws {
        let image = folder.file("missing.jpg")
        try expectFailure(replay(try script("\"image\": \"missing.jpg\"")), status: 1, mentions: [image, "not found"])
    }

    @Test func textFileNamedJPEG() throws {
        let image = try folder.write("notes.jpg", "these are not pixels\n")
        try expectFailure(replay(try script("\"image\": \"notes.jpg\"")), status: 1, mentions: [image, "not an image"])
    }

    @Test func truncatedJPEG() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.photo)))
        let image = try folder.write("half.jpg", bytes: Array(bytes.prefix(bytes.count / 2)))
        try expectFailure(replay(try script("\"image\": \"half.jpg\"")), status: 1, mentions: [image, "truncated"])
    }

    @Test func unsupportedFormats() throws {
        let gif = try folder.write("anim.gif", bytes: Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0] + Array(repeating: 0, count: 32))
        try expectFailure(replay(try script("\"image\": \"anim.gif\"")), status: 1, mentions: [gif, "unsupported image format GIF", "use JPEG, PNG"])
        let bmp = try folder.write("photo.bmp", bytes: Array("BM".utf8) + Array(repeating: 0, count: 60))
        try expectFailure(replay(try script("\"image\": \"photo.bmp\"", name: "bmp.json")), status: 1, mentions: [bmp, "BMP"])
    }

    @Test func hugeImageIsRefusedBeforeDecoding() throws {
        // A valid PNG signature and IHDR claiming 20000×20000, then IEND: the inspector refuses it from the header.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8) + [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        bytes += [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        let image = try folder.write("huge.png", bytes: bytes)
        try expectFailure(replay(try script("\"image\": \"huge.png\"")), status: 1,
                          mentions: [image, "too large", "20000×20000", "16384"])
    }

    // MARK: The content file

    @Test func contentFileProblems() throws {
        let missing = folder.file("nothing.json")
        try expectFailure(replay(try script("\"content\": \"nothing.json\"")), status: 1, mentions: [missing, "no such file"])
        let broken = try folder.write("broken-content.json", "{\"rows\": [\n  {\"title\": \"a\"}\n  {\"title\": \"b\"}]}")
        try expectFailure(replay(try script("\"content\": \"broken-content.json\"", name: "s2.json")), status: 1,
                          mentions: [broken, "line 3, column 3", "expected ',' or ']'"])
        let typed = try folder.write("typed.json", "{\"rows\": [{\"title\": \"a\"}, {\"title\": \"b\"}, {\"title\": 3}]}")
        try expectFailure(replay(try script("\"content\": \"typed.json\"", name: "s3.json")), status: 1,
                          mentions: [typed, "'rows[2].title'", "must be a string, found a number"])
    }

    /// Extra fields (a comment, an app's own `id`s) are skipped with one warning per field name,
    /// naming the file, the place and the known fields; the replay runs.
    @Test func unknownFieldsAreWarnedAboutAndSkipped() throws {
        let rows = (0..<500).map { #"{"id": \#($0), "title": "Row \#($0)", "subtitle": "s"}"# }.joined(separator: ", ")
        try folder.write("app-content.json", #"{"title": "T", "rows": [\#(rows)]}"#)
        let path = try script(#""comment": "by hand", "content": "app-content.json""#,
                              events: #"[{"t": 5, "type": "screenshot", "name": "shot", "note": "x"}]"#, name: "extra.json")
        let outcome = try CLI.run(["replay", path, "--out", folder.file("extra-out")])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let warnings = outcome.stderrLines.filter { $0.contains("warning:") }
        #expect(warnings.count == 3, "\(warnings)")
        #expect(warnings.contains { $0.contains(path) && $0.contains("'comment' is not a known field") && $0.contains("known: design, preset") })
        #expect(warnings.contains { $0.contains("'events[0].note'") && $0.contains("known: t, type, name") })
        #expect(warnings.contains { $0.contains("app-content.json") && $0.contains("'rows[0].id'") && $0.contains("499 more") })
        #expect(FileManager.default.fileExists(atPath: folder.file("extra-out/shot.png")))
    }

    /// Text quoted from a file is escaped: a newline or an escape sequence in an event type
    /// neither splits the one-line message nor reaches the terminal.
    @Test func controlCharactersInQuotedTextAreEscaped() throws {
        let path = try script(events: #"[{"t": 0, "type": "zz\n\u001b[31mRED\u001b[0m\u202e"}]"#)
        let line = try expectFailure(replay(path), status: 1, mentions: [#"'zz\n\u{1B}[31mRED\u{1B}[0m\u{202E}'"#])
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E }, "\(line)")
    }

    // MARK: The output folder

    @Test func outputUnderAFileIsAnEnvironmentError() throws {
        let blocker = try folder.write("file.txt", "in the way\n")
        let out = blocker + "/out"
        let outcome = try CLI.run(["replay", try script(), "--out", out])
        #expect(!outcome.crashed)
        #expect(outcome.status == 2, "stderr: \(outcome.stderr)")
        #expect(outcome.stderrLines.count == 1)
        let line = outcome.stderrLines.first ?? ""
        #expect(line.hasPrefix("stretchy: \(out): cannot create directory"), "\(line)")
        #expect(try String(contentsOfFile: blocker, encoding: .utf8) == "in the way\n")
    }
}

/// `stretchy plot` on traces no replay writes but a file can hold: values near ±1e308.
@Suite struct PlotExtremeValuesCLITests {
    @Test func valuesNearTheEndsOfDoubleArePlottedNotTrapped() throws {
        let folder = try TemporaryFolder()
        var csv = "t_ms,offset_y,velocity_y,phase,header_y,header_height,header_scale,bar_y\n"
        for (index, value) in ["0", "1e308", "-1e308", "1.7976931348623157e308", "5"].enumerated() {
            csv += "\(index * 16),\(value),\(value),idle,0,200,1,200\n"
        }
        let trace = try folder.write("huge.csv", csv)
        let outcome = try CLI.run(["plot", trace, "--out", folder.file("plot.png"), "--header-height"])
        #expect(!outcome.crashed && outcome.status == 0, "stderr: \(outcome.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.file("plot.png")))
    }
}
