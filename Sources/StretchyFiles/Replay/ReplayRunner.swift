import Foundation
import HeaderKit
import ScrollCore
import StretchyKit

/// Runs a script on a virtual clock (`ReplayFrames`) over one session and writes `trace.csv`,
/// `events.csv` and a PNG + JSON sidecar for each `screenshot` event.
public struct ReplayRunner {
    public struct Options: Sendable {
        public var framesPerSecond: Double = 60
        /// Also write every frame as `frames/frame-000001.png`.
        public var writesEveryFrame = false
        public var pixelsPerPoint: Double = 1
        /// Draw the touch indicator in screenshots and `--frames` (`--touches`).
        public var showsTouches = false
        /// Append every layer's frame and alpha to trace.csv (`--trace-layers`).
        public var tracesLayers = false
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

    /// How many frames a replay of `script` at `framesPerSecond` takes (and `--frames` writes).
    public static func frameCount(of script: Script, framesPerSecond: Double) -> Int {
        ReplayFrames(script: script, framesPerSecond: framesPerSecond).count
    }

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
        let frames = ReplayFrames(script: script, framesPerSecond: options.framesPerSecond)
        let folder = outputFolder, options = options
        func path(_ name: String) -> String { ReplayFrames.path(name, in: folder) }
        if options.writesEveryFrame { try FileBytes.prepareDirectory(path("frames")) }

        let layerHeader = FrameRecord.layerCSVHeader(session.design.layers.map(\.id))
        var trace = FrameRecord.csvHeader + (options.tracesLayers && !layerHeader.isEmpty ? "," + layerHeader : "") + "\n"
        var records: [FrameRecord] = []
        records.reserveCapacity(frames.count)
        var screenshots: [Shot] = []
        var scene = Scene(size: script.viewport)
        func screenshot(_ session: inout Session, _ name: String) throws(StretchyError) {
            session.compose(into: &scene, showingTouches: options.showsTouches)
            try capturer.capture(scene, to: path("\(name).png"))
            let sidecar = Sidecar.json(design: session.design, viewport: session.viewport,
                                       pixelsPerPoint: options.pixelsPerPoint, parameters: session.parameters,
                                       record: session.record(), name: name, device: session.device, appearance: session.appearance)
            try FileBytes.writeAtomically(Array(JSONWriter.string(sidecar).utf8), to: path("\(name).json"))
            screenshots.append(Shot(name: name, path: path("\(name).png"), record: session.record()))
        }

        try frames.run(&session, progress: progress, screenshot: screenshot) { session, index throws(StretchyError) in
            let record = session.record()
            records.append(record)
            trace += record.csvLine + (options.tracesLayers && !record.layers.isEmpty ? "," + record.layerCSVFields : "") + "\n"
            if options.writesEveryFrame {
                session.compose(into: &scene, showingTouches: options.showsTouches)
                try capturer.capture(scene, to: path(ReplayFrames.imageName(ofFrame: index)))
            }
        }
        try FileBytes.writeAtomically(Array(trace.utf8), to: path("trace.csv"))
        let events = session.eventLog.csv
        try FileBytes.writeAtomically(Array(events.utf8), to: path("events.csv"))
        if screenshots.isEmpty {
            // The contact sheet always has something to show: the last frame.
            try screenshot(&session, "final-frame")
        }
        return Result(frameCount: frames.count, screenshots: screenshots, records: records, traceCSV: trace, eventsCSV: events)
    }
}
