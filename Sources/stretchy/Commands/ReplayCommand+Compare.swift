import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

extension ReplayCommand {
    /// `--compare A B`: the script over both variants at once; per-side traces in `a-LABEL/` and
    /// `b-LABEL/`, one combined PNG and two sidecars per screenshot, an overlay `motion.png` and a
    /// contact sheet of the combined screenshots.
    func runComparison(_ loaded: Script, videoPlan: (ffmpeg: String, videos: [VideoRequest])?) throws {
        let library = try DesignLibrary.shipped()
        let variants = try ComparisonVariant.resolvePair(compare, library: library)
        let variantDesigns = try [variants.0, variants.1].compactMap { variant throws(StretchyError) in
            try variant.preset.map { name throws(StretchyError) in try library.resolve(name) }
        }
        if frames {
            FramesEstimate(script: loaded, framesPerSecond: fps, pictureSize: CompareLayout(viewport: loaded.viewport).size,
                           scale: scale).warnIfLarge(out: out)
        }
        let headless = try startHeadless(loaded, pictureSize: CompareLayout(viewport: loaded.viewport).size, extraDesigns: variantDesigns)
        let pair = try SessionPair(base: headless.setup, variants: variants, measurer: headless.renderer.textMeasurer)
        var runner = CompareReplayRunner(pair: pair, script: loaded, outputFolder: out, options: runnerOptions)
        var capturer = HeadlessCapturer(renderer: headless.renderer)
        var progress = FramesProgress(enabled: frames)
        let result = try runner.run(capturing: &capturer) { done, total in
            progress.report(done, of: total)
            checkpoint(done, total)
        }

        let pictures = ReviewPictures(fonts: headless.assets.fonts)
        let scriptName = URL(fileURLWithPath: script).lastPathComponent
        let captions = runner.captions
        let title = "\(scriptName) · \(captions.a) vs \(captions.b)"
        let outURL = URL(fileURLWithPath: out)
        for side in result.sides {
            try pictures.writeMotionPlot(traceCSV: side.traceCSV, eventsCSV: side.eventsCSV,
                                         title: "\(scriptName) · \(side.side.letter): \(side.variant.caption(over: loaded.preset))",
                                         to: outURL.appendingPathComponent("\(side.folderName)/motion.png").path)
        }
        var traces: [OverlayPlot.Trace] = []
        for (side, caption) in zip(result.sides, [captions.a, captions.b]) {
            do {
                traces.append(OverlayPlot.Trace(try TraceTable(csv: side.traceCSV, source: "\(side.folderName)/trace.csv"), label: caption))
            } catch {
                throw StretchyError.badInput(describe(error))
            }
        }
        let overlay = OverlayPlot(traces: traces, includesHeaderHeight: true, title: title)
        try pictures.write(overlay.scene(), to: outURL.appendingPathComponent("motion.png").path)
        let sheets = try pictures.writeComparisonSheet(title: title, shots: result.screenshots, sides: result.sides, folder: out)
        checkpoint(result.frameCount, result.frameCount)
        FileHandle.standardError.write(Data("stretchy: replayed \(result.frameCount) frames over \(captions.a) and \(captions.b), \(result.screenshots.count) screenshot\(result.screenshots.count == 1 ? "" : "s") → \(out)\(Self.pagesNote(sheets))\n".utf8))
        if let videoPlan {
            try exportVideos(videoPlan, script: loaded, renderer: headless.renderer, pictureSize: result.size,
                             pass: pairPass(headless, variants: variants))
        }
    }
}

extension ReviewPictures {
    /// The contact sheets of a comparison: every combined screenshot, captioned with both sides.
    func writeComparisonSheet(title: String, shots: [CompareReplayRunner.Shot], sides: [CompareReplayRunner.SideResult],
                              folder: String) throws(StretchyError) -> [String] {
        let sheetShots = shots.map { shot in
            var lines = [shot.name, "t = \(FrameRecord.number(shot.recordA.timeMs)) ms"]
            for (side, record) in zip(sides, [shot.recordA, shot.recordB]) {
                lines.append("\(side.side.letter) \(side.variant.label) · \(record.phase.rawValue) · offset \(FrameRecord.number(record.offsetY))")
            }
            return ContactSheetWriter.Shot(path: shot.path, captionLines: lines)
        }
        return try ContactSheetWriter(pictures: self, maximumColumns: 3, maximumWidth: 1600)
            .write(title: title, shots: sheetShots, folder: folder)
    }
}
