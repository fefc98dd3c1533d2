import ScrollCore

/// `events.csv`: the scroll view's callbacks in the order UIKit would send them (`didScroll`,
/// sent every frame, is left out), with the session events (taps, refresh) that matter to review.
public struct EventLog: Sendable {
    public private(set) var lines: [String] = ["t_ms,event,detail"]

    public init() {}

    public mutating func append(_ callback: TimedCallback) {
        if case .didScroll = callback.callback { return }
        append(timeMs: callback.time * 1000, event: callback.callback.name, detail: Self.detail(of: callback.callback))
    }

    public mutating func append(timeMs: Double, event: String, detail: String) {
        lines.append("\(FrameRecord.number(timeMs)),\(event),\(detail)")
    }

    public var csv: String { lines.joined(separator: "\n") + "\n" }

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
