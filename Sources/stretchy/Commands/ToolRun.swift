import Foundation
import StretchyKit

/// Runs a developer tool (swiftc, python3) to its end: its status and its stdout and stderr as
/// one text, in the order written.
struct ToolRun {
    let status: Int32
    let output: String

    static func run(_ executable: String, _ arguments: [String]) throws(StretchyError) -> ToolRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch {
            throw StretchyError.environment("\(URL(fileURLWithPath: executable).lastPathComponent) did not start: \(error.localizedDescription)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        // Not `waitUntilExit()`: on Linux it spins this thread's run loop and races with
        // Foundation's process-monitor thread (as RasterImage says); the pipe is at its end.
        while process.isRunning { usleep(2_000) }
        return ToolRun(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// The first executable of this name on PATH.
    static func onPath(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
