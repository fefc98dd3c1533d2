import Foundation

/// `stretchy export-code --check FILE…`, as a user runs it: how every code-export test type-checks
/// exported Swift against the stand-in UIKit/SwiftUI (in Resources/export-check) and parses
/// Kotlin and Dart. The stand-ins it builds are kept in a cache folder of this test process
/// (`XDG_CACHE_HOME`), removed when the process exits: nothing is left in the user's cache.
public enum ExportCheck {
    private static let cache: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stretchy-check-cache-\(UUID().uuidString)").path
        atexit { try? FileManager.default.removeItem(atPath: ExportCheck.cache) }
        return path
    }()

    /// For `CLI.run(…, environment:)`: the check's cache in this process's folder.
    public static var cacheEnvironment: [String: String] { ["XDG_CACHE_HOME": cache] }

    static var arguments: (binary: String, environment: [String: String]) {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache
        return (CLI.binary, environment)
    }

    /// Starts the check of `files` (`templates`: also refuse string templates the export did not
    /// write); the returned function waits for it and gives its status and output.
    public static func start(_ files: [String], templates: Bool = false) -> () -> (status: Int32, output: String) {
        let process: RunningProcess
        do {
            process = try RunningProcess(arguments.binary, ["export-code", "--check"] + files + (templates ? ["--check-templates"] : []),
                                         environment: arguments.environment)
        } catch { return { (-1, "\(error)") } }
        return {
            if !process.waitForExit(timeout: 600) { process.stop() }
            return (process.status, process.stdout + process.stderr)
        }
    }

    /// Checks `files` and waits for the verdict.
    public static func run(_ files: [String], templates: Bool = false) -> (status: Int32, output: String) { start(files, templates: templates)() }
}
