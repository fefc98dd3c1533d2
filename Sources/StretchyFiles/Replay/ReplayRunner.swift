import FileSafety
import Foundation
import HeaderKit
import ScrollCore
import StretchyKit

/// Runs a script on a virtual clock (`ReplayFrames`) over the phones of a `SessionGroup`, every
/// input going to each phone at its own time. Writes, in the output folder:
///
/// - one phone: `trace.csv`, `events.csv` and a PNG + JSON sidecar for each `screenshot` event;
/// - compared phones (`--compare A B …`): `a-LABEL/trace.csv`, `a-LABEL/events.csv` and the same
///   for every other phone, and for each `screenshot` one combined `NAME.png` (A leftmost,
///   captioned) with a sidecar per phone, `NAME.a.json`, `NAME.b.json`, … (see `SessionGroup.sidecars`).
public struct ReplayRunner {
    public struct Options: Sendable {
        public var framesPerSecond: Double = 60
        /// Also write every frame as `frames/frame-000001.png`.
        public var writesEveryFrame = false
        public var pixelsPerPoint: Double = 1
        /// Draw the touch indicator in screenshots and `--frames` (`--touches`).
        public var showsTouches = false
        /// Draw the annotations (`FrameAnnotation`) in screenshots and `--frames` (`--annotations`).
        public var annotates = false
        /// Append every layer's frame and alpha to trace.csv (`--trace-layers`).
        public var tracesLayers = false
        /// Sidecars name the design file by its name alone, not its path: a review folder is meant
        /// to be shared, and a path tells the author's folders (issue 42).
        public var sidecarsNameFilesOnly = false
        public init() {}
    }

    public struct Shot: Sendable {
        public var name: String
        /// The PNG's path.
        public var path: String
        /// Each phone's state in the picture.
        public var records: [FrameRecord]
        public var record: FrameRecord { records[0] }
    }

    /// One phone's files.
    public struct PhoneResult: Sendable {
        /// Where its trace and events are: "" (the output folder) for one phone, `a-LABEL`, … when compared.
        public var folderName: String
        public var designName: String
        /// The parameters at the end of the run (keys in the script may have changed them).
        public var parameters: Parameters
        public var records: [FrameRecord]
        /// Its callbacks and session events, typed (`events.csv` is written from them).
        public var events: EventLog
    }

    public struct Result: Sendable {
        public var frameCount: Int
        public var screenshots: [Shot]
        public var phones: [PhoneResult]
        /// The picture's size in points (the viewport, or the compared phones side by side).
        public var size: Size
        public var records: [FrameRecord] { phones[0].records }
        public var events: EventLog { phones[0].events }
    }

    public static let maximumFramesPerSecond = 1000.0

    /// How many frames a replay of `script` at `framesPerSecond` takes (and `--frames` writes).
    public static func frameCount(of script: Script, framesPerSecond: Double) -> Int {
        ReplayFrames(script: script, framesPerSecond: framesPerSecond).count
    }

    public private(set) var group: SessionGroup
    let script: Script
    let outputFolder: String
    let options: Options

    /// The first phone's parameters at the end of the run (keys in the script may have changed them).
    public var parameters: Parameters { group[0].parameters }

    /// The caption strip's texts over compared phones: "A: seed003", "B: fast (seed004)".
    public var captions: [String] { group.captions(baseDesign: script.designName) }

    public init(group: SessionGroup, script: Script, outputFolder: String, options: Options) {
        self.group = group
        self.script = script
        self.outputFolder = outputFolder
        self.options = options
    }

    public init(session: Session, script: Script, outputFolder: String, options: Options) {
        self.init(group: SessionGroup(session), script: script, outputFolder: outputFolder, options: options)
    }

    public mutating func run(capturing capturer: inout some FrameCapturing,
                             progress: (Int, Int) -> Void = { _, _ in }) throws(StretchyError) -> Result {
        try FileBytes.prepareDirectory(outputFolder)
        let frames = ReplayFrames(script: script, framesPerSecond: options.framesPerSecond)
        let folder = outputFolder, options = options, captions = captions
        func path(_ name: String) -> String { ReplayFrames.path(name, in: folder) }
        let folders = group.indices.map { group.folderName($0) }
        func phonePath(_ index: Int, _ name: String) -> String { path(folders[index].isEmpty ? name : "\(folders[index])/\(name)") }
        for name in folders where !name.isEmpty { try FileBytes.prepareDirectory(path(name)) }
        if options.writesEveryFrame { try FileBytes.prepareDirectory(path("frames")) }
        try checkOutputs(phonePaths: group.indices.flatMap { [phonePath($0, "trace.csv"), phonePath($0, "events.csv")] })

        let layout = PhoneLayout(viewport: script.viewport, count: group.count)
        var traces = group.sessions.map { session in
            let layerHeader = FrameRecord.layerCSVHeader(session.design.layers.map(\.id))
            return FrameRecord.csvHeader(tabs: session.hasTabs, rowSections: session.rowSectionColumns) + (options.tracesLayers && !layerHeader.isEmpty ? "," + layerHeader : "") + "\n"
        }
        var records = Array(repeating: [FrameRecord](), count: group.count)
        for index in records.indices { records[index].reserveCapacity(frames.count) }
        var screenshots: [Shot] = []
        var picture = Scene(size: layout.size)
        var phones: [Scene] = []
        let finger = options.annotates ? FingerPath(script: script) : nil
        func compose(_ group: inout SessionGroup) {
            guard let finger else {
                return group.compose(into: &picture, phones: &phones, layout: layout, captions: captions, showingTouches: options.showsTouches)
            }
            let sessions = group.sessions
            group.compose(into: &picture, phones: &phones, layout: layout, captions: captions, showingTouches: options.showsTouches) { phone, scene in
                sessions[phone].appendAnnotation(path: finger, to: &scene)
            }
        }
        /// One picture, then its sidecars.
        func screenshot(_ group: inout SessionGroup, _ name: String) throws(StretchyError) {
            compose(&group)
            try capturer.capture(picture, to: path("\(name).png"))
            for sidecar in group.sidecars(name: name, pixelsPerPoint: options.pixelsPerPoint) {
                var json = sidecar.json
                if options.sidecarsNameFilesOnly, case let .string(file)? = json["design"]?["file"] {
                    json = json.replacing(["design", "file"], with: .string(URL(fileURLWithPath: file).lastPathComponent))
                }
                try FileBytes.writeAtomically(Array(JSONWriter.string(json).utf8), to: path(name + sidecar.suffix))
            }
            screenshots.append(Shot(name: name, path: path("\(name).png"), records: group.sessions.map { $0.record() }))
        }

        try frames.run(&group, progress: progress, screenshot: screenshot) { group, frame throws(StretchyError) in
            for index in group.indices {
                let record = group[index].record()
                records[index].append(record)
                traces[index] += record.csvLine + (options.tracesLayers && !record.layers.isEmpty ? "," + record.layerCSVFields : "") + "\n"
            }
            if options.writesEveryFrame {
                compose(&group)
                try capturer.capture(picture, to: path(ReplayFrames.imageName(ofFrame: frame)))
            }
        }
        var phoneResults: [PhoneResult] = []
        for index in group.indices {
            let events = group[index].eventLog
            try FileBytes.writeAtomically(Array(traces[index].utf8), to: phonePath(index, "trace.csv"))
            try FileBytes.writeAtomically(Array(events.csv.utf8), to: phonePath(index, "events.csv"))
            phoneResults.append(PhoneResult(folderName: folders[index], designName: group[index].designName, parameters: group[index].parameters,
                                            records: records[index], events: events))
        }
        // The contact sheet always has something to show: the last frame.
        if screenshots.isEmpty { try screenshot(&group, "final-frame") }
        return Result(frameCount: frames.count, screenshots: screenshots, phones: phoneResults, size: layout.size)
    }

    /// Before the first frame: none of the files the run will write may land on one of its inputs
    /// (a screenshot named like the script, in the script's folder). Each write checks again.
    func checkOutputs(phonePaths: [String]) throws(StretchyError) {
        var names = ["final-frame", "motion", "contact-sheet"]
        for event in script.events { if case let .screenshot(name) = event.action { names.append(name) } }
        let suffixes = [".png"] + group.sidecars(name: "", pixelsPerPoint: 1).map(\.suffix)
        let paths = phonePaths + names.flatMap { name in suffixes.map { ReplayFrames.path(name + $0, in: outputFolder) } }
        for path in paths {
            if let refusal = PathSafety.refusal(writing: path) { throw .badInput("\(path): \(refusal)") }
        }
    }
}
