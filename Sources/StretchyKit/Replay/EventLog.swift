import ScrollCore

/// `events.csv`: the scroll view's callbacks in the order UIKit would send them (`didScroll`,
/// sent every frame, is left out), with the session events (taps, refresh) that matter to review.
/// Entries are kept as values and written out only for `csv`: a callback costs no string
/// formatting in the frame that sends it. Units as UIKit's: `willEndDragging`'s `velocity` is in
/// points per millisecond (`trace.csv`'s `velocity_y` is in points per second).
public struct EventLog: Sendable {
    private enum Entry: Sendable {
        case callback(TimedCallback)
        case session(timeMs: Double, event: String, detail: String)
    }

    private var entries: [Entry] = []

    public init() {}

    public mutating func append(_ callback: TimedCallback) {
        if case .didScroll = callback.callback { return }
        entries.append(.callback(callback))
    }

    public mutating func append(timeMs: Double, event: String, detail: String) {
        entries.append(.session(timeMs: timeMs, event: event, detail: detail))
    }

    /// The latest `willEndDragging` sent at or before `timeMs`: when (ms) and its velocity in
    /// points per second (annotations' "flick 2,700 pt/s").
    public func latestRelease(atOrBeforeMs timeMs: Double) -> (timeMs: Double, velocity: Double)? {
        for case let .callback(callback) in entries.reversed() where callback.time * 1000 <= timeMs + 1e-9 {
            if case let .willEndDragging(velocity, _) = callback.callback { return (callback.time * 1000, velocity * 1000) }
        }
        return nil
    }

    public var csv: String {
        var text = "t_ms,event,detail\n"
        for entry in entries {
            switch entry {
            case let .callback(callback):
                text += "\(FrameRecord.number(callback.time * 1000)),\(callback.callback.name),\(Self.detail(of: callback.callback))\n"
            case let .session(timeMs, event, detail):
                text += "\(FrameRecord.number(timeMs)),\(event),\(detail)\n"
            }
        }
        return text
    }

    /// Details use `;` between fields and `=` for values, never a comma (the CSV separator).
    static func detail(of callback: ScrollCallback) -> String {
        switch callback {
        case let .willEndDragging(velocity, target):
            "velocity=\(FrameRecord.number(velocity));targetContentOffset=\(FrameRecord.number(target))"
        case let .didEndDragging(willDecelerate): "willDecelerate=\(willDecelerate)"
        case let .didZoom(scale), let .didEndZooming(scale): "scale=\(FrameRecord.number(scale))"
        case let .tap(point): "x=\(FrameRecord.number(point.x));y=\(FrameRecord.number(point.y))"
        default: ""
        }
    }
}
