import Foundation
import Synchronization

/// Ctrl+C and SIGTERM during `bench`. SDL installs its own handlers for both (they post a quit
/// event), and the bench never reads events, so it ran on to the end. These handlers only record
/// the signal; the frame loops look at it once a frame and stop.
enum BenchInterrupt {
    /// The signal received, 0 while none. Atomic: written from the signal handler.
    static let received = Atomic<Int32>(0)

    /// Call after SDL is started (SDL_Init replaces whatever handlers were there before it).
    static func install() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGINT, SIGTERM] {
            signal(number) { BenchInterrupt.received.store($0, ordering: .relaxed) }
            sigaddset(&signals, number)
        }
        // A parent may start us with them blocked (a thread pool's mask is inherited): then they
        // would stay pending for ever.
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    static var isSet: Bool { received.load(ordering: .relaxed) != 0 }

    /// One line and the shell's status for the signal (130 for SIGINT, 143 for SIGTERM). The
    /// bench's temporary screenshots are already removed; a partial measurement is no report.
    static func exit(afterFrames frames: Int, of total: Int) -> Never {
        let number = received.load(ordering: .relaxed)
        let name = number == SIGINT ? "SIGINT" : "SIGTERM"
        FileHandle.standardError.write(Data("stretchy: bench interrupted (\(name)) after \(frames) of \(total) frames; no report\n".utf8))
        Foundation.exit(128 + number)
    }
}
