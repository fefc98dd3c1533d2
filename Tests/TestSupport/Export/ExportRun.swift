import Synchronization
import Testing

/// `stretchy export-code` of one design file in one target, and the header's "Not exported" lines:
/// what the coverage tests read for every target.
public struct ExportRun: Sendable {
    public static let targets = ["uikit", "swiftui", "compose", "flutter"]
    public static let notExportedPrefix = "// Not exported: "

    public let target: String
    public let stdout: String
    public let stderr: String

    public init(target: String, stdout: String, stderr: String) {
        self.target = target
        self.stdout = stdout
        self.stderr = stderr
    }

    public var notExported: [String] { stdout.split(separator: "\n").filter { $0.hasPrefix(Self.notExportedPrefix) }.map(String.init) }

    /// The design exported in every target; each must succeed.
    public static func everyTarget(design: String) throws -> [ExportRun] {
        try targets.map { target in
            let run = try CLI.run(["export-code", "--design", design, "--target", target])
            try #require(run.status == 0, "\(target): \(run.stderr)")
            return ExportRun(target: target, stdout: run.stdout, stderr: run.stderr)
        }
    }

    /// A shipped design exported with no other option, run once per design and target for the
    /// whole test process: several suites read the same files (one process each cost ≈ 0.15 CPU-s).
    /// Two suites asking at once may both run it; the first answer is kept.
    public static func shipped(_ design: String, _ target: String) throws -> ExportRun {
        let key = design + "\n" + target
        if let run = shippedRuns.withLock({ $0[key] }) { return run }
        let outcome = try CLI.run(["export-code", "--design", design, "--target", target])
        try #require(outcome.status == 0, "\(design) \(target): \(outcome.stderr)")
        let run = ExportRun(target: target, stdout: outcome.stdout, stderr: outcome.stderr)
        return shippedRuns.withLock { runs in
            if let first = runs[key] { return first }
            runs[key] = run
            return run
        }
    }

    /// Every shipped design's name, as `stretchy designs` lists them.
    public static let shippedDesigns: [String] =
        (try? CLI.run(["designs"]).stdout.split(separator: "\n").map { String($0.split(separator: " ")[0]) }) ?? []

    private static let shippedRuns = Mutex<[String: ExportRun]>([:])

    /// `what` is either written (`shows` finds it in the code) or listed as not exported (a header
    /// line `listed` picks, repeated on stderr): never dropped silently.
    public func expectCovered(_ what: String, shows: ((String) -> Bool)?, listed: (String) -> Bool) {
        if let shows {
            #expect(shows(stdout), "\(target): \(what) is not written as expected")
            return
        }
        let line = notExported.first(where: listed)
        #expect(line != nil, "\(target): \(what) is neither exported nor listed as not exported")
        if let line {
            #expect(stderr.contains(String(line.dropFirst(Self.notExportedPrefix.count))), "\(target): \(what) is on stderr too")
        }
    }
}
