import Foundation

/// The running executable's path with symbolic links resolved: `/proc/self/exe` on Linux; on
/// macOS Foundation's `Bundle.main.executablePath` (from `_NSGetExecutablePath`; that branch is
/// written, not compiled here). Falls back to argv[0].
enum ExecutablePath {
    static func current() -> String? {
        #if os(Linux)
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return resolved }
        #else
        if let path = Bundle.main.executablePath { return URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        #endif
        return CommandLine.arguments.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
    }
}
