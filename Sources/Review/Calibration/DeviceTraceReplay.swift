import ScrollCore

/// A device trace's touches replayed on the model (`ScrollView`) with the trace's viewport, inset
/// and content height, starting at its first frame's offset, sampled at its frame times, every
/// touch `latency` ms later than its time stamp (`TouchAlignment`); with `releasesAtFrames`, what
/// a release starts (a coast, a spring) shows from the first frame at or after the release's own
/// time stamp when that is later still.
///
/// Why the second rule: a phone applies touches once a frame. Where touches come faster than
/// frames (120 Hz touches on a 60 Hz display), a frame shows the last touch before it, so the
/// drag lags by the same few ms at every frame, but a release that falls just after a frame acts
/// only at the next one, a touch interval later than the drag's lag says. One latency cannot hold
/// both; `Calibration.fit` tries the rule and keeps it when it fits better.
public struct DeviceTraceReplay: Sendable {
    /// The trace with its touches delayed by the latency.
    public let trace: DeviceTrace
    /// Points the finger travels before the content follows (`TouchAlignment.slop`).
    public let touchSlop: Double
    /// ms.
    public let latency: Double
    public var releasesAtFrames = false

    public init(trace: DeviceTrace, touchSlop: Double, latency: Double) {
        var delayed = trace
        delayed.touches = trace.touches.map { touch in
            var touch = touch
            touch.t += latency
            return touch
        }
        self.trace = delayed
        self.touchSlop = touchSlop
        self.latency = latency
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
        // ms the model is sampled behind the frames after a release shown late (`releasesAtFrames`), and from when.
        var lag = 0.0, lagFrom = -Double.infinity
        return trace.frames.map { frame in
            while next < trace.touches.count, trace.touches[next].t <= frame.t {
                let touch = trace.touches[next]
                view.handle(Self.event(touch))
                lag = 0
                if releasesAtFrames, [.ended, .cancelled].contains(touch.phase) {
                    let stamped = touch.t - latency
                    let shownAt = trace.frames.first { $0.t >= stamped }?.t ?? stamped
                    lag = max(0, shownAt - touch.t)
                    lagFrom = touch.t
                }
                next += 1
            }
            view.advance(to: Instant(milliseconds: max(lagFrom, frame.t - lag)).seconds)
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
}
