import Foundation

/// Runs the built `stretchy` binary (`Repository.stretchyBinary`) as a subprocess, headless.
public enum CLI {
    public static let repositoryRoot = Repository.root
    public static let binary = Repository.stretchyBinary

    public struct Outcome {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// True when the process died of a signal (a crash), not an exit.
        public var crashed: Bool
        public var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
    }

    /// `environment`: variables set (or, with "", emptied) for this run only.
    public static func run(_ arguments: [String], environment overrides: [String: String] = [:]) throws -> Outcome {
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
