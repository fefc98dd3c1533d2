import Foundation
import Testing

/// Issue 18: inputs that used to crash, hang, eat memory or print several lines. Each ends in one
/// line (or succeeds), never a signal, and no child of this suite grows past 1 GB.
@Suite struct BadInputLimitsCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    static let photo = CLI.repositoryRoot.appendingPathComponent("Resources/header.jpg").path

    /// The largest resident set of any child process waited for so far, in bytes.
    static func childrenPeakBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> CLI.Outcome {
        let outcome = try CLI.run(arguments)
        #expect(!outcome.crashed, "crashed: \(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(Self.childrenPeakBytes() < 1 << 30, "a child exceeded 1 GB", sourceLocation: sourceLocation)
        return outcome
    }

    @discardableResult
    func expectRefusal(_ arguments: [String], status: Int32 = 1, mentions fragments: [String],
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let outcome = try run(arguments, sourceLocation: sourceLocation)
        #expect(outcome.status == status, "status \(outcome.status): \(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(outcome.stderrLines.count == 1, "stderr: \(outcome.stderr)", sourceLocation: sourceLocation)
        let line = outcome.stderrLines.first ?? ""
        #expect(line.hasPrefix("stretchy: ") && line.count < 220, "\(line)", sourceLocation: sourceLocation)
        for fragment in fragments { #expect(line.contains(fragment), "'\(fragment)' not in: \(line)", sourceLocation: sourceLocation) }
        return line
    }

    func replay(_ script: String, _ extra: [String] = []) -> [String] { ["replay", script, "--out", folder.file("out")] + extra }

    func script(_ fields: String, events: String = "[]") throws -> String {
        try folder.write("script.json", "{\(fields.isEmpty ? "" : fields + ",") \"events\": \(events)}")
    }

    // MARK: Frame budget

    @Test func aViewportBeyondTheFrameBudgetIsRefusedUpFront() throws {
        let path = try script(#""viewport": {"width": 8000, "height": 8000}"#)
        try expectRefusal(replay(path, ["--scale", "4"]), mentions: ["8000×8000 pt at scale 4", "frame limit 32768 px a side"])
        try expectRefusal(["run", "--viewport", "8000x8000", "--scale", "4"], mentions: ["--viewport", "frame limit"])
    }

    @Test func aResizeBeyondTheFrameBudgetIsRefusedUpFront() throws {
        let path = try script("", events: #"[{"t": 100, "type": "resize", "width": 3000, "height": 3000}]"#)
        try expectRefusal(replay(path, ["--scale", "4"]), mentions: ["resize at 100 ms", "12000×12000 pixels"])
    }

    // MARK: Files that are not files

    @Test func aFIFOOrADeviceIsNamedNotRead() throws {
        let fifo = folder.file("pipe.json")
        #expect(mkfifo(fifo, 0o600) == 0)
        try expectRefusal(replay(fifo), mentions: [fifo, "FIFO"])
        try expectRefusal(replay("/dev/zero"), mentions: ["/dev/zero", "character device"])
        let content = try script(#""content": "/dev/urandom""#)
        try expectRefusal(replay(content), mentions: ["/dev/urandom", "character device"])
        let image = try script(#""image": "\#(fifo)""#)
        try expectRefusal(replay(image), mentions: [fifo, "FIFO"])
        try expectRefusal(["run", "--image", "/dev/zero"], mentions: ["/dev/zero", "character device"])
    }

    @Test func aHugeFileIsRefusedWithoutReadingIt() throws {
        let path = folder.file("huge.json")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 3 << 30) == 0)  // sparse: no disk used
        try expectRefusal(replay(path), mentions: [path, "larger than 64 MB"])
    }

    // MARK: Encodings, folders, names, hints

    @Test func aUTF8ByteOrderMarkIsAcceptedAndUTF16RefusedByName() throws {
        let bom = try folder.write("bom.json", bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"events": []}"#.utf8))
        let accepted = try run(replay(bom))
        #expect(accepted.status == 0, "\(accepted.stderr)")
        let utf16 = try folder.write("utf16.json", bytes: [0xFF, 0xFE] + Array(#"{"events": []}"#.utf8).flatMap { [$0, 0] })
        try expectRefusal(["replay", utf16, "--out", folder.file("out16")], mentions: ["UTF-16 is not supported, save as UTF-8"])
    }

    @Test func outputFoldersThatCannotBeGetAPlainSentence() throws {
        let path = try script("")
        try expectRefusal(["replay", path, "--out", ""], mentions: ["output folder name is empty"])
        let file = try folder.write("plain", "x")
        try expectRefusal(["replay", path, "--out", file + "/sub"], status: 2, mentions: ["\(file) is a file, not a folder"])
    }

    @Test func aScreenshotNameTooLongForAFileIsRefusedAtLoad() throws {
        let name = String(repeating: "漢", count: 80)
        let path = try script("", events: #"[{"t": 0, "type": "screenshot", "name": "\#(name)"}]"#)
        try expectRefusal(replay(path), mentions: ["240 bytes in UTF-8", "at most 200"])
    }

    @Test func anUnknownParameterSuggestsTheNearestNameInAShortLine() throws {
        let path = try script(#""params": {"bouncess": 1}"#)
        try expectRefusal(replay(path), mentions: ["did you mean 'bounces'?"])
        try expectRefusal(["run", "--device", "iphone15"], mentions: ["unknown device 'iphone15'"])
    }

    // MARK: Photos

    /// `Resources/header.jpg` with an EXIF APP1 segment saying `orientation` spliced in after SOI.
    func rotatedPhoto(_ orientation: UInt8) throws -> String {
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.photo)))
        let tiff: [UInt8] = Array("II".utf8) + [0x2A, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0, 0, 0, 0, 0]
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let segment: [UInt8] = [0xFF, 0xE1, 0, UInt8(payload.count + 2)] + payload
        return try folder.write("rotated-\(orientation).jpg", bytes: Array(original[0..<2]) + segment + Array(original[2...]))
    }

    @Test func anEXIFRotatedPhotoIsShownUpright() throws {
        let path = try script(#""image": "\#(try rotatedPhoto(6))", "viewport": {"width": 200, "height": 300}"#,
                              events: #"[{"t": 0, "type": "screenshot", "name": "shot"}]"#)
        let outcome = try run(replay(path))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let plain = try script(#""image": "\#(Self.photo)", "viewport": {"width": 200, "height": 300}"#,
                               events: #"[{"t": 0, "type": "screenshot", "name": "shot"}]"#)
        #expect(try run(["replay", plain, "--out", folder.file("plain")]).status == 0)
        let rotated = try Data(contentsOf: URL(fileURLWithPath: folder.file("out/shot.png")))
        let upright = try Data(contentsOf: URL(fileURLWithPath: folder.file("plain/shot.png")))
        #expect(rotated != upright)
    }

    @Test func aCMYKJPEGIsRefusedByName() throws {
        // A 1×1 four-component JPEG frame header (SOF0 with Nf = 4) is enough for the inspector.
        let sof: [UInt8] = [0xFF, 0xC0, 0, 20, 8, 0, 1, 0, 1, 4, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0, 4, 0x11, 0]
        let jpeg = try folder.write("cmyk.jpg", bytes: [0xFF, 0xD8] + sof + [0xFF, 0xDA, 0, 2, 0xFF, 0xD9])
        let path = try script(#""image": "\#(jpeg)""#)
        try expectRefusal(replay(path), mentions: ["CMYK JPEG", jpeg])
    }

    @Test func aWebPPhotoIsShownAndATinyPhotoWarned() throws {
        let webp = CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/small.webp").path
        let path = try script(#""image": "\#(webp)""#)
        let outcome = try run(replay(path, ["--scale", "2"]))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderrLines.count == 2, "\(outcome.stderr)")
        #expect(outcome.stderrLines.first?.contains("is 48×32 pixels; the header shows it at 780×") == true, "\(outcome.stderr)")
    }

    @Test func aHEICPhotoIsShownAndATruncatedOneNamed() throws {
        let heic = CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/small.heic").path
        let path = try script(#""image": "\#(heic)""#, events: #"[{"t": 0, "type": "screenshot", "name": "shot"}]"#)
        let outcome = try run(replay(path))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: heic)))
        let cut = try folder.write("cut.heic", bytes: Array(bytes.prefix(2000)))
        let broken = try folder.write("cut.json", #"{"image": "\#(cut)", "events": []}"#)
        try expectRefusal(["replay", broken, "--out", folder.file("out2")], mentions: ["truncated", cut])
    }

    /// A PNG with `chunk`'s CRC broken: an ancillary one makes libpng warn, IDAT makes it fail.
    func pngWithBrokenCRC(in chunk: String) throws -> String {
        var bytes = [UInt8](try Data(contentsOf: CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/broken-crc-base.png")))
        guard let at = (0..<(bytes.count - 4)).first(where: { Array(bytes[$0..<($0 + 4)]) == Array(chunk.utf8) }) else { return "" }
        let length = Int(bytes[at - 4]) << 24 | Int(bytes[at - 3]) << 16 | Int(bytes[at - 2]) << 8 | Int(bytes[at - 1])
        bytes[at + 4 + length] ^= 0xFF
        return try folder.write("\(chunk).png", bytes: bytes)
    }

    @Test func libpngDiagnosticsAreFoldedIntoTheOneLine() throws {
        let warned = try script(#""image": "\#(try pngWithBrokenCRC(in: "tEXt"))""#)
        let outcome = try run(replay(warned))
        #expect(outcome.status == 0 && !outcome.stderr.contains("libpng"), "\(outcome.stderr)")
        let failed = try folder.write("failed.json", #"{"image": "\#(try pngWithBrokenCRC(in: "IDAT"))", "events": []}"#)
        try expectRefusal(["replay", failed, "--out", folder.file("out2")], mentions: ["cannot decode image", "libpng error: IDAT: CRC error"])
    }

    // MARK: Text whose length once decided the memory

    func content(_ rows: String) throws -> String {
        let file = try folder.write("content.json", #"{"title": "T", "rows": [\#(rows)]}"#)
        return try script(#""content": "\#(file)""#, events: #"[{"t": 0, "type": "screenshot", "name": "shot"}]"#)
    }

    @Test func aLongUnbrokenSubtitleIsDrawnWithinTheLineLimit() throws {
        let path = try content(#"{"title": "Row", "subtitle": "\#(String(repeating: "x", count: 300_000))"}"#)
        let outcome = try run(replay(path))
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    @Test func aHundredThousandCharacterTitleIsTruncated() throws {
        let path = try content(#"{"title": "\#(String(repeating: "W", count: 100_000))", "subtitle": "s"}"#)
        let outcome = try run(replay(path))
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }
}
