import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyKit

/// Draws the review pictures (motion plot, trace overlays, contact sheets) with the project's own
/// renderer: each picture is a `Scene` from StretchyKit's Review builders, drawn headless.
struct ReviewPictures {
    let fonts: FontSet

    /// Draws `scene` on an offscreen surface of its size, loading `photos` as `.photo(i)`.
    func write(_ scene: Scene, photos: [String] = [], to path: String) throws(StretchyError) {
        do {
            let renderer = try Renderer.headless(size: scene.size, pixelsPerPoint: 1, fonts: fonts)
            if !photos.isEmpty { try renderer.setPhotos(photos) }
            try renderer.draw(scene)
            try PNGWriter.writeSynchronously(try renderer.readPixels(), to: path)
        } catch let error as StretchyError {
            throw error
        } catch {
            throw .environment("\(path): \(describe(error))")
        }
    }

    /// `motion.png`: offset, header height and velocity against time, phases shaded, events marked.
    func writeMotionPlot(traceCSV: String, eventsCSV: String, title: String, to path: String) throws(StretchyError) {
        do {
            let trace = try TraceTable(csv: traceCSV, source: "trace.csv")
            let events = try TraceEvents.parse(csv: eventsCSV, source: "events.csv")
            try write(MotionPlot(trace: trace, events: events, title: title).scene(), to: path)
        } catch let error as StretchyError {
            throw error
        } catch {
            throw .badInput(describe(error))
        }
    }

    /// `contact-sheet.png`: every screenshot of a run in a labelled grid.
    func writeContactSheet(title: String, shots: [ReplayRunner.Shot], preset: String, parameters: Parameters,
                           pixelsPerPoint: Double, viewport: Size, to path: String) throws(StretchyError) {
        let pixelSize = Size(width: viewport.width * pixelsPerPoint, height: viewport.height * pixelsPerPoint)
        let keyParameters = Self.keyParameters(parameters, preset: preset)
        let screenshots = shots.map { shot in
            (pixelSize: pixelSize, captionLines: [
                shot.name,
                "t = \(FrameRecord.number(shot.record.timeMs)) ms · \(shot.record.phase.rawValue)",
                "\(preset) · offset \(FrameRecord.number(shot.record.offsetY))",
                keyParameters,
            ])
        }
        // Cells no wider than the screenshots themselves: a single shot is not blown up.
        let columns = ContactSheet.defaultColumns(shotCount: shots.count)
        let width = min(1200, Double(columns) * (pixelSize.width + 40) + 40)
        let sheet = ContactSheet(title: title, screenshots: screenshots, columns: columns, width: width)
        try write(sheet.scene(), photos: shots.map(\.path), to: path)
    }

    /// The parameters a reviewer compares first, plus any the run changed from their defaults.
    static func keyParameters(_ parameters: Parameters, preset: String) -> String {
        var names = ["decelerationRate", "bounces", "pagingEnabled"]
        for spec in parameters.catalog.specs where parameters[spec.name] != spec.defaultValue && !names.contains(spec.name) {
            names.append(spec.name)
        }
        return names.prefix(5).map { name in
            let spec = parameters.catalog.spec(named: name)
            let value = parameters[name]
            return spec?.kind == .toggle ? "\(name) \(value >= 0.5 ? "on" : "off")" : "\(name) \(ParameterSpec.format((value * 1000).rounded() / 1000))"
        }.joined(separator: ", ")
    }
}
