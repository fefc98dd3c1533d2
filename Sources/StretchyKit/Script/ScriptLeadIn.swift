/// A take's idle lead-in: the time between pressing R and the first input, which a reviewer
/// watches as a still picture. Trimmed, every event moves earlier by that much, so the first
/// input is at 0; what came before it (a resize, a parameter set, a hover) is kept, at 0, in its
/// order, so the state the first input meets is the same.
extension Script {
    /// When the first input acts on the phone (a press, the wheel, a pinch, a key); nil without one.
    /// A pointer move before any press is a hover, not an input.
    public var firstInputMs: Double? {
        events.first { event in
            switch event.action {
            case .down, .up, .cancel, .wheel, .zoom, .key: true
            case .move, .resize, .screenshot, .set: false
            }
        }?.timeMs
    }

    /// The script with its idle lead-in removed (itself when it has none).
    public func trimmingLeadIn() -> Script {
        guard let lead = firstInputMs, lead > 0 else { return self }
        var trimmed = self
        trimmed.events = events.map { ScriptEvent(timeMs: max(0, $0.timeMs - lead), action: $0.action) }
        trimmed.durationMs = durationMs.map { max(trimmed.events.last?.timeMs ?? 0, $0 - lead) }
        return trimmed
    }
}
