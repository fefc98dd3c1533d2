import Foundation
import HeaderKit
import ScrollCore
import StretchyKit

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

    public var captions: (a: String, b: String) { pair.captions(basePreset: basePreset) }

    public mutating func run(capturing capturer: inout some FrameCapturing,
                             progress: (Int, Int) -> Void = { _, _ in }) throws(StretchyError) -> Result {
        try FileBytes.prepareDirectory(outputFolder)
        let folders = ComparisonSide.allCases.map { Self.folderName($0, pair.variant($0)) }
        let folder = outputFolder, options = options, layout = layout, captions = captions
        func path(_ name: String) -> String { ReplayFrames.path(name, in: folder) }
        for side in folders { try FileBytes.prepareDirectory(path(side)) }
        if options.writesEveryFrame { try FileBytes.prepareDirectory(path("frames")) }
        let frames = ReplayFrames(script: script, framesPerSecond: options.framesPerSecond)

        var traces = [FrameRecord.csvHeader + "\n", FrameRecord.csvHeader + "\n"]
        var records: [[FrameRecord]] = [[], []]
        var screenshots: [Shot] = []
        // Two variables, not a tuple: both are passed inout at once.
        var sceneA = Scene(size: layout.viewport), sceneB = Scene(size: layout.viewport)
        var combined = Scene(size: layout.size)
        func compose(_ pair: inout SessionPair) {
            pair.compose(into: &sceneA, &sceneB, showingTouches: options.showsTouches)
            layout.compose(sceneA, sceneB, captions: captions, into: &combined)
        }
        /// One combined PNG, then a sidecar per side.
        func screenshot(_ pair: inout SessionPair, _ name: String) throws(StretchyError) {
            compose(&pair)
            try capturer.capture(combined, to: path("\(name).png"))
            for side in ComparisonSide.allCases {
                let sidecar = Self.sidecar(pair: pair, side: side, name: name, pixelsPerPoint: options.pixelsPerPoint)
                try FileBytes.writeAtomically(Array(JSONWriter.string(sidecar).utf8), to: path("\(name).\(side.rawValue).json"))
            }
            screenshots.append(Shot(name: name, path: path("\(name).png"), recordA: pair.a.record(), recordB: pair.b.record()))
        }

        try frames.run(&pair, progress: progress, screenshot: screenshot) { pair, frame throws(StretchyError) in
            for (index, side) in ComparisonSide.allCases.enumerated() {
                let record = pair[side].record()
                records[index].append(record)
                traces[index] += record.csvLine + "\n"
            }
            if options.writesEveryFrame {
                compose(&pair)
                try capturer.capture(combined, to: path(ReplayFrames.imageName(ofFrame: frame)))
            }
        }
        if screenshots.isEmpty { try screenshot(&pair, "final-frame") }
        var sides: [SideResult] = []
        for (index, side) in ComparisonSide.allCases.enumerated() {
            let events = pair[side].eventLog.csv
            try FileBytes.writeAtomically(Array(traces[index].utf8), to: path("\(folders[index])/trace.csv"))
            try FileBytes.writeAtomically(Array(events.utf8), to: path("\(folders[index])/events.csv"))
            sides.append(SideResult(side: side, variant: pair.variant(side), folderName: folders[index],
                                    preset: pair[side].presetName, parameters: pair[side].parameters,
                                    records: records[index], traceCSV: traces[index], eventsCSV: events))
        }
        return Result(frameCount: frames.count, screenshots: screenshots, sides: sides, size: layout.size)
    }

    /// The usual sidecar for one side, plus `side` ("a"/"b"), `label` and `image` (the combined
    /// PNG's file name) after `name`.
    public static func sidecar(pair: SessionPair, side: ComparisonSide, name: String, pixelsPerPoint: Double) -> JSONValue {
        let session = pair[side]
        let base = Sidecar.json(design: session.design, viewport: session.viewport, pixelsPerPoint: pixelsPerPoint,
                                parameters: session.parameters, record: session.record(), name: name, device: session.device, appearance: session.appearance)
        return tagged(base, side: side, label: pair.variant(side).label, image: "\(name).png")
    }

    /// `sidecar` with `side`, `label` and `image` inserted after its `name`.
    public static func tagged(_ sidecar: JSONValue, side: ComparisonSide, label: String, image: String) -> JSONValue {
        guard case var .object(members) = sidecar else { return sidecar }
        let at = (members.firstIndex { $0.0 == "name" } ?? -1) + 1
        members.insert(contentsOf: [("side", .string(side.rawValue)), ("label", .string(label)), ("image", .string(image))], at: at)
        return .object(members)
    }
}
