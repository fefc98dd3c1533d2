#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on the calling thread at the lowest CPU priority, then restores the thread's own.
/// Linux's SCHED_IDLE runs the thread only on an otherwise idle CPU, and the scheduler places other
/// waking tasks on a CPU that runs only SCHED_IDLE work — so on a 2-core machine, noise that would
/// preempt the frame thread lands on the encoder's core instead. Where SCHED_IDLE is refused, nice
/// 10. Both are per thread on Linux (pool threads are shared, hence the restore).
enum IdlePriority {
    /// SCHED_IDLE from <sched.h> (a GNU extension Swift's Glibc module does not export).
    static let schedIdle: Int32 = 5

    static func run<T>(_ work: () throws -> T) rethrows -> T {
        #if canImport(Darwin)
        // macOS: the background QoS class (lowest CPU and I/O priority) for this thread while it works.
        // Written for macOS, not compiled or run there.
        let previous = qos_class_self()
        pthread_set_qos_class_self_np(QOS_CLASS_BACKGROUND, 0)
        defer { pthread_set_qos_class_self_np(previous, 0) }
        return try work()
        #else
        var previousParameters = sched_param()
        let previousPolicy = sched_getscheduler(0)
        if previousPolicy >= 0, sched_getparam(0, &previousParameters) == 0 {
            var idle = sched_param(sched_priority: 0)
            if sched_setscheduler(0, schedIdle, &idle) == 0 {
                defer { sched_setscheduler(0, previousPolicy, &previousParameters) }
                return try work()
            }
        }
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        let previousNice = getpriority(which, 0)
        setpriority(which, 0, 10)
        defer { setpriority(which, 0, previousNice) }
        return try work()
        #endif
    }
}
