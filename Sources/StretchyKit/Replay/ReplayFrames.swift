import Foundation
import HeaderKit
import ScrollCore

/// The replay's frame loop (traces, `--frames`, videos): frames at t = k·1000/fps ms, and before
/// each frame every script event up to its time applied at its own time (so the trace does not
/// depend on the frame rate). What a frame and a screenshot write is the caller's.
public struct ReplayFrames {
    public let script: Script
    public let intervalMs: Double
    public let count: Int
    /// A video's slowed stretch: frames 1000/fps ms apart in the video's time, shown at the
    /// replay's times `SlowMotion.replayTime` gives (nil: the same times).
    public let slow: SlowMotion?

    public init(script: Script, framesPerSecond: Double, slow: SlowMotion? = nil) {
        self.script = script
        self.slow = slow
        intervalMs = 1000 / framesPerSecond
        let endMs = slow?.videoDuration(ofReplayMs: script.endTimeMs) ?? script.endTimeMs
        count = Int((endMs / intervalMs + 1e-9).rounded(.down)) + 1
    }

    /// The replay time of frame `index`.
    public func frameTime(_ index: Int) -> Double {
        let videoMs = Double(index) * intervalMs
        return slow?.replayTime(atVideoMs: videoMs) ?? videoMs
    }

    /// Runs the script over `subject`'s phones. `screenshot` gets each `screenshot` event, with the
    /// phones advanced to its time; `frame` gets each frame's index, with the phones at the frame's time.
    public func run(_ subject: inout SessionGroup, progress: (Int, Int) -> Void,
             screenshot: (inout SessionGroup, String) throws(StretchyError) -> Void,
             frame: (inout SessionGroup, Int) throws(StretchyError) -> Void) throws(StretchyError) {
        var nextEvent = 0
        func applyEvents(through timeMs: Double) throws(StretchyError) {
            while nextEvent < script.events.count, script.events[nextEvent].timeMs <= timeMs + 1e-9 {
                let event = script.events[nextEvent]
                nextEvent += 1
                if case let .screenshot(name) = event.action {
                    subject.advance(toMs: event.timeMs)
                    try screenshot(&subject, name)
                } else {
                    _ = subject.apply(event.action, atMs: event.timeMs)
                }
            }
        }
        for index in 0..<count {
            let frameTime = frameTime(index)
            try applyEvents(through: frameTime)
            subject.advance(toMs: frameTime)
            try frame(&subject, index)
            progress(index + 1, count)
        }
        // Events after the last frame but within the script: a screenshot taken as a recording
        // stopped is recorded at the picture's time, which can end the script between two frames.
        try applyEvents(through: script.endTimeMs)
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
