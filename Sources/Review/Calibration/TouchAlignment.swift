/// How a device trace's touches line up with its frames: the touch-to-frame latency (a frame at
/// `t` shows the finger where it was at `t − latency`) and the pan's slop (the points the finger
/// travels before the content follows), fitted together by least squares.
///
/// Why both at once: on a phone the alignment is not known in advance (touches arrive coalesced,
/// once a frame; the display link's `timestamp` is the previous vsync), and a slop read with the
/// wrong alignment absorbs the lag as points — a finger at 3,000 pt/s travels 25 pt in 8.3 ms.
///
/// The samples are the frames of drags that stay inside the scrollable range, after the content
/// started to follow: there the content moves one to one with the finger, so for each frame
/// `travel(t − latency) − moved = slop`. For a latency the best slop is the mean of the left side
/// and the error its variance; the latency minimising it is searched from 0 to 2 frames. It can
/// only be told from the slop when the finger's speed varies over the samples (at one speed `v`,
/// `latency·v + slop` is all a trace shows): when the whole range changes the fit by less than
/// `measurableSpread`, the latency is reported as not measured and taken as 0.
public struct TouchAlignment: Equatable, Sendable {
    /// ms; 0 when not measured.
    public var latency: Double
    /// pt.
    public var slop: Double
    /// Whether the drags' speeds told the latency from the slop.
    public var latencyMeasured: Bool
    /// Frames the fit used.
    public var samples: Int
    /// ms: the top of the range searched (`maximumFrames` of the trace's median frame interval).
    public var maximumLatency: Double

    public init(latency: Double, slop: Double, latencyMeasured: Bool, samples: Int, maximumLatency: Double) {
        self.latency = latency; self.slop = slop; self.latencyMeasured = latencyMeasured; self.samples = samples
        self.maximumLatency = maximumLatency
    }

    /// Frames the latency may lag behind its touches: touches a frame late and a timestamp a
    /// frame early are the most a phone shows (the 0–2 frames).
    public static let maximumFrames = 2.0
    /// pt RMS: a latency whose whole range changes the fit by less than this is not measurable
    /// (the offsets' own noise on a phone is a fraction of a point).
    public static let measurableSpread = 0.3
    /// The latency grid over 0…2 frames before the refinement: fine enough that the error has one
    /// minimum between two grid points.
    static let gridSteps = 80
    /// pt the content must have moved for a frame to count as following the finger: more than a
    /// recorder's noise (offsets land on pixels, a third of a point on a 3× screen).
    static let followed = 2.0

    struct Sample {
        var drag: Int
        var t: Double
        var moved: Double
        var downY: Double
    }

    /// The alignment of `trace`, or nil when it has no frame of a drag inside the range.
    public static func fit(_ trace: DeviceTrace) -> TouchAlignment? {
        let period = framePeriod(trace)
        let drags = Drag.drags(of: trace)
        let samples = Self.samples(trace, drags: drags, period: period)
        guard !samples.isEmpty else { return nil }
        func residuals(_ latency: Double) -> [Double] {
            samples.map { abs(drags[$0.drag].finger(at: $0.t - latency) - $0.downY) - $0.moved }
        }
        func error(_ latency: Double) -> Double {
            let r = residuals(latency)
            let mean = r.reduce(0, +) / Double(r.count)
            return r.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(r.count)
        }
        let upper = maximumFrames * period, step = upper / Double(gridSteps)
        let grid = (0...gridSteps).map { Double($0) * step }
        let errors = grid.map(error)
        let best = errors.indices.min { errors[$0] < errors[$1] }!
        let spread = errors.max()!.squareRoot() - errors[best].squareRoot()
        guard spread >= measurableSpread else {
            return TouchAlignment(latency: 0, slop: rounded(max(0, mean(residuals(0)))), latencyMeasured: false, samples: samples.count,
                                  maximumLatency: upper)
        }
        // Golden-section search between the grid points either side of the best.
        var a = max(0, grid[best] - step), b = min(upper, grid[best] + step)
        let g = (5.0.squareRoot() - 1) / 2
        var c = b - g * (b - a), d = a + g * (b - a)
        var ec = error(c), ed = error(d)
        for _ in 0..<40 {
            if ec < ed { b = d; d = c; ed = ec; c = b - g * (b - a); ec = error(c) } else { a = c; c = d; ec = ed; d = a + g * (b - a); ed = error(d) }
        }
        let latency = (a + b) / 2
        return TouchAlignment(latency: (latency * 100).rounded() / 100, slop: rounded(max(0, mean(residuals(latency)))),
                              latencyMeasured: true, samples: samples.count, maximumLatency: upper)
    }

    /// The frames of drags inside the range whose content has moved (more than `followed` from
    /// where the drag began), at least 2 frames after the touch began and not after it ended:
    /// the same frames for every latency tried. A drag's frames end at its first frame past the
    /// range by more than `CalibrationPhase.edgeTolerance` (a frame at rest on the edge may be
    /// noisy; one just past it is not sampled).
    static func samples(_ trace: DeviceTrace, drags: [Drag], period: Double) -> [Sample] {
        let range = DeviceTraceReplay.range(of: trace)
        var samples: [Sample] = []
        for (index, drag) in drags.enumerated() {
            // Where the content was when the touch began: the last frame at or before it.
            guard let before = trace.frames.lastIndex(where: { $0.t <= drag.touches[0].t }) else { continue }
            let downOffset = trace.frames[before].offset
            for frame in trace.frames[before...] where frame.t <= drag.end {
                let tolerance = CalibrationPhase.edgeTolerance
                guard frame.offset >= range.lowerBound - tolerance, frame.offset <= range.upperBound + tolerance else { break }
                let moved = abs(frame.offset - downOffset)
                if frame.t > drag.touches[0].t + maximumFrames * period, moved > followed, range.contains(frame.offset) {
                    samples.append(Sample(drag: index, t: frame.t, moved: moved, downY: drag.touches[0].y))
                }
            }
        }
        return samples
    }

    /// The median interval between frames, ms.
    static func framePeriod(_ trace: DeviceTrace) -> Double {
        let intervals = zip(trace.frames.dropFirst(), trace.frames).map { $0.t - $1.t }.sorted()
        return intervals.isEmpty ? 1000.0 / 60 : intervals[intervals.count / 2]
    }

    static func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(values.count) }
    /// To a hundredth of a point: touch coordinates carry no more.
    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// One touch from its `began` to its `ended` (or `cancelled`).
    struct Drag {
        var touches: [DeviceTrace.Touch]
        var end: Double { touches.last!.t }

        /// The finger's y at `t`: on the line between the touches around it, held before the first and after the last.
        func finger(at t: Double) -> Double {
            guard t > touches[0].t else { return touches[0].y }
            guard t < end else { return touches.last!.y }
            var low = 0, high = touches.count - 1
            while high - low > 1 {
                let mid = (low + high) / 2
                if touches[mid].t <= t { low = mid } else { high = mid }
            }
            let a = touches[low], b = touches[high]
            return b.t > a.t ? a.y + (b.y - a.y) * (t - a.t) / (b.t - a.t) : b.y
        }

        static func drags(of trace: DeviceTrace) -> [Drag] {
            var drags: [Drag] = [], current: [DeviceTrace.Touch] = []
            for touch in trace.touches {
                if touch.phase == .began { current = [] }
                current.append(touch)
                if [.ended, .cancelled].contains(touch.phase), current.first?.phase == .began {
                    drags.append(Drag(touches: current))
                    current = []
                }
            }
            return drags
        }
    }
}
