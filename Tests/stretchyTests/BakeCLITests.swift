import Foundation
import Testing

/// `stretchy bake CONFIG --design FILE`: the design file afterwards is the file before with only
/// the tuned defaults' tokens changed, byte for byte.
@Suite struct BakeCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    static let photo = CLI.repositoryRoot.appendingPathComponent("Resources/header.jpg").path

    /// Formatted as a person might: aligned columns, a number (`500`) that also appears elsewhere,
    /// a toggle, members in no particular order.
    static func design(hero: String, fade: String, blur: String) -> String {
        """
        {
          "name":   "mine",
          "parameters": {
            "edgeFade":   { "min": 0, "max": 200, "default": \(fade),  "step": 4 },
            "heroHeight": { "default": \(hero), "min": 200,  "max": 700, "step": 10, "unit": "pt" },
            "blurOn":     {"default": \(blur)}
          },
          "scroll": {"contentInsetTop": "heroHeight", "rowsTop": 500},
          "layers": [{"id": "hero", "kind": "image", "image": "\(photo)", "role": "header",
                      "x": 0, "y": 0, "width": "W", "height": "max(-offset, 44)", "alpha": 1.0}]
        }

        """
    }

    @Test func onlyTheTunedDefaultsChange() throws {
        let designPath = try folder.write("mine.json", Self.design(hero: "500", fade: "64", blur: "true"))
        let config = try folder.write("tuned.json", #"{"heroHeight": 420, "edgeFade": 64, "blurOn": false, "decelerationRate": 0.99}"#)
        let outcome = try CLI.run(["bake", config, "--design", designPath])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let after = try String(contentsOfFile: designPath, encoding: .utf8)
        #expect(after == Self.design(hero: "420", fade: "64", blur: "false"), "after:\n\(after)")
        #expect(outcome.stderr.contains("heroHeight 500 → 420") && outcome.stderr.contains("blurOn 1 → 0")
                && !outcome.stderr.contains("edgeFade 64"), "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.contains("kept in") && outcome.stderr.contains("decelerationRate"), "stderr: \(outcome.stderr)")
        // Baked again: nothing left to change, the file untouched.
        let again = try CLI.run(["bake", config, "--design", designPath])
        #expect(again.status == 0 && again.stderr.contains("no default changed"), "stderr: \(again.stderr)")
        #expect(try String(contentsOfFile: designPath, encoding: .utf8) == after)
    }

    /// A toggle bakes as its on/off state (issue 42: 0.3 was reported as a change and written as
    /// false over a default that was already off, or read as on).
    @Test(arguments: [(0.3, "true", "false", true), (0.7, "true", "true", false), (0.7, "false", "true", true), (0.3, "false", "false", false)])
    func aToggleBakesAsOnOrOff(value: Double, before: String, after: String, changes: Bool) throws {
        let designPath = try folder.write("toggle.json", Self.design(hero: "500", fade: "64", blur: before))
        let config = try folder.write("toggle-config.json", #"{"blurOn": \#(value)}"#)
        let outcome = try CLI.run(["bake", config, "--design", designPath])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        #expect(try String(contentsOfFile: designPath, encoding: .utf8) == Self.design(hero: "500", fade: "64", blur: after))
        #expect(outcome.stderr.contains("no default changed") == !changes, "stderr: \(outcome.stderr)")
        if changes { #expect(outcome.stderr.contains(before == "true" ? "blurOn 1 → 0" : "blurOn 0 → 1"), "stderr: \(outcome.stderr)") }
    }

    @Test func theConfigsOwnDesignAndRefusals() throws {
        try FileManager.default.createDirectory(atPath: folder.file("d"), withIntermediateDirectories: true)
        let designPath = try folder.write("d/mine.json", Self.design(hero: "500", fade: "64", blur: "true"))
        let config = try folder.write("tuned.json", #"{"design": "d/mine.json", "heroHeight": 430}"#)
        let outcome = try CLI.run(["bake", config])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        #expect(try String(contentsOfFile: designPath, encoding: .utf8) == Self.design(hero: "430", fade: "64", blur: "true"))
        // Never through a link: the target stays as it was.
        let link = folder.file("link.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: designPath)
        let linked = try CLI.run(["bake", try folder.write("t2.json", #"{"heroHeight": 300}"#), "--design", link])
        #expect(linked.status == 1 && linked.stderr.contains("symbolic link"), "stderr: \(linked.stderr)")
        #expect(try String(contentsOfFile: designPath, encoding: .utf8) == Self.design(hero: "430", fade: "64", blur: "true"))
        // A value out of the design's range, or a name it does not know, changes nothing.
        let bad = try CLI.run(["bake", try folder.write("t3.json", #"{"heroHeight": 9000}"#), "--design", designPath])
        #expect(bad.status == 1 && bad.stderr.contains("heroHeight"), "stderr: \(bad.stderr)")
        let unknown = try CLI.run(["bake", try folder.write("t4.json", #"{"heroHieght": 300}"#), "--design", designPath])
        #expect(unknown.status == 1 && unknown.stderr.contains("design 'mine'"), "stderr: \(unknown.stderr)")
        #expect(try String(contentsOfFile: designPath, encoding: .utf8) == Self.design(hero: "430", fade: "64", blur: "true"))
    }
}
