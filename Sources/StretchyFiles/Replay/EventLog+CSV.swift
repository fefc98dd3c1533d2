import StretchyKit

extension EventLog {
    /// `events.csv`: `t_ms,event,detail`, one row per entry, times rounded as the trace's.
    public var csv: String {
        var text = "t_ms,event,detail\n"
        for entry in entries {
            text += "\(FrameRecord.number(entry.timeMs)),\(entry.name),\(entry.detail)\n"
        }
        return text
    }
}
