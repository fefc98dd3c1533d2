import Foundation
import Review
import Testing
import TestSupport

/// Issue 42's rules through the commands, on inputs of this test's own making: every input is an
/// input (never an output), a save never destroys what it cannot read, a bake never changes what
/// it must not, what reaches a terminal is safe to show, and one script line cannot ask for
/// gigabytes. Each test counts what it tries in its name's cases.
@Suite struct InputRulesCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    static let photo = CLI.repositoryRoot.appendingPathComponent("Resources/header.jpg").path

    func design(named name: String = "mine", photo: String = photo) -> String {
        BakeCLITests.design(hero: "500", fade: "64", blur: "true").replacingOccurrences(of: BakeCLITests.photo, with: photo)
            .replacingOccurrences(of: "\"mine\"", with: "\"\(name)\"")
    }

    /// `export-code --out` onto the design file, its photo or the config: refused, the file kept.
    @Test func exportCodeNeverWritesOverAnInput() throws {
        let photo = folder.file("photo.jpg")
        try FileManager.default.copyItem(atPath: Self.photo, toPath: photo)
        let design = try folder.write("mine.json", design(photo: photo))
        let config = try folder.write("c.json", #"{"heroHeight": 420}"#)
        for target in [photo, design, config] {
            let before = try Data(contentsOf: URL(fileURLWithPath: target))
            let run = try CLI.run(["export-code", "--design", design, "--config", config, "--target", "uikit", "--out", target])
            #expect(run.status != 0 && run.stderr.contains("is an input"), "\(target): \(run.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == before, "\(target) kept")
        }
    }

    /// One reading of on/off text everywhere: `--params bounces=on` as the panel reads "on".
    @Test(arguments: ["on", "off", "yes", "no", "true", "false", "1", "0", "ON", " Off "])
    func exportCodeParamsReadOnOff(_ word: String) throws {
        let run = try CLI.run(["export-code", "--design", "seed004", "--target", "swiftui", "--params", "bounces=\(word)"])
        #expect(run.status == 0, "bounces=\(word): \(run.stderr)")
    }

    /// `calibrate --write-config` onto a file that is not a config, or onto the design file: refused, kept.
    @Test func calibrateNeverWritesOverWhatItCannotReadOrAnInput() throws {
        var synthetic = SyntheticDeviceTrace()
        synthetic.seed = 3
        let trace = try folder.write("phone.json", SyntheticDeviceTrace.json(synthetic.make()))
        let notes = try folder.write("notes.md", "# Notes\n\nNot a config.\n")
        let design = try folder.write("mine.json", design())
        for (target, words) in [(notes, "not saved over it"), (design, "would overwrite an input")] {
            let before = try String(contentsOfFile: target, encoding: .utf8)
            let run = try CLI.run(["calibrate", trace, "--design", design, "--out", folder.file("cal"), "--write-config", target])
            #expect(run.status != 0 && run.stderr.contains(words), "\(target): \(run.stderr)")
            #expect(try String(contentsOfFile: target, encoding: .utf8) == before, "\(target) kept")
        }
    }

    /// A trace's device and iOS fields reach the terminal as text, never as escape sequences.
    @Test func calibratePrintsATracesTextSafely() throws {
        var synthetic = SyntheticDeviceTrace()
        synthetic.seed = 5
        var json = SyntheticDeviceTrace.json(synthetic.make())
        let hostile = "\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}[2J"
        json = json.replacingOccurrences(of: "\"device\": \"", with: "\"device\": \"\(hostile.unicodeScalars.map { String(format: "\\u%04X", $0.value) }.joined())")
        let trace = try folder.write("phone.json", json)
        let run = try CLI.run(["calibrate", trace, "--out", folder.file("cal")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("\u{1B}") && !run.stdout.contains("\u{07}"), "raw controls reached stdout")
    }

    /// A bake refuses a read-only design, a shipped design by its path, and keeps a byte order mark.
    @Test func bakeChangesOnlyWhatItMay() throws {
        let config = try folder.write("tuned.json", #"{"heroHeight": 420}"#)
        let readOnly = try folder.write("locked.json", design())
        chmod(readOnly, 0o444)
        var run = try CLI.run(["bake", config, "--design", readOnly])
        #expect(run.status != 0 && run.stderr.contains("read-only"), "\(run.stderr)")
        #expect(try String(contentsOfFile: readOnly, encoding: .utf8) == design())

        let shipped = CLI.repositoryRoot.appendingPathComponent("Resources/designs/seed004.json").path
        let shippedBefore = try Data(contentsOf: URL(fileURLWithPath: shipped))
        run = try CLI.run(["bake", try folder.write("t.json", #"{"headerHeight": 300}"#), "--design", shipped])
        #expect(run.status != 0 && run.stderr.contains("shipped design"), "\(run.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: shipped)) == shippedBefore)

        let bom = try folder.write("bom.json", bytes: [0xEF, 0xBB, 0xBF] + Array(design().utf8))
        run = try CLI.run(["bake", config, "--design", bom])
        #expect(run.status == 0, "\(run.stderr)")
        let after = try [UInt8](Data(contentsOf: URL(fileURLWithPath: bom)))
        #expect(after.starts(with: [0xEF, 0xBB, 0xBF]) && String(decoding: after.dropFirst(3), as: UTF8.self)
                == BakeCLITests.design(hero: "420", fade: "64", blur: "true"))
    }

    /// Two bakes at once into one file, each of another value: both land (no lost update), 8 times.
    @Test func concurrentBakesBothLand() throws {
        for round in 0..<8 {
            let path = try folder.write("race-\(round).json", design())
            let a = try folder.write("a.json", #"{"heroHeight": 420}"#), b = try folder.write("b.json", #"{"edgeFade": 100}"#)
            let first = try RunningProcess(CLI.binary, ["bake", a, "--design", path])
            let second = try RunningProcess(CLI.binary, ["bake", b, "--design", path])
            first.waitForExit(timeout: 60)
            second.waitForExit(timeout: 60)
            #expect(first.status == 0 && second.status == 0, "\(first.stderr) \(second.stderr)")
            let after = try String(contentsOfFile: path, encoding: .utf8)
            #expect(after == BakeCLITests.design(hero: "420", fade: "100", blur: "true"), "round \(round):\n\(after)")
        }
    }

    /// A save (the config writer Ctrl+S and --write-config share) over a config being edited:
    /// refused, the file kept byte for byte.
    @Test func aSaveNeverReplacesAConfigItCannotRead() throws {
        let broken = try folder.write("broken.json", "{\"decelerationRate\": 0.99,\n  \"bounces\": ")
        var synthetic = SyntheticDeviceTrace()
        synthetic.seed = 7
        let trace = try folder.write("phone.json", SyntheticDeviceTrace.json(synthetic.make()))
        let run = try CLI.run(["calibrate", trace, "--out", folder.file("cal"), "--write-config", broken])
        #expect(run.status != 0 && run.stderr.contains("not saved over it"), "\(run.stderr)")
        #expect(try String(contentsOfFile: broken, encoding: .utf8) == "{\"decelerationRate\": 0.99,\n  \"bounces\": ")
    }

    /// A drag whose moves would pass the script's event cap is refused at load, in one line.
    @Test(arguments: [(3_600_000.0, 10_000.0), (1_000_000.0, 1_000.0), (200_000.0, 9_000.0)])
    func aDragCannotAskForGigabytes(_ duration: Double, _ hz: Double) throws {
        let script = try folder.write("s.json", """
            {"design": "seed004", "events": [{"t": 0, "type": "drag", "from": [100, 600], "to": [100, 100], "duration_ms": \(duration), "hz": \(hz)}]}
            """)
        let run = try CLI.run(["replay", script, "--out", folder.file("out")])
        #expect(run.status != 0 && run.stderr.contains("at most") && run.stderr.contains("events"), "\(run.stderr)")
        #expect(run.stderrLines.count == 1, "\(run.stderrLines)")
    }
}
