import Foundation
import Synchronization
import StretchyFiles
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
        // Non-blocking, so a write into a pipe ffmpeg no longer reads can wait in poll(2) next to
        // the signal wake-up instead of blocking Ctrl+C and SIGTERM for good.
        let fd = input.fileHandleForWriting.fileDescriptor
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
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

    /// Writes all of `bytes`; throws when ffmpeg has gone (EPIPE), the pipe fails or a signal
    /// came while ffmpeg was not reading (the caller's checkpoint then exits).
    func write(_ bytes: UnsafeRawBufferPointer) throws(StretchyError) {
        let fd = input.fileHandleForWriting.fileDescriptor
        var offset = 0
        while offset < bytes.count {
            let written = SystemCalls.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written >= 0 {
                offset += written
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN: try waitUntilWritable(fd)
            default: throw .environment("the encoder stopped reading (\(String(cString: strerror(errno))))")
            }
        }
    }

    /// How long ffmpeg may take no input, or take to finish after its input ends, before it is
    /// taken for stalled and stopped: libx264 takes a frame in well under a second even at the
    /// largest frame a replay draws; `STRETCHY_ENCODER_STALL_SECONDS` changes it (the tests' 2 s).
    static var stallSeconds: Double {
        ProcessInfo.processInfo.environment["STRETCHY_ENCODER_STALL_SECONDS"].flatMap(Double.init).map { max(0.1, min($0, 3600)) } ?? 30
    }

    /// Set when the encoder was stopped for stalling: the reason `finish` gives, not its SIGKILL.
    private let stallReason = Mutex<String?>(nil)

    private func stopStalled(_ what: String) -> String {
        let reason = "ffmpeg (\(process.executableURL?.path ?? "ffmpeg")) \(what) for \(JSONWriter.format(Self.stallSeconds)) s and was stopped (a stalled encoder)"
        stallReason.withLock { $0 = reason }
        kill()
        return reason
    }

    /// Blocks until the pipe takes more bytes or a signal arrives; a pipe that takes nothing for
    /// `stallSeconds` is a stalled encoder.
    private func waitUntilWritable(_ fd: Int32) throws(StretchyError) {
        var entries = [pollfd(fd: fd, events: Int16(POLLOUT), revents: 0),
                       pollfd(fd: Interruption.wakeDescriptor, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&entries, 2, Int32(Self.stallSeconds * 1000))
        if Interruption.isRequested { throw .environment("interrupted (\(Interruption.signalName))") }
        if ready == 0 { throw .environment(stopStalled("took no frame")) }
    }

    /// Closes its input and waits: ffmpeg finishes the file. Returns nil on success, else why not.
    /// A signal ends the wait early (ffmpeg may never exit); the caller's checkpoint kills it.
    func finish() -> String? {
        closeInput()
        var waitedMs = 0.0
        while process.isRunning {
            if Interruption.waitForSignal(milliseconds: 50) { return "interrupted (\(Interruption.signalName))" }
            waitedMs += 50
            if waitedMs > Self.stallSeconds * 1000 { return stopStalled("did not finish after its last frame") }
        }
        if let reason = stallReason.withLock({ $0 }) { return reason }
        errorReader.wait()
        if process.terminationReason == .exit, process.terminationStatus == 0 { return nil }
        let lastLine = String(decoding: errorTail, as: UTF8.self).split(separator: "\n").last.map(String.init)
        let status = process.terminationReason == .exit ? "status \(process.terminationStatus)" : "signal \(process.terminationStatus)"
        return "ffmpeg failed (\(status))" + (lastLine.map { ": \($0)" } ?? "")
    }

    /// Stops it now (an interrupted or failed export) and reaps it. SIGKILL to its process group
    /// (Foundation starts it in one of its own): a wrapper script's children go too, and nothing
    /// that ignores SIGTERM or stopped reading can keep the export from exiting.
    func kill() {
        closeInput()
        if process.isRunning {
            let pid = process.processIdentifier
            if SystemCalls.kill(-pid, SIGKILL) != 0 { _ = SystemCalls.kill(pid, SIGKILL) }
        }
        // Not `waitUntilExit()`: on Linux it spins this thread's run loop and races with
        // Foundation's process-monitor thread (exports run on several threads in the tests).
        while process.isRunning { usleep(2_000) }
    }

    private let inputClosed = Mutex(false)

    /// Closes the pipe once (finish and kill may both run, on different threads).
    private func closeInput() {
        let wasClosed = inputClosed.withLock { closed in
            defer { closed = true }
            return closed
        }
        if !wasClosed { try? input.fileHandleForWriting.close() }
    }
}
