import Foundation

/// What the kernel knows about this process: when it started and its peak memory.
enum ProcessMetrics {
    /// Seconds since this process started, from /proc (start time in clock ticks since boot) and
    /// the boot-time clock; nil where /proc is not available.
    static func secondsSinceProcessStart() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name; starttime is field 22 of the whole line.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        var now = timespec()
        clock_gettime(CLOCK_BOOTTIME, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9 - ticks / ticksPerSecond
    }

    /// Peak resident set size in MB (getrusage's ru_maxrss is in KiB on Linux).
    static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// A monotonic clock in seconds with sub-microsecond resolution.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
