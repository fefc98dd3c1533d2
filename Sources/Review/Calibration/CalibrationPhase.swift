/// What the device was doing at a frame, for the error per phase: read from the trace alone (a
/// finger down or not, the offset inside the scrollable range or past it by more than
/// `edgeTolerance`).
public enum CalibrationPhase: String, Sendable, CaseIterable {
    /// Before the first touch.
    case idle
    /// A finger down, the offset inside the range.
    case dragging
    /// A finger down, the offset past an edge.
    case rubberBand = "rubber band"
    /// No finger, inside the range (a coast, or at rest after one).
    case deceleration
    /// No finger, past an edge.
    case bounce

    /// Points past an edge that still count as at the edge: a recorded offset at rest on the edge
    /// may jitter (a noisy trace), and a band of phases flickering there says nothing.
    public static let edgeTolerance = 1.0

    /// The phase of every frame of `trace`.
    public static func phases(of trace: DeviceTrace) -> [CalibrationPhase] {
        let range = DeviceTraceReplay.range(of: trace)
        var next = 0, down = false, touched = false
        return trace.frames.map { frame in
            while next < trace.touches.count, trace.touches[next].t <= frame.t {
                down = [.began, .moved].contains(trace.touches[next].phase)
                touched = true
                next += 1
            }
            let inside = frame.offset >= range.lowerBound - edgeTolerance && frame.offset <= range.upperBound + edgeTolerance
            if !touched { return .idle }
            if down { return inside ? .dragging : .rubberBand }
            return inside ? .deceleration : .bounce
        }
    }
}
