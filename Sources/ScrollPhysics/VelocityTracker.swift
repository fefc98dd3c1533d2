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
    /// The newest samples in a fixed ring (allocated once): tracking a drag allocates nothing.
    private var ring: [Sample] = []
    private var newest = -1
    private var count = 0
    private var lastMovementTime: Double?
    /// Samples kept at most; a fit needs only the last `window` of them.
    static let capacity = 256

    public init(window: Double = 0.1, stillnessInterval: Double = 0.1) {
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
    }

    public mutating func addSample(time: Double, position: Double) {
        guard time.isFinite, position.isFinite else { return }
        if ring.isEmpty { ring = Array(repeating: Sample(time: 0, position: 0), count: Self.capacity) }
        let latest = count > 0 ? sample(back: 0) : nil
        let t = max(time, latest?.time ?? time)
        if let latest, latest.position != position { lastMovementTime = t }
        if latest == nil { lastMovementTime = t }
        newest = (newest + 1) % Self.capacity
        ring[newest] = Sample(time: t, position: position)
        count = min(count + 1, Self.capacity)
    }

    /// The fitted velocity at `time` (normally the release), always finite.
    public func velocity(at time: Double) -> Double {
        guard count > 0 else { return 0 }
        let last = sample(back: 0)
        let now = time.isFinite ? max(time, last.time) : last.time
        if let moved = lastMovementTime, now - moved >= stillnessInterval { return 0 }
        // The samples inside the window are the newest `recent` ones (times never decrease).
        var recent = 0
        while recent < count, now - sample(back: recent).time <= window + 1e-9 { recent += 1 }
        guard recent >= 2 else { return 0 }
        let n = Double(recent)
        // Centre the times on the latest for precision.
        var sumT = 0.0, sumX = 0.0
        for back in 0..<recent {
            let s = sample(back: back)
            sumT += s.time - now
            sumX += s.position
        }
        let meanT = sumT / n, meanX = sumX / n
        var stt = 0.0, stx = 0.0
        for back in 0..<recent {
            let s = sample(back: back)
            let dt = s.time - now - meanT
            stt += dt * dt
            stx += dt * (s.position - meanX)
        }
        guard stt > 1e-12 else { return 0 }
        let slope = stx / stt
        return slope.isFinite ? slope : 0
    }
}
