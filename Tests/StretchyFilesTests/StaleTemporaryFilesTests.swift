import FileSafety
import Foundation
import StretchyFiles
import Testing

/// The temporary names a killed run leaves (`AtomicFile`'s), which the next run must recognise as
/// its own: the pid read back from every writer's name, and only from those.
@Suite struct StaleTemporaryFilesTests {
    @Test func theTemporaryNameNamesThisProcess() {
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
