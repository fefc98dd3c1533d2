import Foundation
import Testing

/// Config files tuned on a design file of one's own: `--compare` checks them against the design
/// they name (relative to the config file) or the base `--design`; `replay --config` replays one.
/// The tests run from the repository, not the temporary folder, so a path resolved from the
/// current folder would not find the design.
@Suite struct CustomDesignCompareCLITests {
    let folder: TemporaryFolder
    init() throws {
        folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("designs"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.file("configs"), withIntermediateDirectories: true)
        _ = try folder.write("designs/mine.json", Self.design)
        _ = try folder.write("s.json", """
        {"viewport": {"width": 320, "height": 600}, "rows": 100, "duration_ms": 600, "events": [
          {"t": 100, "type": "screenshot", "name": "rest"}]}
        """)
    }

    static let photo = CLI.repositoryRoot.appendingPathComponent("Resources/header.jpg").path

    /// A header `heroHeight` tall (no shipped design declares that name).
    static let design = """
    {"name": "mine",
     "parameters": {"heroHeight": {"default": 500, "min": 200, "max": 700, "step": 10}},
     "scroll": {"contentInsetTop": "heroHeight", "rowsTop": 0},
     "layers": [{"id": "hero", "kind": "image", "image": "\(photo)", "role": "header",
                 "x": 0, "y": 0, "width": "W", "height": "max(-offset, 44)"}]}
    """

    func sidecar(_ path: String) throws -> (design: String?, params: [String: Any]) {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        return ((json["design"] as? [String: Any])?["name"] as? String, json["params"] as? [String: Any] ?? [:])
    }

    @Test func twoConfigsOfTheBaseDesignFileCompare() throws {
        let a = try folder.write("configs/a.json", #"{"heroHeight": 420}"#)
        let b = try folder.write("configs/b.json", #"{"heroHeight": 300}"#)
        let out = folder.file("out")
        let outcome = try CLI.run(["replay", folder.file("s.json"), "--out", out, "--design", folder.file("designs/mine.json"),
                                   "--compare", a, b])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let sideA = try sidecar(out + "/rest.a.json"), sideB = try sidecar(out + "/rest.b.json")
        #expect(sideA.design == "mine" && sideB.design == "mine")
        #expect(sideA.params["heroHeight"] as? Double == 420 && sideB.params["heroHeight"] as? Double == 300)
        let traceA = try String(contentsOfFile: out + "/a-a/trace.csv", encoding: .utf8)
        let traceB = try String(contentsOfFile: out + "/b-b/trace.csv", encoding: .utf8)
        #expect(traceA != traceB, "420 pt and 300 pt insets rest at different offsets")
    }

    @Test func aConfigsDesignIsRelativeToTheConfigFile() throws {
        let tuned = try folder.write("configs/tuned.json", #"{"design": "../designs/mine.json", "heroHeight": 420}"#)
        let out = folder.file("one")
        let one = try CLI.run(["replay", folder.file("s.json"), "--out", out, "--config", tuned])
        #expect(one.status == 0, "stderr: \(one.stderr)")
        let shot = try sidecar(out + "/rest.json")
        #expect(shot.design == "mine" && shot.params["heroHeight"] as? Double == 420)
        // Against a shipped design in one replay: each side on its own design.
        let pair = folder.file("pair")
        let compared = try CLI.run(["replay", folder.file("s.json"), "--out", pair, "--compare", tuned, "seed004"])
        #expect(compared.status == 0, "stderr: \(compared.stderr)")
        #expect(try sidecar(pair + "/rest.a.json").design == "mine" && sidecar(pair + "/rest.b.json").design == "seed004")
    }

    @Test func anUnknownParameterNamesTheVariantAndTheDesign() throws {
        let good = try folder.write("configs/good.json", #"{"heroHeight": 420}"#)
        let typo = try folder.write("configs/typo.json", #"{"heroHieght": 420}"#)
        let outcome = try CLI.run(["replay", folder.file("s.json"), "--out", folder.file("o"), "--design", folder.file("designs/mine.json"),
                                   "--compare", good, typo])
        #expect(outcome.status == 1 && outcome.stderrLines.count == 1, "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.contains("--compare B") && outcome.stderr.contains(typo) && outcome.stderr.contains("'heroHieght'")
                && outcome.stderr.contains("design 'mine'") && outcome.stderr.contains("'heroHeight'"), "stderr: \(outcome.stderr)")
        // Without --design the same config is checked against the script's design (seed004), which lacks heroHeight.
        let shipped = try CLI.run(["replay", folder.file("s.json"), "--out", folder.file("o2"), "--compare", good, "seed003"])
        #expect(shipped.status == 1 && shipped.stderr.contains("--compare A") && shipped.stderr.contains("design 'seed004'"),
                "stderr: \(shipped.stderr)")
    }
}
