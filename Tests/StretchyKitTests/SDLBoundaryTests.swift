import Foundation
import Testing

/// Every SDL call lives in `Stage` (and the `CSDL2` module map): the core and the executable
/// speak to Stage's types, never to SDL.
@Suite struct SDLBoundaryTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    @Test func noFileOutsideStageImportsCSDL2() throws {
        let enumerator = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
        var offenders: [String] = []
        var scanned = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(Self.sources.path.count + 1))
            scanned += 1
            guard !relative.hasPrefix("Stage/"), !relative.hasPrefix("CSDL2/") else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            let imports = text.split(separator: "\n").contains { line in
                let words = line.split(separator: " ")
                return words.contains("import") && words.last == "CSDL2"
            }
            if imports { offenders.append(relative) }
        }
        #expect(scanned > 100, "the scan found the sources (\(scanned) files under \(Self.sources.path))")
        #expect(offenders.isEmpty, "import CSDL2 outside Stage: \(offenders)")
    }
}
