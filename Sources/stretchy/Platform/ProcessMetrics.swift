import Foundation
#if canImport(Darwin)
import Darwin
#endif

/// What the kernel knows about this process: when it started and its peak memory.
enum ProcessMetrics {
    /// Seconds since this process started, from /proc (start time in clock ticks since boot) and
    /// the boot-time clock; nil where /proc is not available.
    static func secondsSinceProcessStart() -> Double? {
        #if canImport(Darwin)
        // macOS: the process's start time from sysctl (written for macOS, not compiled there).
        var info = kinfo_proc()
        var size = MemoryLayout<kinfo_proc>.stride
        var name: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_PID, getpid()]
        guard sysctl(&name, 4, &info, &size, nil, 0) == 0 else { return nil }
        let started = info.kp_proc.p_starttime
        return Date().timeIntervalSince1970 - (Double(started.tv_sec) + Double(started.tv_usec) / 1e6)
        #else
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name; starttime is field 22 of the whole line.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        var now = timespec()
        clock_gettime(CLOCK_BOOTTIME, &now)  // Linux's boot-time clock, the one /proc's start time counts on
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9 - ticks / ticksPerSecond
        #endif
    }

    /// Peak resident set size in MB of this process.
    static func peakResidentMegabytes() -> Double { peakMegabytes(children: false) }

    /// The largest peak resident set size in MB among the waited-for children (the encoder).
    static func peakChildResidentMegabytes() -> Double { peakMegabytes(children: true) }

    /// getrusage's ru_maxrss is in KiB on Linux, in bytes on macOS.
    private static func peakMegabytes(children: Bool) -> Double {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1024 / 1024
        #else
        getrusage(__rusage_who_t((children ? RUSAGE_CHILDREN : RUSAGE_SELF).rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
        #endif
    }

    /// A monotonic clock in seconds with sub-microsecond resolution.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
