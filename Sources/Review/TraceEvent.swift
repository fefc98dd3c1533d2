/// One row of `events.csv` as the review draws it: a scroll callback or a session event at a
/// moment of the replay (`EventLog.traceEvents` makes them from the run's typed log).
public struct TraceEvent: Equatable, Sendable {
    public var timeMs: Double
    /// e.g. `willBeginDragging`, `didEndDecelerating`, `tap`, `didSwitchTab`.
    public var name: String
    public var detail: String
    public init(timeMs: Double, name: String, detail: String = "") {
        self.timeMs = timeMs; self.name = name; self.detail = detail
    }
}
