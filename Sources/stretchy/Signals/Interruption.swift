import FileSafety
import Foundation
import StretchyKit
import Synchronization

/// Ctrl+C and SIGTERM for long-running commands. The handler only records the signal; the command
/// calls `checkpoint` once per frame, which runs the registered clean-ups (temporary files, child
/// processes), says what is left in one line and exits 130 (SIGINT) or 143 (SIGTERM).
/// SIGPIPE is ignored so a dead encoder shows up as a write error, not a silent death.
/// Install before SDL starts: SDL only puts in its own handlers (which post a quit event that a
/// replay never reads) where the default one still stands.
/// A thread that blocks (a write into a pipe nobody reads, a wait for a child) polls
/// `wakeDescriptor` as well, so a signal still reaches the next checkpoint.
enum Interruption {
    private static let pending = Atomic<Int32>(0)
    /// The wake pipe's ends (-1 before `install`): the handler writes one byte and nobody reads
    /// it, so the read end stays readable from the first signal on.
    private static let wakeRead = Atomic<Int32>(-1)
    private static let wakeWrite = Atomic<Int32>(-1)
    private static let cleanups = Mutex<[Int: @Sendable () -> Void]>([:])
    private static let nextToken = Atomic<Int>(0)

    static func install() {
        signal(SIGPIPE, SIG_IGN)
        unblockSignals()
        var ends: [Int32] = [-1, -1]
        if wakeRead.load(ordering: .relaxed) < 0, pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, O_NONBLOCK)
            }
            wakeRead.store(ends[0], ordering: .relaxed)
            wakeWrite.store(ends[1], ordering: .relaxed)
        }
        for number in [SIGINT, SIGTERM] {
            signal(number) { received in
                Interruption.pending.store(received, ordering: .relaxed)
                // write(2) is async-signal-safe; a full pipe (a second signal) just drops the byte.
                let savedErrno = errno
                var byte: UInt8 = 1
                _ = SystemCalls.write(Interruption.wakeWrite.load(ordering: .relaxed), &byte, 1)
                errno = savedErrno
            }
        }
    }

    /// A parent may have left SIGINT and SIGTERM blocked (test runners, some shells' background
    /// jobs): the window then never saw them (SDL's quit handler) and ran on after SIGTERM.
    static func unblockSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Readable once a signal has come (poll it with POLLIN next to what you wait for); -1
    /// before `install`, which poll(2) ignores.
    static var wakeDescriptor: Int32 { wakeRead.load(ordering: .relaxed) }

    /// Waits up to `milliseconds` for a signal; true when one has come.
    static func waitForSignal(milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&entry, 1, milliseconds)
        return isRequested
    }

    static var isRequested: Bool { pending.load(ordering: .relaxed) != 0 }

    /// Runs `cleanup` if the command is interrupted before `remove(token)`.
    static func onInterrupt(_ cleanup: @escaping @Sendable () -> Void) -> Int {
        let token = nextToken.add(1, ordering: .relaxed).newValue
        cleanups.withLock { $0[token] = cleanup }
        return token
    }

    static func remove(_ token: Int) {
        _ = cleanups.withLock { $0.removeValue(forKey: token) }
    }

    /// Exits here when a signal came: clean-ups first, then one line naming what `folder` holds.
    static func checkpoint(framesDone: Int, folder: String) {
        guard isRequested else { return }
        exit(saying: "interrupted after \(framesDone) frames; \(folder) holds \(contents(of: folder))")
    }

    /// After a signal: the clean-ups, one `stretchy:` line, and the shell's status (130 for
    /// SIGINT, 143 for SIGTERM).
    static func exit(saying message: String) -> Never {
        let received = pending.load(ordering: .relaxed)
        let actions = cleanups.withLock { table in
            defer { table.removeAll() }
            return table.sorted { $0.key < $1.key }.map(\.value)
        }
        for action in actions { action() }
        StderrLine.write("\(message)")
        Foundation.exit(128 + (received == 0 ? SIGTERM : received))
    }

    /// "SIGINT" or "SIGTERM", for messages.
    static var signalName: String { pending.load(ordering: .relaxed) == SIGINT ? "SIGINT" : "SIGTERM" }

    /// "trace.csv, events.csv, motion.png and 4 more files", or "nothing".
    static func contents(of folder: String) -> String {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        guard !names.isEmpty else { return "nothing" }
        let shown = names.prefix(4).joined(separator: ", ")
        return names.count > 4 ? "\(shown) and \(names.count - 4) more files" : shown
    }
}
