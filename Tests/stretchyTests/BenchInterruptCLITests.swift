import Foundation
import Testing
import TestSupport

/// Ctrl+C and SIGTERM stop `bench` (SDL's own handlers used to swallow them): status 130/143, one
/// line, and its temporary screenshot folder gone.
@Suite(.serialized) struct BenchInterruptCLITests {
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func aSignalStopsTheBench(signal: Int32, status: Int32) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment.removeValue(forKey: "DISPLAY")
        let bench = try RunningProcess(CLI.binary, ["bench", "--frames", "1000000", "--rows", "100"], environment: environment)
        // The bench's screenshot folder appears once its handlers are in place and frames run.
        let folder = NSTemporaryDirectory() + "stretchy-bench-\(bench.pid)"
        try #require(bench.waitForFile(folder, timeout: 120), "the bench never started")
        bench.signal(signal)
        // A bench that ignores the signal runs a million frames: give up on it after a minute.
        #expect(bench.waitForExit(timeout: 60), "the bench ignored signal \(signal)")
        guard !bench.isRunning else { return }
        let stderr = bench.stderr
        #expect(!bench.crashed && bench.status == status, "status \(bench.status), stderr: \(stderr)")
        let lines = stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("stretchy: bench interrupted"), "\(stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder), "\(folder) left behind")
    }
}
