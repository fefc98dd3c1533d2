#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX calls whose names a method of the caller shadows (`FFmpeg.write`, `FFmpeg.kill`),
/// reached through their C library's module: Glibc on Linux, Darwin on macOS (not compiled there).
enum SystemCalls {
    /// write(2); async-signal-safe (the interrupt handler calls it).
    @inline(__always)
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }

    /// kill(2).
    static func kill(_ pid: Int32, _ signal: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.kill(pid, signal)
        #else
        Darwin.kill(pid, signal)
        #endif
    }
}
