import Foundation
import Testing
import TestSupport

/// Export warnings quote the design's own text (issue 32): a keyframed symbol size reads as the
/// JSON the designer wrote, never as the exporter's internal structure.
@Suite struct ExportWarningQuoteTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test func aKeyframedSymbolSizeIsQuotedAsWritten() throws {
        let designs = CLI.repositoryRoot.appendingPathComponent("Resources/designs").path
        let design = try String(contentsOfFile: designs + "/playlist.json", encoding: .utf8)
            .replacingOccurrences(of: "\"symbol\": \"heart\", \"size\": 22", with: "\"symbol\": \"heart\", \"size\": {\"offset\": [-100, 0], \"value\": [22, 30]}")
            .replacingOccurrences(of: "\"images/", with: "\"\(designs)/images/")
            .replacingOccurrences(of: "\"content/", with: "\"\(designs)/content/")
        let path = try folder.write("playlist.json", design)
        let outcome = try CLI.run(["export-code", "--design", path, "--target", "uikit", "--out", folder.file("out")])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains(#"layer 'likeIcon': size '{"offset": [-100, 0], "value": [22, 30]}' is exported at 17 pt"#), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("keyframes("), "\(outcome.stderr)")
    }
}
