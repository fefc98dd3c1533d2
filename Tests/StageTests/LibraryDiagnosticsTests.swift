import Foundation
import Testing
@testable import Stage

/// stderr is one file descriptor per process: captures on many threads at once must leave it
/// where it was (before they took turns, one capture could restore another's temporary file as
/// stderr, and everything written after went into a deleted file).
@Suite struct LibraryDiagnosticsTests {
    static func identity(of descriptor: Int32) -> (dev_t, ino_t) {
        var status = stat()
        fstat(descriptor, &status)
        return (status.st_dev, status.st_ino)
    }

    @Test func capturesOnManyThreadsLeaveStderrWhereItWas() {
        let before = Self.identity(of: STDERR_FILENO)
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            let (value, text) = LibraryDiagnostics.capturing { () -> Int in
                // As libpng writes: straight to file descriptor 2.
                let line = "libpng warning: \(index)\n"
                _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
                return index
            }
            #expect(value == index)
            // Its own line and no other capture's (other threads' writes to stderr during a capture,
            // such as this test log's own lines, land in it too: file descriptor 2 is the process's).
            let warnings = text.split(separator: "\n").filter { $0.hasPrefix("libpng warning: ") }
            #expect(warnings == ["libpng warning: \(index)"], "each capture reads its own lines: \(warnings)")
        }
        let after = Self.identity(of: STDERR_FILENO)
        #expect(after.0 == before.0 && after.1 == before.1, "stderr is the same file as before the captures")
    }
}
