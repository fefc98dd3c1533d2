import Foundation
import HeaderKit
import ScrollCore

/// Runs a script on a virtual clock: frames at t = k·1000/fps ms, every input applied at its own
/// time (so the trace does not depend on the frame rate), and writes `trace.csv`, `events.csv`
/// and a PNG + JSON sidecar for each `screenshot` event.
public struct ReplayRunner {
    public struct Options: Sendable {
        public var framesPerSecond: Double = 60
        /// Also write every frame as `frames/frame-000001.png`.
        public var writesEveryFrame = false
        public var pixelsPerPoint: Double = 1
        public init() {}
    }

    public struct Shot: Sendable {
        public var name: String
        /// The PNG's path.
        public var path: String
        public var record: FrameRecord
    }

    public struct Result: Sendable {
        public var frameCount: Int
        public var screenshots: [Shot]
        public var records: [FrameRecord]
        public var traceCSV: String
        public var eventsCSV: String
    }

    public static let maximumFramesPerSecond = 1000.0

    var session: Session
    let script: Script
    let outputFolder: String
    let options: Options

    /// The parameters at the end of the run (keys in the script may have changed them).
    public var parameters: Parameters { session.parameters }

    public init(session: Session, script: Script, outputFolder: String, options: Options) {
        self.session = session
        self.script = script
        self.outputFolder = outputFolder
        self.options = options
    }

    public mutating func run(capturing capturer: inout some FrameCapturing,
                             progress: (Int, Int) -> Void = { _, _ in }) throws(StretchyError) -> Result {
        try FileBytes.prepareDirectory(outputFolder)
        let frameInterval = 1000 / options.framesPerSecond
        let frameCount = Int((script.endTimeMs / frameInterval + 1e-9).rounded(.down)) + 1
        if options.writesEveryFrame { try FileBytes.prepareDirectory(path("frames")) }

        var trace = FrameRecord.csvHeader + "\n"
        var records: [FrameRecord] = []
        records.reserveCapacity(frameCount)
        var screenshots: [Shot] = []
        var scene = Scene(size: script.viewport)
        var nextEvent = 0

        for frame in 0..<frameCount {
            let frameTime = Double(frame) * frameInterval
            while nextEvent < script.events.count, script.events[nextEvent].timeMs <= frameTime + 1e-9 {
                let event = script.events[nextEvent]
                nextEvent += 1
                if case let .screenshot(name) = event.action {
                    session.advance(toMs: event.timeMs)
                    try screenshot(name: name, scene: &scene, capturer: &capturer)
                    screenshots.append(Shot(name: name, path: path("\(name).png"), record: session.record()))
                } else {
                    _ = session.apply(event.action, atMs: event.timeMs)
                }
            }
            session.advance(toMs: frameTime)
            let record = session.record()
            records.append(record)
            trace += record.csvLine + "\n"
            if options.writesEveryFrame {
                session.compose(into: &scene)
                try capturer.capture(scene, to: path("frames/frame-\(Self.padded(frame + 1)).png"))
            }
            progress(frame + 1, frameCount)
        }
        try FileBytes.writeAtomically(Array(trace.utf8), to: path("trace.csv"))
        let events = session.eventLog.csv
        try FileBytes.writeAtomically(Array(events.utf8), to: path("events.csv"))
        if screenshots.isEmpty {
            // The contact sheet always has something to show: the last frame.
            try screenshot(name: "final-frame", scene: &scene, capturer: &capturer)
            screenshots.append(Shot(name: "final-frame", path: path("final-frame.png"), record: session.record()))
        }
        return Result(frameCount: frameCount, screenshots: screenshots, records: records, traceCSV: trace, eventsCSV: events)
    }

    private mutating func screenshot(name: String, scene: inout Scene, capturer: inout some FrameCapturing) throws(StretchyError) {
        session.compose(into: &scene)
        try capturer.capture(scene, to: path("\(name).png"))
        let sidecar = Sidecar.json(preset: session.presetName, viewport: session.viewport,
                                   pixelsPerPoint: options.pixelsPerPoint, parameters: session.parameters,
                                   record: session.record(), name: name)
        try FileBytes.writeAtomically(Array(JSONWriter.string(sidecar).utf8), to: path("\(name).json"))
    }

    private func path(_ name: String) -> String {
        URL(fileURLWithPath: outputFolder).appendingPathComponent(name).path
    }

    static func padded(_ number: Int) -> String {
        let text = String(number)
        return String(repeating: "0", count: max(0, 6 - text.count)) + text
    }
}
