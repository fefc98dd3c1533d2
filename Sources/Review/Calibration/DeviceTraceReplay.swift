import ScrollCore

/// A device trace's touches replayed on the model (`ScrollView`) with the trace's viewport, inset
/// and content height, starting at its first frame's offset, sampled at its frame times.
public struct DeviceTraceReplay: Sendable {
    public let trace: DeviceTrace
    /// Points the finger travels before the content follows, read from the trace (`slop`).
    public let touchSlop: Double

    public init(trace: DeviceTrace, fallbackTouchSlop: Double) {
        self.trace = trace
        self.touchSlop = Self.slop(of: trace) ?? fallbackTouchSlop
    }

    /// The model's `contentOffset.y` at every frame of the trace, with `configuration` (its
    /// `touchSlop` replaced by the trace's own). Between two touches of a drag the finger is where
    /// the line between them puts it at the frame's time (the touch and display clocks are not in
    /// step: a frame just before a touch would otherwise show the finger a whole touch interval
    /// late); that point is shown, not fed to the velocity tracker. Touches that land on frame
    /// times (as iOS delivers them, once a frame) are used as they are.
    public func offsets(configuration: ScrollConfiguration) -> [Double] {
        var configuration = configuration
        configuration.touchSlop = touchSlop
        let start = Instant(milliseconds: min(trace.frames.first?.t ?? 0, trace.touches.first?.t ?? .infinity)).seconds
        var view = ScrollView(axis: .vertical, configuration: configuration, boundsSize: trace.viewport,
                              contentSize: Size(width: trace.viewport.width, height: trace.contentHeight),
                              contentInset: EdgeInsets(top: trace.contentInsetTop), startTime: start)
        if let first = trace.frames.first, first.offset != view.state.contentOffset.y {
            view.setContentOffset(first.offset, animated: false, at: start)
        }
        var next = 0
        return trace.frames.map { frame in
            while next < trace.touches.count, trace.touches[next].t <= frame.t {
                view.handle(Self.event(trace.touches[next]))
                next += 1
            }
            view.advance(to: Instant(milliseconds: frame.t).seconds)
            _ = view.takeCallbacks()
            guard next > 0, next < trace.touches.count, let point = Self.finger(at: frame.t, after: trace.touches[next - 1],
                                                                                 before: trace.touches[next]) else {
                return view.state.contentOffset.y
            }
            var shown = view
            shown.handle(InputEvent(time: Instant(milliseconds: frame.t).seconds, kind: .pointerMove(point)))
            return shown.state.contentOffset.y
        }
    }

    /// The finger at `t` on the line from `previous` to `next`, when both are of one touch that is
    /// down between them and `t` falls strictly between.
    static func finger(at t: Double, after previous: DeviceTrace.Touch, before next: DeviceTrace.Touch) -> Point? {
        guard [.began, .moved].contains(previous.phase), [.moved, .ended].contains(next.phase),
              previous.t < t, t < next.t else { return nil }
        let s = (t - previous.t) / (next.t - previous.t)
        return Point(x: previous.x + (next.x - previous.x) * s, y: previous.y + (next.y - previous.y) * s)
    }

    static func event(_ touch: DeviceTrace.Touch) -> InputEvent {
        let point = Point(x: touch.x, y: touch.y), time = Instant(milliseconds: touch.t).seconds
        switch touch.phase {
        case .began: return InputEvent(time: time, kind: .pointerDown(point))
        case .moved: return InputEvent(time: time, kind: .pointerMove(point))
        case .ended: return InputEvent(time: time, kind: .pointerUp(point))
        case .cancelled: return InputEvent(time: time, kind: .pointerCancel)
        }
    }

    /// The scrollable range of `contentOffset.y` (no bottom inset: the recorder logs none).
    static func range(of trace: DeviceTrace) -> ClosedRange<Double> {
        let top = -trace.contentInsetTop
        return top...max(top, trace.contentHeight - trace.viewport.height)
    }

    /// The finger's travel less the content's, median over the frames of drags that stay inside
    /// the range (where the content follows the finger one to one); nil when there are none.
    /// UIKit's pan starts after a few points and the content does not jump, so this is the slop.
    /// The finger at a frame is placed as `offsets` places it; a drag starts from the offset of
    /// the last frame before its touch began.
    static func slop(of trace: DeviceTrace) -> Double? {
        let range = range(of: trace)
        var samples: [Double] = []
        var down: (y: Double, offset: Double, inside: Bool)?, next = 0
        var previousOffset = trace.frames.first?.offset ?? 0
        for frame in trace.frames {
            while next < trace.touches.count, trace.touches[next].t <= frame.t {
                let touch = trace.touches[next]
                switch touch.phase {
                case .began: down = (touch.y, previousOffset, true)
                case .moved: break
                case .ended, .cancelled: down = nil
                }
                next += 1
            }
            previousOffset = frame.offset
            guard var press = down, next > 0 else { continue }
            press.inside = press.inside && range.contains(frame.offset)
            down = press
            let last = trace.touches[next - 1]
            let finger = next < trace.touches.count
                ? finger(at: frame.t, after: last, before: trace.touches[next])?.y ?? last.y : last.y
            let travel = abs(finger - press.y), moved = abs(frame.offset - press.offset)
            if press.inside, moved > 0.5 { samples.append(max(0, travel - moved)) }
        }
        guard !samples.isEmpty else { return nil }
        // To a hundredth of a point: touch coordinates carry no more, and rounding noise goes.
        return (samples.sorted()[samples.count / 2] * 100).rounded() / 100
    }
}
