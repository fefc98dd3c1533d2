import Foundation
import Testing
import TestSupport

/// Runs the built `stretchy` binary (`Repository.stretchyBinary`) as a subprocess, headless.
enum CLI {
    static let repositoryRoot = Repository.root
    static let binary = Repository.stretchyBinary

    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
        /// True when the process died of a signal (a crash), not an exit.
        var crashed: Bool
        var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
    }

    /// `environment`: variables set (or, with "", emptied) for this run only.
    static func run(_ arguments: [String], environment overrides: [String: String] = [:]) throws -> Outcome {
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment["SDL_AUDIODRIVER"] = "dummy"
        environment.removeValue(forKey: "DISPLAY")
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        environment.merge(overrides) { _, new in new }
        let done = try RunningProcess.run(binary, arguments, environment: environment)
        return Outcome(status: done.status, stdout: done.stdout, stderr: done.stderr, crashed: done.crashed)
    }
}

/// The test targets' one temporary folder (TestSupport), by its name in this target's many files.
typealias TemporaryFolder = TestSupport.TemporaryFolder
