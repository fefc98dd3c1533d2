import ScrollCore

/// `--slow FROM-TO×N`: the stretch of the replay from FROM to TO seconds played N times slower in
/// a video. The frames inside it are rendered at replay times 1/N of a frame apart (the session
/// really is sampled more finely, no frame is repeated), so the video is (TO − FROM)·(N − 1)
/// seconds longer.
public struct SlowMotion: Equatable, Sendable {
    public let fromMs: Double
    public let toMs: Double
    public let factor: Double

    /// A factor past this would render minutes of frames for a second of replay.
    public static let maximumFactor = 64.0
    static let example = "e.g. --slow 1.2-2.0x4 (seconds 1.2 to 2.0, four times slower)"

    public init(fromMs: Double, toMs: Double, factor: Double) {
        self.fromMs = fromMs; self.toMs = toMs; self.factor = factor
    }

    /// Parses "FROM-TO×N" or "FROM-TOxN" (seconds, N a number above 1).
    public init(argument: String) throws(StretchyError) {
        func fail(_ problem: String) -> StretchyError { .badInput("--slow \(argument): \(problem); \(Self.example)") }
        let parts = argument.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" }).map(String.init)
        guard parts.count == 2 else { throw fail("expected FROM-TO×N (or FROM-TOxN)") }
        let range = parts[0].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard range.count == 2, let from = Double(range[0]), let to = Double(range[1]), from.isFinite, to.isFinite else {
            throw fail("'\(parts[0])' is not FROM-TO, two times in seconds")
        }
        guard let factor = Double(parts[1]), factor.isFinite else { throw fail("'\(parts[1])' is not a number") }
        guard from >= 0 else { throw fail("FROM must be 0 or more") }
        guard to > from else { throw fail("TO must be after FROM") }
        guard factor > 1, factor <= Self.maximumFactor else {
            throw fail("N must be more than 1 and at most \(ParameterSpec.format(Self.maximumFactor))")
        }
        self.init(fromMs: from * 1000, toMs: to * 1000, factor: factor)
    }

    /// "×4 slow", the mark on the frames inside the stretch.
    public var label: String { "×\(ParameterSpec.format(factor)) slow" }

    /// The stretch is refused when it starts at or after the replay's end (no frame would slow).
    public func check(replayEndMs: Double) throws(StretchyError) {
        guard fromMs < replayEndMs else {
            throw .badInput("--slow starts at \(ParameterSpec.format(fromMs / 1000)) s, at or after the replay's end "
                + "(\(ParameterSpec.format(replayEndMs / 1000)) s); \(Self.example)")
        }
    }

    /// How long the video of a replay `replayMs` long runs.
    public func videoDuration(ofReplayMs replayMs: Double) -> Double {
        replayMs + max(0, min(toMs, replayMs) - fromMs) * (factor - 1)
    }

    /// The replay time a video frame at `videoMs` shows.
    public func replayTime(atVideoMs videoMs: Double) -> Double {
        if videoMs <= fromMs { return videoMs }
        let slowEnd = fromMs + (toMs - fromMs) * factor
        if videoMs < slowEnd { return fromMs + (videoMs - fromMs) / factor }
        return videoMs - (toMs - fromMs) * (factor - 1)
    }

    /// Whether the replay time `replayMs` is inside the slowed stretch.
    public func contains(replayMs: Double) -> Bool { replayMs >= fromMs - 1e-9 && replayMs < toMs - 1e-9 }
}
