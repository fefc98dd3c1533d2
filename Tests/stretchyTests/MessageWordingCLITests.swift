import Foundation
import Testing

/// Refusals found by the input probe that said too little, too much or the wrong thing: each is
/// now one line naming the value and what it takes.
@Suite struct MessageWordingCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    func onlyLine(_ arguments: [String], status: Int32 = 1, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let outcome = try CLI.run(arguments)
        #expect(!outcome.crashed && outcome.status == status, "status \(outcome.status): \(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(outcome.stderrLines.count == 1, "\(outcome.stderr)", sourceLocation: sourceLocation)
        return outcome.stderrLines.first ?? ""
    }

    /// `--rows -1` was "Missing value for '--rows'": the value is read, and its range named.
    @Test func aNegativeNumberIsReadAsTheOptionsValue() throws {
        #expect(try onlyLine(["bench", "--rows", "-1"]) == "stretchy: --rows must be from 0 to 10000000, found -1")
        #expect(try onlyLine(["bench", "--frames", "-5"]) == "stretchy: --frames must be from 10 to 1000000, found -5")
        #expect(try onlyLine(["soak", "--events", "-1"]) == "stretchy: --events must be from 1 to 1000000000, found -1")
        #expect(try onlyLine(["soak", "--seed", "-1"]) == "stretchy: --seed must be 0 or more, found -1")
    }

    @Test func aParameterGivenTwiceIsRefused() throws {
        let line = try onlyLine(["export-code", "--design", "seed003", "--target", "uikit", "--params", "zoomDistance=100", "zoomDistance=120"])
        #expect(line == "stretchy: --params: 'zoomDistance' is given twice (100 and 120): give it once")
    }

    @Test func exportCodeIntoAFileNamesIt() throws {
        let blocker = try folder.write("afile", "x")
        let line = try onlyLine(["export-code", "--design", "seed003", "--target", "uikit", "--out", blocker + "/x.swift"], status: 2)
        #expect(line == "stretchy: \(blocker)/x.swift: cannot write, because \(blocker) is a file, not a folder")
    }

    /// The same config file `--compare` takes: its "design" opens that design.
    @Test func aConfigsDesignIsTheDesignExported() throws {
        let config = try folder.write("tuned.json", #"{"decelerationRate": 0.99, "design": "parallax"}"#)
        let out = folder.file("p.swift")
        let outcome = try CLI.run(["export-code", "--config", config, "--target", "uikit", "--out", out])
        #expect(outcome.status == 0 && outcome.stderrLines.last == "stretchy: parallax as UIKit → \(out) + \(folder.file("pContent.json"))", "\(outcome.stderr)")
        let unknown = try folder.write("unknown.json", #"{"design": "no-such-design"}"#)
        let line = try onlyLine(["export-code", "--config", unknown, "--target", "uikit"])
        #expect(line.hasPrefix("stretchy: \(unknown): 'design': unknown design 'no-such-design'"), "\(line)")
    }

    /// `run --config` reads the same "design" (it said "'design' must be a number"): checked
    /// before any window, so without a display a good file gets as far as the display check.
    @Test func runTakesAConfigsDesign() throws {
        let config = try folder.write("tuned.json", #"{"decelerationRate": 0.99, "design": "parallax"}"#)
        // x11 with no DISPLAY: the window cannot open (the dummy driver would open one and run on).
        let good = try CLI.run(["run", "--config", config], environment: ["SDL_VIDEODRIVER": "x11"])
        #expect(good.status == 2 && good.stderrLines.count == 1 && good.stderr.contains("no display"), "\(good.stderr)")
        let unknown = try folder.write("unknown.json", #"{"design": "no-such-design"}"#)
        let line = try onlyLine(["run", "--config", unknown])
        #expect(line.hasPrefix("stretchy: \(unknown): 'design': unknown design 'no-such-design'"), "\(line)")
    }

    /// An unknown key suggests the nearest names in a short line, not all ~70.
    @Test func anUnknownKeyIsAShortLine() throws {
        let script = try folder.write("k.json", #"{"events": [{"t": 0, "type": "key", "key": "pagedwn"}]}"#)
        let line = try onlyLine(["replay", script, "--out", folder.file("out")])
        #expect(line.contains("unknown key 'pagedwn'") && line.contains("'pagedown'"), "\(line)")
        #expect(line.count < 200, "\(line.count) characters: \(line)")
    }

    @Test func aCaptionTooLongForTheBandIsRefusedBeforeRendering() throws {
        let script = try folder.write("s.json", #"{"duration_ms": 100, "events": []}"#)
        let caption = String(repeating: "a", count: 151)
        let line = try onlyLine(["export", script, "--video", folder.file("c.mp4"), "--caption", caption])
        #expect(line == "stretchy: --caption is 151 characters; at most 150 fit the band under the video (about three lines)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("c-replay")))
    }
}
