/// Estimates a pointer's velocity (points/s) at release from its recent samples, the way Android's
/// `VelocityTracker` does: a least-squares fit over a short window of the samples' own timestamps.
///
/// A straight line is fitted (position against time) rather than a quadratic: SDL stamps events
/// in pairs with one millisecond (`607, 607, 623, 623…`), and a line through bunched stamps stays
/// steady where a parabola swings. Out-of-order stamps are treated as arriving at the latest
/// time seen; a pointer held still for `stillnessInterval` before release has velocity 0.
public struct VelocityTracker: Sendable, Equatable {
    public struct Sample: Sendable, Equatable {
        public var time: Double
        public var position: Double
    }

    /// Seconds of history the fit uses (`velocityWindowMs` / 1000).
    public var window: Double
    /// Seconds without movement after which the release velocity is 0.
    public var stillnessInterval: Double
    public private(set) var samples: [Sample] = []
    private var lastMovementTime: Double?

    public init(window: Double = 0.1, stillnessInterval: Double = 0.1) {
        self.window = window.isFinite ? max(window, 0.001) : 0.1
        self.stillnessInterval = stillnessInterval
    }

    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
        lastMovementTime = nil
    }

    public mutating func addSample(time: Double, position: Double) {
        guard time.isFinite, position.isFinite else { return }
        let latest = samples.last
        let t = max(time, latest?.time ?? time)
        if let latest, latest.position != position { lastMovementTime = t }
        if latest == nil { lastMovementTime = t }
        samples.append(Sample(time: t, position: position))
        // Keep what a fit may still need, and never more than a bounded number of samples.
        let horizon = t - max(window, stillnessInterval) - 0.001
        if let firstKept = samples.firstIndex(where: { $0.time >= horizon }), firstKept > 0 {
            samples.removeFirst(firstKept)
        }
        if samples.count > 256 { samples.removeFirst(samples.count - 256) }
    }

    /// The fitted velocity at `time` (normally the release), always finite.
    public func velocity(at time: Double) -> Double {
        guard let last = samples.last else { return 0 }
        let now = time.isFinite ? max(time, last.time) : last.time
        if let moved = lastMovementTime, now - moved >= stillnessInterval { return 0 }
        let recent = samples.filter { now - $0.time <= window + 1e-9 }
        guard recent.count >= 2 else { return 0 }
        let n = Double(recent.count)
        // Centre the times on the latest for precision.
        let meanT = recent.reduce(0) { $0 + ($1.time - now) } / n
        let meanX = recent.reduce(0) { $0 + $1.position } / n
        var stt = 0.0, stx = 0.0
        for sample in recent {
            let dt = sample.time - now - meanT
            stt += dt * dt
            stx += dt * (sample.position - meanX)
        }
        guard stt > 1e-12 else { return 0 }
        let slope = stx / stt
        return slope.isFinite ? slope : 0
    }
}
