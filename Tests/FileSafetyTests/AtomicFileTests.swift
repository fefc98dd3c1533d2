import FileSafety
import Foundation
import Testing
import StretchyFiles

/// The one atomic write (FileBytes and PNGWriter both end in it) and the temporary names a killed
/// run leaves, which the next run must recognise as its own.
@Suite struct AtomicFileTests {
    struct Refused: Error {}

    @Test func aFailedWriteLeavesTheOldFileAndNoTemporary() throws {
        let folder = NSTemporaryDirectory() + "stretchy-atomic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/shot.png"
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))

        #expect(throws: AtomicFile.Failure.self) {
            try AtomicFile.write(to: target) { temporary in
                try Data("half".utf8).write(to: URL(fileURLWithPath: temporary))
                throw Refused()
            }
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["shot.png"])
    }

    @Test func theTemporaryNameFitsItsMarginAndNamesThisProcess() {
        let name = String(repeating: "a", count: FileNameLength.maximumBytes - AtomicFile.temporaryNameMargin)
        let temporary = URL(fileURLWithPath: AtomicFile.temporaryPath(for: "/tmp/" + name)).lastPathComponent
        #expect(temporary.utf8.count <= FileNameLength.maximumBytes)
        #expect(StaleTemporaryFiles.writerPID(ofTemporary: URL(fileURLWithPath: AtomicFile.temporaryPath(for: "/o/trace.csv")).lastPathComponent) == getpid())
    }

    @Test func staleNamesOfEveryWriterAreRecognisedOthersAreNot() {
        // RAND is a UInt32: above Int32.max half the time.
        #expect(StaleTemporaryFiles.writerPID(ofTemporary: ".shot.png.4242.4000000000.tmp") == 4242)
        #expect(StaleTemporaryFiles.writerPID(ofTemporary: ".trace.csv.4242.17.tmp") == 4242)
        #expect(StaleTemporaryFiles.writerPID(ofTemporary: ".NAME.json.4242.tmp") == 4242)
        #expect(StaleTemporaryFiles.writerPID(ofTemporary: ".notes.txt.4242.17.tmp") == nil)
        #expect(StaleTemporaryFiles.writerPID(ofTemporary: ".notes.txt.4242.tmp") == nil)
    }
}
