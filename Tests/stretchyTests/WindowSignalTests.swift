import Foundation
import Testing
import TestSupport

/// `stretchy run` started by a parent that blocks SIGTERM (as this test runner does for its
/// children) still stops on SIGTERM: it ran on for 20 minutes before, and needed SIGKILL.
@Suite struct WindowSignalTests {
    @Test func theWindowStopsOnSIGTERMEvenWhenItsParentBlockedIt() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"  // a window with no display: it would run forever
        environment["SDL_AUDIODRIVER"] = "dummy"
        let window = try RunningProcess(CLI.binary, ["run"], environment: environment)
        // Signalled before SDL's handler is in, the default action would end it and prove nothing:
        // wait until the kernel lists SIGTERM as caught and not blocked.
        let installed = window.waitUntil(timeout: 30) { SignalMask(pid: window.pid)?.catchesUnblocked(SIGTERM) ?? false }
        #expect(installed, "the window never put in a SIGTERM handler: \(String(describing: SignalMask(pid: window.pid)))")
        window.signal(SIGTERM)
        // A guard, not a measurement: a window that ignores the signal is killed after a minute.
        let stopped = window.waitForExit(timeout: 60)
        #expect(stopped, "the window ignored SIGTERM")
        window.stop()
        #expect(!window.crashed, "SIGTERM ended it by default action, not through its handler (SDL's quit)")
    }
}

/// A process's caught and blocked signals, from /proc/<pid>/status (Linux: hex masks, bit n-1 for
/// signal n).
struct SignalMask: CustomStringConvertible {
    var caught: UInt64
    var blocked: UInt64

    init?(pid: pid_t) {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        func mask(_ field: String) -> UInt64? {
            status.split(separator: "\n").first { $0.hasPrefix(field + ":") }
                .flatMap { UInt64($0.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces), radix: 16) }
        }
        guard let caught = mask("SigCgt"), let blocked = mask("SigBlk") else { return nil }
        self.caught = caught
        self.blocked = blocked
    }

    func catchesUnblocked(_ signal: Int32) -> Bool {
        let bit = UInt64(1) << UInt64(signal - 1)
        return caught & bit != 0 && blocked & bit == 0
    }

    var description: String { "SigCgt \(String(caught, radix: 16)), SigBlk \(String(blocked, radix: 16))" }
}
