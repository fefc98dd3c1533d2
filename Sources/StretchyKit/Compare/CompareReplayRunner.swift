import Foundation
import HeaderKit
import ScrollCore

/// `stretchy replay SCRIPT --compare A B`: the script runs once on a virtual clock and every
/// input goes to both sides of a `SessionPair` at its own time. Writes, in the output folder:
///
/// - `a-LABEL/trace.csv`, `a-LABEL/events.csv` and the same under `b-LABEL/` (the usual formats);
/// - for each `screenshot` event, one combined `NAME.png` (A left, B right, captioned) and both
///   sidecars `NAME.a.json`, `NAME.b.json` (the usual sidecar plus `side`, `label`, `image`).
public struct CompareReplayRunner {
    public struct SideResult: Sendable {
        public var side: ComparisonSide
        public var variant: ComparisonVariant
        /// The side's folder name, `a-LABEL` / `b-LABEL`.
        public var folderName: String
        public var preset: String
        public var parameters: Parameters
        public var records: [FrameRecord]
        public var traceCSV: String
        public var eventsCSV: String
    }

    public struct Shot: Sendable {
        public var name: String
        /// The combined PNG's path.
        public var path: String
        public var recordA: FrameRecord
        public var recordB: FrameRecord
    }

    public struct Result: Sendable {
        public var frameCount: Int
        public var screenshots: [Shot]
        public var sides: [SideResult]
        /// The combined picture's size in points.
        public var size: Size
    }

    public private(set) var pair: SessionPair
    let script: Script
    let outputFolder: String
    let options: ReplayRunner.Options
    let layout: CompareLayout
    let basePreset: String

    public init(pair: SessionPair, script: Script, outputFolder: String, options: ReplayRunner.Options) {
        self.pair = pair
        self.script = script
        self.outputFolder = outputFolder
        self.options = options
        layout = CompareLayout(viewport: pair.viewport)
        basePreset = script.preset
    }

    /// The side folders' names: `a-LABEL`, `b-LABEL`.
    public static func folderName(_ side: ComparisonSide, _ variant: ComparisonVariant) -> String {
        "\(side.rawValue)-\(variant.fileSafeLabel)"
    }

    public var captions: (a: String, b: String) {
        ("A: " + pair.variants.a.caption(over: basePreset), "B: " + pair.variants.b.caption(over: basePreset))
    }

    public mutating func run(capturing capturer: inout some FrameCapturing,
                             progress: (Int, Int) -> Void = { _, _ in }) throws(StretchyError) -> Result {
        try FileBytes.prepareDirectory(outputFolder)
        let folders = ComparisonSide.allCases.map { Self.folderName($0, pair.variant($0)) }
        for folder in folders { try FileBytes.prepareDirectory(path(folder)) }
        if options.writesEveryFrame { try FileBytes.prepareDirectory(path("frames")) }
        let frameInterval = 1000 / options.framesPerSecond
        let frameCount = Int((script.endTimeMs / frameInterval + 1e-9).rounded(.down)) + 1

        var traces = [FrameRecord.csvHeader + "\n", FrameRecord.csvHeader + "\n"]
        var records: [[FrameRecord]] = [[], []]
        var screenshots: [Shot] = []
        var scenes = (a: Scene(size: layout.viewport), b: Scene(size: layout.viewport))
        var combined = Scene(size: layout.size)
        var nextEvent = 0

        for frame in 0..<frameCount {
            let frameTime = Double(frame) * frameInterval
            while nextEvent < script.events.count, script.events[nextEvent].timeMs <= frameTime + 1e-9 {
                let event = script.events[nextEvent]
                nextEvent += 1
                if case let .screenshot(name) = event.action {
                    pair.advance(toMs: event.timeMs)
                    screenshots.append(try screenshot(name: name, scenes: &scenes, combined: &combined, capturer: &capturer))
                } else {
                    _ = pair.apply(event.action, atMs: event.timeMs)
                }
            }
            pair.advance(toMs: frameTime)
            for (index, side) in ComparisonSide.allCases.enumerated() {
                let record = pair[side].record()
                records[index].append(record)
                traces[index] += record.csvLine + "\n"
            }
            if options.writesEveryFrame {
                compose(&scenes, into: &combined)
                try capturer.capture(combined, to: path("frames/frame-\(ReplayRunner.padded(frame + 1)).png"))
            }
            progress(frame + 1, frameCount)
        }
        if screenshots.isEmpty {
            screenshots.append(try screenshot(name: "final-frame", scenes: &scenes, combined: &combined, capturer: &capturer))
        }
        var sides: [SideResult] = []
        for (index, side) in ComparisonSide.allCases.enumerated() {
            let events = pair[side].eventLog.csv
            try FileBytes.writeAtomically(Array(traces[index].utf8), to: path("\(folders[index])/trace.csv"))
            try FileBytes.writeAtomically(Array(events.utf8), to: path("\(folders[index])/events.csv"))
            sides.append(SideResult(side: side, variant: pair.variant(side), folderName: folders[index],
                                    preset: pair[side].presetName, parameters: pair[side].parameters,
                                    records: records[index], traceCSV: traces[index], eventsCSV: events))
        }
        return Result(frameCount: frameCount, screenshots: screenshots, sides: sides, size: layout.size)
    }

    private mutating func compose(_ scenes: inout (a: Scene, b: Scene), into combined: inout Scene) {
        pair.a.compose(into: &scenes.a)
        pair.b.compose(into: &scenes.b)
        layout.compose(scenes.a, scenes.b, captions: captions, into: &combined)
    }

    private mutating func screenshot(name: String, scenes: inout (a: Scene, b: Scene), combined: inout Scene,
                                     capturer: inout some FrameCapturing) throws(StretchyError) -> Shot {
        compose(&scenes, into: &combined)
        try capturer.capture(combined, to: path("\(name).png"))
        for side in ComparisonSide.allCases {
            let sidecar = Self.sidecar(pair: pair, side: side, name: name, pixelsPerPoint: options.pixelsPerPoint)
            try FileBytes.writeAtomically(Array(JSONWriter.string(sidecar).utf8), to: path("\(name).\(side.rawValue).json"))
        }
        return Shot(name: name, path: path("\(name).png"), recordA: pair.a.record(), recordB: pair.b.record())
    }

    /// The usual sidecar for one side, plus `side` ("a"/"b"), `label` and `image` (the combined
    /// PNG's file name) after `name`.
    public static func sidecar(pair: SessionPair, side: ComparisonSide, name: String, pixelsPerPoint: Double) -> JSONValue {
        let session = pair[side]
        let base = Sidecar.json(preset: session.presetName, viewport: session.viewport, pixelsPerPoint: pixelsPerPoint,
                                parameters: session.parameters, record: session.record(), name: name)
        return tagged(base, side: side, label: pair.variant(side).label, image: "\(name).png")
    }

    /// `sidecar` with `side`, `label` and `image` inserted after its `name`.
    public static func tagged(_ sidecar: JSONValue, side: ComparisonSide, label: String, image: String) -> JSONValue {
        guard case var .object(members) = sidecar else { return sidecar }
        let at = (members.firstIndex { $0.0 == "name" } ?? -1) + 1
        members.insert(contentsOf: [("side", .string(side.rawValue)), ("label", .string(label)), ("image", .string(image))], at: at)
        return .object(members)
    }

    private func path(_ name: String) -> String {
        URL(fileURLWithPath: outputFolder).appendingPathComponent(name).path
    }
}
