import Foundation
import Testing
import TestSupport

/// Issue 48: a window with nothing moving draws nothing and sleeps on events (it redrew at 60 Hz,
/// ~35 % of a core), and wakes for input: a drag still scrolls the list.
@Suite(.serialized, .tags(.window)) struct WindowRestTests {
    /// The app's CPU time (user + system) in seconds, from /proc (Linux: what the tests run on).
    static func cpuSeconds(_ pid: pid_t) throws -> Double {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // Fields after the command name's ")": utime and stime are fields 14 and 15 of the line.
        let fields = stat[stat.index(after: try #require(stat.lastIndex(of: ")")))...].split(separator: " ")
        let ticks = try #require(Double(fields[11])) + (try #require(Double(fields[12])))
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func anIdleWindowRestsAndADragStillScrolls() async throws {
        guard let session = try await XvfbSession.start() else { return }
        defer { session.stop() }
        let pid = session.app.pid

        // The start's motion and the first screenshot's toast settle (WindowRest.settleMs: 1 s).
        let rest = try session.screenshotAtRest()
        try await Task.sleep(for: .seconds(3))
        // Idle: CPU time over 4 s of wall time, at most 3 % of one core (60 Hz drawing was 35–50 %).
        let start = try Self.cpuSeconds(pid), wallStart = Date()
        try await Task.sleep(for: .seconds(4))
        let used = try Self.cpuSeconds(pid) - start, wall = Date().timeIntervalSince(wallStart)
        #expect(used / wall <= 0.03, "idle window used \(used) CPU-s in \(wall) s")

        // A drag wakes it: the list moves with the finger, and it keeps drawing (CPU) while it moves.
        let before = session.sidecars.count
        let busyStart = try Self.cpuSeconds(pid)
        try session.xdo(session.dragCommands(fromY: 700, toY: 300) + session.key("s"))
        let moved = try session.waitForSidecars(count: before + 1)[before]
        let restOffset = try #require(Sidecars.offset(rest)), movedOffset = try #require(Sidecars.offset(moved))
        #expect(abs(movedOffset - restOffset) > 50, "the drag scrolled: rest \(restOffset), after \(movedOffset)")
        #expect(try Self.cpuSeconds(pid) - busyStart > 0.05, "it drew the drag")
    }
}
