import Foundation

/// A program a test runs: started with its output collected as it comes (a chatty process never
/// blocks on a full pipe), then waited on — to its end, until a file or a condition appears, or
/// after a signal. The one process runner of the test targets; killed when it goes away.
///
/// Its end is waited on through `terminationHandler`, never `Process.waitUntilExit()`: on Linux
/// that spins the calling thread's run loop and races with Foundation's process-monitor thread;
/// called from many test threads at once it killed the whole test process (SIGABRT in
/// `__CFRunLoop…`, CI of 2026-11-26).
public final class RunningProcess {
    public let process: Process
    private let output = OutputCollector()
    private let reads = DispatchGroup()
    /// Left by the termination handler, which runs after `isRunning` turned false.
    private let exited = DispatchGroup()

    public var pid: pid_t { process.processIdentifier }
    public var isRunning: Bool { process.isRunning }

    /// `environment`: the whole environment of the child (nil: this process's).
    public init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                in folder: String? = nil) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let exited = exited
        exited.enter()
        process.terminationHandler = { _ in exited.leave() }
        try process.run()
        for (pipe, isError) in [(out, false), (err, true)] {
            reads.enter()
            let handle = pipe.fileHandleForReading, output = output, reads = reads
            // Chunk by chunk, not to the end of file: a program started at the same moment by
            // another test can inherit this pipe's write end (Foundation closes a child's other
            // descriptors as it found them just before the spawn), and then the end of file comes
            // only when that program ends; what this child wrote is here already.
            DispatchQueue.global().async {
                while let chunk = try? handle.read(upToCount: 65536), !chunk.isEmpty { output.append(chunk, isError: isError) }
                reads.leave()
            }
        }
    }

    deinit { stop() }

    /// Polls `condition` every 20 ms for up to `timeout` seconds, or until the process ends; its last value.
    @discardableResult
    public func waitUntil(timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard process.isRunning, Date() < deadline else { return condition() }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return true
    }

    /// Waits for a file at `path` (the sign a program gives that it reached a point).
    @discardableResult
    public func waitForFile(_ path: String, timeout: Double) -> Bool {
        waitUntil(timeout: timeout) { FileManager.default.fileExists(atPath: path) }
    }

    public func signal(_ signal: Int32) { kill(pid, signal) }

    /// Waits up to `timeout` seconds for the end; false while it still runs.
    @discardableResult
    public func waitForExit(timeout: Double) -> Bool {
        exited.wait(timeout: .now() + timeout) == .success
    }

    /// TERM, then KILL after 5 s; safe to call twice.
    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        if !waitForExit(timeout: 5) { kill(pid, SIGKILL); waitForExit(timeout: 5) }
    }

    /// The exit status (or the signal that ended it), once ended.
    public var status: Int32 { process.terminationStatus }
    /// True when a signal ended it (a crash, or a kill), not an exit.
    public var crashed: Bool { process.terminationReason == .uncaughtSignal }

    /// What it wrote to stdout and stderr, once it has ended (waits up to 20 s for the pipes' end,
    /// then gives what they carried).
    public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    public var stderr: String { String(decoding: finishedOutput(isError: true), as: UTF8.self) }
    /// Stdout's bytes, for a program that writes binary or JSON.
    public var stdoutData: Data { finishedOutput(isError: false) }

    private func finishedOutput(isError: Bool) -> Data {
        guard !process.isRunning else { return Data() }
        // 20 s, not 5: on a loaded machine the reader threads ran late and a finished child's
        // output came back empty (InstallCLITests, once).
        _ = reads.wait(timeout: .now() + 20)
        return output.data(isError: isError)
    }

    /// Runs to the end (killed after `timeout` seconds).
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           in folder: String? = nil, timeout: Double = 600) throws -> RunningProcess {
        let running = try RunningProcess(executable, arguments, environment: environment, in: folder)
        if !running.waitForExit(timeout: timeout) { running.stop() }
        return running
    }
}

/// Bytes read from a child's pipes on other threads.
final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data(), err = Data()
    func append(_ data: Data, isError: Bool) { lock.lock(); if isError { err.append(data) } else { out.append(data) }; lock.unlock() }
    func data(isError: Bool) -> Data { lock.lock(); defer { lock.unlock() }; return isError ? err : out }
}
