import ScrollCore
import StretchyKit

extension EventLog {
    /// The callbacks logged, in order, with their times (seconds).
    var callbacks: [TimedCallback] {
        entries.compactMap { if case let .callback(callback) = $0 { callback } else { nil } }
    }

    /// The session events logged, in order.
    var sessionEvents: [SessionEvent] {
        entries.compactMap { if case let .session(_, event) = $0 { event } else { nil } }
    }

    /// Whether `callback` was logged, at any time.
    func contains(_ callback: ScrollCallback) -> Bool { callbacks.contains { $0.callback == callback } }
}
