import Foundation
import Testing

/// `stretchy run` started by a parent that blocks SIGTERM (as this test runner does for its
/// children) still stops on SIGTERM: it ran on for 20 minutes before, and needed SIGKILL.
@Suite struct WindowSignalTests {
    @Test func theWindowStopsOnSIGTERMEvenWhenItsParentBlockedIt() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["run"]
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"  // a window with no display: it would run forever
        environment["SDL_AUDIODRIVER"] = "dummy"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        kill(pid, SIGTERM)
        // A guard, not a measurement: a window that ignores the signal is killed after a minute.
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) { kill(pid, SIGKILL) }
        process.waitUntilExit()
        // Before SDL's handler is in, SIGTERM's default action ends it; after, SDL's quit does.
        let killedByGuard = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
        #expect(!killedByGuard, "the window ignored SIGTERM")
    }
}
