import FileSafety
import Foundation
import HeaderKit
import PNGWriting
import ScrollCore
import Stage
import Review
import StretchyFiles
import StretchyKit

/// Draws the review pictures (motion plot, trace overlays, contact sheets) with the project's own
/// renderer: each picture is a `Scene` from StretchyKit's Review builders, drawn headless.
struct ReviewPictures {
    let fonts: FontSet

    /// Draws `scene` on an offscreen surface of its size, loading `photos` as `.photo(i)`.
    /// `thumbnailSide`: the photos are screenshots, kept only at this many pixels a side.
    func write(_ scene: Scene, photos: [String] = [], thumbnailSide: Int? = nil, to path: String) throws(StretchyError) {
        if let refusal = PathSafety.refusal(writing: path) { throw .badInput("\(path): \(refusal)") }
        do {
            let renderer = try Renderer.headless(size: scene.size, pixelsPerPoint: 1, fonts: fonts)
            if !photos.isEmpty { try renderer.setPhotos(photos, thumbnailSide: thumbnailSide) }
            try renderer.draw(scene)
            try PNGWriter.writeSynchronously(try renderer.readPixels(), to: path)
        } catch let error as StretchyError {
            throw error
        } catch let error as PNGWriteError {
            throw .environment(error.description)  // names the path already
        } catch {
            throw .environment("\(path): \(describe(error))")
        }
    }

    /// `motion.png`: offset, header height and velocity against time, phases shaded, events marked;
    /// from the run's records and events, not from the files just written.
    func writeMotionPlot(records: [FrameRecord], events: EventLog, title: String, to path: String) throws(StretchyError) {
        let trace = TraceTable(records: records, source: "trace.csv")
        try write(MotionPlot(trace: trace, events: events.traceEvents, title: title).scene(), to: path)
    }

    /// `contact-sheet.png` (or `contact-sheet-1.png`, `-2.png`, … past 48): every screenshot of a
    /// run in a labelled grid. Returns the files written.
    func writeContactSheet(title: String, shots: [ReplayRunner.Shot], designName: String, parameters: Parameters,
                           folder: String) throws(StretchyError) -> [String] {
        let keyParameters = Self.keyParameters(parameters, designName: designName)
        let sheetShots = shots.map { shot in
            ContactSheetWriter.Shot(path: shot.path, captionLines: [
                shot.name,
                "t = \(FrameRecord.number(shot.record.timeMs)) ms · \(shot.record.phase.rawValue)",
                "\(designName) · offset \(FrameRecord.number(shot.record.offsetY))",
                keyParameters,
            ])
        }
        return try ContactSheetWriter(pictures: self, maximumColumns: 6, maximumWidth: 1200)
            .write(title: title, shots: sheetShots, folder: folder)
    }

    /// The parameters a reviewer compares first, plus any the run changed from their defaults.
    static func keyParameters(_ parameters: Parameters, designName: String) -> String {
        var names = [PhysicsParameter.decelerationRate.name, PhysicsParameter.bounces.name, PhysicsParameter.pagingEnabled.name]
        for spec in parameters.catalog.specs where parameters[spec.name] != spec.defaultValue && !names.contains(spec.name) {
            names.append(spec.name)
        }
        // Words and units (`ParameterSpec.reading`); a changed value also says its default.
        return names.prefix(5).compactMap { name in
            parameters.catalog.spec(named: name).map { spec in
                let value = parameters[name]
                return value == spec.defaultValue ? "\(spec.spokenName) \(spec.valueText(value))" : spec.reading(value)
            }
        }.joined(separator: ", ")
    }
}
