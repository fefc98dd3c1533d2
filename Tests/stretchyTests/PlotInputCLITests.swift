import Foundation
import Testing

/// `stretchy plot` reads its traces like every other input (type and size checked before a byte is
/// read) and checks `--out` before drawing: one line, naming the file and what is wrong.
@Suite struct PlotInputCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    static let header = "t_ms,offset_y,velocity_y,phase,header_y,header_height,header_scale,bar_y\n"

    func trace(_ rows: [String] = ["0,0,0,idle,0,200,1,200", "16,5,0,idle,0,200,1,200"]) throws -> String {
        try folder.write("trace.csv", Self.header + rows.joined(separator: "\n") + "\n")
    }

    func refusal(_ arguments: [String], status: Int32 = 1, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let outcome = try CLI.run(["plot"] + arguments)
        #expect(!outcome.crashed && outcome.status == status, "status \(outcome.status): \(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(outcome.stderrLines.count == 1, "\(outcome.stderr)", sourceLocation: sourceLocation)
        return outcome.stderrLines.first ?? ""
    }

    @Test func tracesThatAreNoFilesOrTooLargeAreNamed() throws {
        let fifo = folder.file("pipe.csv")
        #expect(mkfifo(fifo, 0o600) == 0)
        let huge = folder.file("huge.csv")
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, 3 << 30) == 0)  // sparse: no disk used
        let binary = try folder.write("binary.csv", bytes: [0x7F, 0x45, 0x4C, 0x46, 0xFF, 0xFE, 0x00, 0xC3])
        let out = folder.file("p.png")
        #expect(try refusal([folder.path, "--out", out]) == "stretchy: \(folder.path): is a directory, expected a file")
        #expect(try refusal([fifo, "--out", out]) == "stretchy: \(fifo): is a FIFO (named pipe), not a file")
        #expect(try refusal(["/dev/zero", "--out", out]) == "stretchy: /dev/zero: is a character device, not a file")
        #expect(try refusal([huge, "--out", out]) == "stretchy: \(huge): larger than 64 MB")
        #expect(try refusal([binary, "--out", out]).hasPrefix("stretchy: \(binary): not UTF-8 text"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func theOutputIsCheckedBeforeDrawing() throws {
        let input = try trace()
        let blocker = try folder.write("afile", "x")
        try FileManager.default.createDirectory(atPath: folder.file("adir.png"), withIntermediateDirectories: true)
        #expect(try refusal([input, "--out", folder.file("p.jpg")]) == "stretchy: --out \(folder.file("p.jpg")): plot writes PNG, so the name must end in .png")
        #expect(try refusal([input, "--out", blocker + "/x.png"]) == "stretchy: --out \(blocker)/x.png: \(blocker) is a file, not a folder")
        #expect(try refusal([input, "--out", folder.file("adir.png")]) == "stretchy: --out \(folder.file("adir.png")): is a directory, not a file")
        #expect(try refusal([input, "--out", folder.file("none/p.png")], status: 2)
                == "stretchy: --out \(folder.file("none/p.png")): the folder \(folder.file("none")) does not exist")
        #expect(!FileManager.default.fileExists(atPath: folder.file("p.jpg")))
    }

    @Test func oneTraceIsSingular() throws {
        let outcome = try CLI.run(["plot", try trace(), "--out", folder.file("p.png")])
        #expect(outcome.status == 0 && outcome.stderrLines == ["stretchy: 1 trace → \(folder.file("p.png"))"], "\(outcome.stderr)")
    }

    /// Times beyond the axes' ±1e300 cannot be drawn where they are: refused, with the line.
    @Test func aTimeBeyondWhatAPlotShowsIsRefused() throws {
        let input = try trace(["1e308,0,0,idle,0,200,1,200", "-1e308,5,0,idle,0,200,1,200"])
        #expect(try refusal([input, "--out", folder.file("p.png")])
                == "stretchy: \(input):2: column t_ms is 1e308, beyond the ±1e300 a plot can show")
    }
}
