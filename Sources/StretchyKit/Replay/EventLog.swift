import ScrollCore

/// `events.csv`'s rows as values: the scroll view's callbacks in the order UIKit would send them
/// (`didScroll`, sent every frame, is left out), with the session events (taps, refresh) that
/// matter to review. Nothing is formatted when an event happens: a callback costs no string in the
/// frame that sends it; `StretchyFiles` writes the file. Units as UIKit's: `willEndDragging`'s
/// `velocity` is in points per millisecond (`trace.csv`'s `velocity_y` is in points per second).
public struct EventLog: Sendable {
    /// One row: a callback at its time (seconds), or a session event at its time (ms).
    public enum Entry: Equatable, Sendable {
        case callback(TimedCallback)
        case session(timeMs: Double, SessionEvent)

        public var timeMs: Double {
            switch self {
            case let .callback(callback): Instant(seconds: callback.time).milliseconds
            case let .session(timeMs, _): timeMs
            }
        }

        /// The row's `event` column: UIKit's method name, or the session event's.
        public var name: String {
            switch self {
            case let .callback(callback): callback.callback.name
            case let .session(_, event): event.name
            }
        }

        /// The row's `detail` column (`;` between fields, `=` for values, never a comma).
        public var detail: String {
            switch self {
            case let .callback(callback): EventLog.detail(of: callback.callback)
            case let .session(_, event): event.detail
            }
        }
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    public mutating func append(_ callback: TimedCallback) {
        if case .didScroll = callback.callback { return }
        entries.append(.callback(callback))
    }

    public mutating func append(_ event: SessionEvent, atMs timeMs: Double) {
        entries.append(.session(timeMs: timeMs, event))
    }

    /// The latest `willEndDragging` sent at or before `timeMs`: when (ms) and its velocity in
    /// points per second (annotations' "flick 2,700 pt/s").
    public func latestRelease(atOrBeforeMs timeMs: Double) -> (timeMs: Double, velocity: Double)? {
        for case let .callback(callback) in entries.reversed() where Instant(seconds: callback.time).milliseconds <= timeMs + 1e-9 {
            if case let .willEndDragging(velocity, _) = callback.callback {
                return (Instant(seconds: callback.time).milliseconds, velocity * 1000)
            }
        }
        return nil
    }

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
