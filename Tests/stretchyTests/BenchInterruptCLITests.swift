import Foundation
import Testing

/// Ctrl+C and SIGTERM stop `bench` (SDL's own handlers used to swallow them): status 130/143, one
/// line, and its temporary screenshot folder gone.
@Suite(.serialized) struct BenchInterruptCLITests {
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func aSignalStopsTheBench(signal: Int32, status: Int32) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["bench", "--frames", "1000000", "--rows", "100"]
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment.removeValue(forKey: "DISPLAY")
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        // The bench's screenshot folder appears once its handlers are in place and frames run.
        let folder = NSTemporaryDirectory() + "stretchy-bench-\(process.processIdentifier)"
        let started = Date()
        while !FileManager.default.fileExists(atPath: folder), process.isRunning, Date().timeIntervalSince(started) < 120 {
            Thread.sleep(forTimeInterval: 0.05)
        }
        try #require(FileManager.default.fileExists(atPath: folder), "the bench never started")
        kill(process.processIdentifier, signal)
        // A bench that ignores the signal runs a million frames: give up on it after a minute.
        waitForExit(process, timeout: 60)
        #expect(!process.isRunning, "the bench ignored signal \(signal)")
        guard !process.isRunning else { return }
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit && process.terminationStatus == status,
                "status \(process.terminationStatus), stderr: \(stderr)")
        let lines = stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("stretchy: bench interrupted"), "\(stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder), "\(folder) left behind")
    }
}
