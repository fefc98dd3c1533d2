import FileSafety
import Foundation
import Testing

/// The one atomic write (FileBytes and PNGWriter both end in it) and its temporary names' length.
/// (That the next run recognises a killed run's temporary names: StaleTemporaryFilesTests.)
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

    @Test func theTemporaryNameFitsItsMargin() {
        let name = String(repeating: "a", count: FileNameLength.maximumBytes - AtomicFile.temporaryNameMargin)
        let temporary = URL(fileURLWithPath: AtomicFile.temporaryPath(for: "/tmp/" + name)).lastPathComponent
        #expect(temporary.utf8.count <= FileNameLength.maximumBytes)
    }
}
