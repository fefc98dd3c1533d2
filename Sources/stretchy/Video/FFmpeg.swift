import Foundation
import StretchyKit

/// One ffmpeg subprocess fed raw frames on its standard input. Its stderr is kept (the last few
/// KB) to name the cause when it fails.
final class FFmpeg: @unchecked Sendable {
    /// The `ffmpeg` on PATH; a missing encoder is the environment's problem (status 2).
    static func locate() throws(StretchyError) -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw .environment("--video needs ffmpeg, which is not installed: install the Debian package ffmpeg (make deps)")
    }

    private let process = Process()
    private let input = Pipe()
    private let errors = Pipe()
    private let errorReader = DispatchGroup()
    private var errorTail = Data()

    init(executable: String, arguments: [String]) throws(StretchyError) {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do { try process.run() } catch { throw .environment("cannot start \(executable): \(error.localizedDescription)") }
        errorReader.enter()
        Thread.detachNewThread { [self] in
            let handle = errors.fileHandleForReading
            while let chunk = try? handle.read(upToCount: 4096), !chunk.isEmpty {
                errorTail.append(chunk)
                if errorTail.count > 8192 { errorTail = errorTail.suffix(4096) }
            }
            errorReader.leave()
        }
    }

    /// Writes all of `bytes`; throws when ffmpeg has gone (EPIPE) or the pipe fails.
    func write(_ bytes: UnsafeRawBufferPointer) throws(StretchyError) {
        let fd = input.fileHandleForWriting.fileDescriptor
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw .environment("the encoder stopped reading (\(String(cString: strerror(errno))))")
            }
            offset += written
        }
    }

    /// Closes its input and waits: ffmpeg finishes the file. Returns nil on success, else why not.
    func finish() -> String? {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        errorReader.wait()
        if process.terminationReason == .exit, process.terminationStatus == 0 { return nil }
        let lastLine = String(decoding: errorTail, as: UTF8.self).split(separator: "\n").last.map(String.init)
        let status = process.terminationReason == .exit ? "status \(process.terminationStatus)" : "signal \(process.terminationStatus)"
        return "ffmpeg failed (\(status))" + (lastLine.map { ": \($0)" } ?? "")
    }

    /// Stops it now (an interrupted or failed export) and reaps it.
    func kill() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
