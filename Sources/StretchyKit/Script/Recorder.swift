import HeaderKit
import ScrollCore

/// What `R` records: every input action at its time on the session clock, rebased so the
/// recording's first input is at 0, with the preset, viewport, content and parameters at the start — a
/// `stretchy replay` script. The window resets the session to rest when recording starts, so the
/// replay (which starts at rest) sees the same state and draws the same trace.
public struct Recorder: Sendable {
    public let startMs: Double
    public private(set) var script: Script
    /// Every parameter at the start, written out in full.
    public let parameters: Parameters

    public init(startMs: Double, designName: String, viewport: Size, parameters: Parameters,
                rows: Int? = nil, imagePath: String? = nil, contentPath: String? = nil) {
        self.startMs = startMs
        self.parameters = parameters
        script = Script(designName: designName, viewport: viewport, rows: rows, imagePath: imagePath, contentPath: contentPath,
                        parameters: parameters.changedValues)
    }

    public var eventCount: Int { script.events.count }

    /// The device (nil: the viewport alone), appearance and chrome the take starts with.
    public mutating func describeScreen(device: String?, appearance: Appearance, showsChrome: Bool,
                                        system: SystemVersion = .current) {
        script.system = system
        script.device = device
        script.appearance = appearance
        script.showsChrome = showsChrome
    }

    /// Records `action` at `timeMs` (session clock); times never run backwards.
    public mutating func record(_ action: ScriptEvent.Action, atMs timeMs: Double) {
        let previous = script.events.last?.timeMs ?? 0
        script.events.append(ScriptEvent(timeMs: max(previous, timeMs - startMs), action: action))
    }

    /// The script, running until `endMs` (session clock) so the replay covers the whole take,
    /// starting at its first input (`trimmingLeadIn`: the idle time after R is not kept).
    public func finished(atMs endMs: Double) -> Script {
        var script = script
        script.durationMs = max(script.events.last?.timeMs ?? 0, endMs - startMs)
        return script.trimmingLeadIn()
    }

}
