import Foundation
import Testing

/// `stretchy symbols` and an icon layer's symbol as a user meets them, through the executable.
@Suite struct SymbolsCommandTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test func symbolsListsEveryNameWithItsGlyphFile() throws {
        let outcome = try CLI.run(["symbols"])
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count >= 80)
        let chevron = try #require(lines.first { $0.hasPrefix("chevron.left ") })
        #expect(chevron.hasSuffix("→ chevron-left.svg"))
        for line in lines {
            let file = try #require(line.components(separatedBy: "→ ").last)
            #expect(FileManager.default.fileExists(atPath: CLI.repositoryRoot.appendingPathComponent("Resources/icons/" + file).path), "\(line)")
        }
    }

    @Test func aDesignWithAMisspeltSymbolIsRefusedWithTheNearestName() throws {
        let design = try folder.write("bad.json", """
            {"name": "bad", "layers": [{"id": "a", "kind": "color"}, {"id": "b", "kind": "color"}, {"id": "c", "kind": "color"},
             {"id": "back", "kind": "icon", "symbol": "chevron.lefft", "size": 17, "weight": "semibold", "color": "label"}]}
            """)
        let script = CLI.repositoryRoot.appendingPathComponent("examples/review-short.json").path
        let outcome = try CLI.run(["replay", script, "--design", design, "--out", folder.file("out")])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("'layers['back'].symbol': unknown symbol 'chevron.lefft' (did you mean 'chevron.left'?)"), "\(outcome.stderr)")
    }
}
