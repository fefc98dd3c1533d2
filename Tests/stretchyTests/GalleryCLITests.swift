import Foundation
import Testing

/// `gallery`'s sheet stays bounded: a wide viewport or many designs shrink the frames (and say
/// so) instead of growing the sheet, and its messages name the options it was given.
@Suite struct GalleryCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian).
    func pngSize(_ path: String) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)).prefix(24))
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test func aWideViewportGivesASheetNoWiderThan1600() throws {
        let out = folder.file("g.png")
        let outcome = try CLI.run(["gallery", "--out", out, "--viewport", "2000x300", "--designs", "seed003", "parallax"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // Half size would be 6 × (1000 + 20) + 40 = 6160 px wide.
        let size = try pngSize(out)
        #expect(size.width <= 1600 && size.height <= 12000, "\(size)")
        #expect(outcome.stderrLines.contains { $0.contains("not 1000 (half size)") }, "\(outcome.stderr)")
    }

    @Test func tooManyDesignsAreRefusedBeforeDrawing() throws {
        let out = folder.file("g.png")
        let outcome = try CLI.run(["gallery", "--out", out, "--designs"] + Array(repeating: "seed003", count: 201))
        #expect(outcome.status == 1 && outcome.stderrLines == ["stretchy: --designs: 201 designs do not fit one sheet (at most 200)"],
                "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func anUnknownDesignNamesTheOptionGiven() throws {
        let outcome = try CLI.run(["gallery", "--out", folder.file("g.png"), "--designs", "no-such-design"])
        #expect(outcome.status == 1 && outcome.stderrLines.count == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.hasPrefix("stretchy: --designs: "), "\(outcome.stderr)")
    }

    /// Issue 32: a design's "name" becomes one safe file-name component: `--keep` writes nothing
    /// outside its folder, and a name with a slash works.
    @Test func aDesignNameNeverLeavesTheKeepFolder() throws {
        let example = CLI.repositoryRoot.appendingPathComponent("examples/my-header.json").path
        var design = try String(contentsOfFile: example, encoding: .utf8)
        design = design.replacingOccurrences(of: "\"name\": \"my-header\"", with: "\"name\": \"../escaped / dark\"")
            .replacingOccurrences(of: "\"../Resources/", with: "\"\(CLI.repositoryRoot.path)/Resources/")
        try FileManager.default.createDirectory(atPath: folder.file("sub"), withIntermediateDirectories: true)
        let path = try folder.write("sub/design.json", design)
        let keep = folder.file("sub/keep")
        let outcome = try CLI.run(["gallery", "--out", folder.file("g.png"), "--designs", path, "--keep", keep])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: keep)
        #expect(kept.count == 3 && kept.allSatisfy { $0.hasSuffix(".png") && !$0.contains(" ") }, "\(kept)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("sub")).sorted() == ["design.json", "keep"])
    }

    /// Two designs whose names sanitize to one file name keep their own frames (issue 32: no
    /// output of a run lands on another's): six files, and each design's frames are its own.
    @Test func twoNamesThatSanitizeAlikeKeepTheirOwnFrames() throws {
        let example = CLI.repositoryRoot.appendingPathComponent("examples/my-header.json").path
        let design = try String(contentsOfFile: example, encoding: .utf8)
            .replacingOccurrences(of: "\"../Resources/", with: "\"\(CLI.repositoryRoot.path)/Resources/")
        let a = try folder.write("a.json", design.replacingOccurrences(of: "\"name\": \"my-header\"", with: "\"name\": \"Profile / dark\""))
        let b = try folder.write("b.json", design.replacingOccurrences(of: "\"name\": \"my-header\"", with: "\"name\": \"Profile _ dark\""))
        let keep = folder.file("keep")
        let outcome = try CLI.run(["gallery", "--out", folder.file("g.png"), "--designs", a, b, "--keep", keep])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: keep)
        #expect(kept.count == 6 && kept.allSatisfy { $0.hasSuffix(".png") }, "\(kept.sorted())")
    }
}
