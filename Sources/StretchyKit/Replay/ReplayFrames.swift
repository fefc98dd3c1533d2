import Foundation
import HeaderKit
import ScrollCore

/// What a replay drives: one `Session`, or a `SessionPair` that takes each input on both sides.
public protocol ScriptDriven {
    mutating func advance(toMs time: Double)
    mutating func apply(_ action: ScriptEvent.Action, atMs time: Double) -> [SessionEffect]
}

extension Session: ScriptDriven {}
extension SessionPair: ScriptDriven {}

/// The frame loop both replays share: frames at t = k·1000/fps ms, and before each frame every
/// script event up to its time applied at its own time (so the trace does not depend on the frame
/// rate). What a frame and a screenshot write is the caller's (one session or a pair).
public struct ReplayFrames {
    public let script: Script
    public let intervalMs: Double
    public let count: Int

    public init(script: Script, framesPerSecond: Double) {
        self.script = script
        intervalMs = 1000 / framesPerSecond
        count = Int((script.endTimeMs / intervalMs + 1e-9).rounded(.down)) + 1
    }

    /// Runs the script over `subject`. `screenshot` gets each `screenshot` event, with the subject
    /// advanced to its time; `frame` gets each frame's index, with the subject at the frame's time.
    public func run<Subject: ScriptDriven>(_ subject: inout Subject, progress: (Int, Int) -> Void,
                                    screenshot: (inout Subject, String) throws(StretchyError) -> Void,
                                    frame: (inout Subject, Int) throws(StretchyError) -> Void) throws(StretchyError) {
        var nextEvent = 0
        for index in 0..<count {
            let frameTime = Double(index) * intervalMs
            while nextEvent < script.events.count, script.events[nextEvent].timeMs <= frameTime + 1e-9 {
                let event = script.events[nextEvent]
                nextEvent += 1
                if case let .screenshot(name) = event.action {
                    subject.advance(toMs: event.timeMs)
                    try screenshot(&subject, name)
                } else {
                    _ = subject.apply(event.action, atMs: event.timeMs)
                }
            }
            subject.advance(toMs: frameTime)
            try frame(&subject, index)
            progress(index + 1, count)
        }
    }

    /// `--frames`' file for frame `index` (from 0): `frames/frame-000001.png` for the first.
    public static func imageName(ofFrame index: Int) -> String {
        let text = String(index + 1)
        return "frames/frame-" + String(repeating: "0", count: max(0, 6 - text.count)) + text + ".png"
    }

    /// `name` inside the output folder.
    public static func path(_ name: String, in folder: String) -> String {
        URL(fileURLWithPath: folder).appendingPathComponent(name).path
    }
}
