/// Estimates a pointer's velocity (points/s) at release from its latest samples, the way Flutter's
/// `IOSScrollViewFlingVelocityTracker` approximates a UIScrollView's release velocity: a weighted
/// mean of the last three sample-to-sample velocities (weights in `pairWeights`), not a fit over a
/// long window, so the estimate follows what the finger did in its last few frames.
///
/// Samples with the same stamp (SDL stamps events in pairs within one millisecond: `607, 607,
/// 623, 623…`) count as one, the latest position; samples closer than `minimumPairInterval` are
/// merged the same way. Out-of-order stamps count as arriving at the latest time seen. A pointer
/// that has not moved for `stillnessInterval` has velocity 0, and motion before such a pause
/// does not count. A gap between two samples is such a pause when it is at least
/// `stillnessInterval` long and more than twice the pointer's own shortest sample interval: input
/// sampled every 50 ms (under 25 Hz) moves in 50 ms steps, which are not pauses.
public struct VelocityTracker: Sendable, Equatable {
    public struct Sample: Sendable, Equatable {
        public var time: Double
        public var position: Double
    }

    /// Weights of the newest, the previous and the one before sample-pair velocities. Flutter's
    /// `IOSScrollViewFlingVelocityTracker.getVelocityEstimate` (0.05 / 0.35 / 0.6): the very last
    /// pair, disturbed by the finger lifting, counts least.
    public static let pairWeights = [0.05, 0.35, 0.6]
    /// Seconds without movement after which the finger counts as stopped: Flutter's
    /// `VelocityTracker._assumePointerMoveStoppedMilliseconds` (40 ms).
    public static let defaultStillnessInterval = 0.04
    /// Shortest span (s) of one sample pair: a 1000 Hz mouse's 1 ms steps are merged into ≥ 4 ms
    /// ones, so one pixel of jitter is not a 1000 pt/s swing. Touch screens sample at 60–240 Hz
    /// (≥ 4.2 ms apart), so their samples all count.
    public static let minimumPairInterval = 0.004

    /// Seconds of history the estimate may reach back (`velocityWindowMs` / 1000).
    public var window: Double
    /// Seconds without movement after which the release velocity is 0.
    public var stillnessInterval: Double
    /// The newest samples in a fixed ring (allocated once): tracking a drag allocates nothing.
    private var ring: [Sample] = []
    private var newest = -1
    private var count = 0
    private var lastMovementTime: Double?
    /// The shortest interval (s) between consecutive samples of this pointer, at least
    /// `minimumPairInterval`; nil before there is one.
    private var shortestInterval: Double?
    /// Samples kept at most.
    static let capacity = 256

    public init(window: Double = 0.1, stillnessInterval: Double = VelocityTracker.defaultStillnessInterval) {
        self.window = window.isFinite ? max(window, 0.001) : 0.1
        self.stillnessInterval = stillnessInterval
    }

    /// The kept samples, oldest first (for tests and debugging).
    public var samples: [Sample] { (0..<count).reversed().map { sample(back: $0) } }

    /// The sample `back` steps before the newest (0 is the newest).
    private func sample(back: Int) -> Sample {
        ring[(newest - back + Self.capacity) % Self.capacity]
    }

    public mutating func reset() {
        count = 0
        newest = -1
        lastMovementTime = nil
        shortestInterval = nil
    }

    public mutating func addSample(time: Double, position: Double) {
        guard time.isFinite, position.isFinite else { return }
        if ring.isEmpty { ring = Array(repeating: Sample(time: 0, position: 0), count: Self.capacity) }
        let latest = count > 0 ? sample(back: 0) : nil
        let t = max(time, latest?.time ?? time)
        if let latest, latest.position != position { lastMovementTime = t }
        if let latest, t - latest.time >= Self.minimumPairInterval - 1e-9 {
            shortestInterval = min(shortestInterval ?? .infinity, t - latest.time)
        }
        if latest == nil { lastMovementTime = t }
        newest = (newest + 1) % Self.capacity
        ring[newest] = Sample(time: t, position: position)
        count = min(count + 1, Self.capacity)
    }

    /// The estimated velocity at `time` (normally the release), always finite.
    public func velocity(at time: Double) -> Double {
        guard count > 0 else { return 0 }
        let last = sample(back: 0)
        let now = time.isFinite ? max(time, last.time) : last.time
        if let moved = lastMovementTime, now - moved >= stillnessInterval { return 0 }
        // Walk back from the newest sample, one pair at a time.
        var end = last
        var back = 0
        var weighted = 0.0, weights = 0.0
        for weight in Self.pairWeights {
            guard let start = pairStart(before: end, from: &back, now: now) else { break }
            weighted += weight * (end.position - start.position) / (end.time - start.time)
            weights += weight
            end = start
        }
        guard weights > 0 else { return 0 }
        let estimate = weighted / weights
        return estimate.isFinite ? estimate : 0
    }

    /// The newest sample at least `minimumPairInterval` older than `end` (searching from index
    /// `back` on), or nil when there is none within the window or the gap is a pause.
    private func pairStart(before end: Sample, from back: inout Int, now: Double) -> Sample? {
        while back + 1 < count {
            back += 1
            let candidate = sample(back: back)
            guard now - candidate.time <= window + 1e-9 else { return nil }
            guard end.time - candidate.time >= Self.minimumPairInterval - 1e-9 else { continue }
            let gap = end.time - candidate.time
            return gap < stillnessInterval || gap <= 2 * (shortestInterval ?? 0) ? candidate : nil
        }
        return nil
    }
}
