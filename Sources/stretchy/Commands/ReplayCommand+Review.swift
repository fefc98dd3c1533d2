import Foundation
import HeaderKit
import ScrollCore
import Review
import StretchyFiles
import StretchyKit

extension ReplayCommand {
    /// Compared phones' review: a `motion.png` per phone in its folder, an overlay `motion.png`
    /// of every phone and a contact sheet of the combined screenshots.
    func writeComparisonReview(_ result: ReplayRunner.Result, captions: [String], variants: [ComparisonVariant],
                               baseDesign: String, pictures: ReviewPictures) throws -> [String] {
        let scriptName = URL(fileURLWithPath: script).lastPathComponent
        let title = "\(scriptName) · " + captions.joined(separator: " vs ")
        let outURL = URL(fileURLWithPath: out)
        for (index, phone) in result.phones.enumerated() {
            try pictures.writeMotionPlot(records: phone.records, events: phone.events,
                                         title: "\(scriptName) · \(SessionGroup.letter(index)): \(variants[index].caption(over: baseDesign))",
                                         to: outURL.appendingPathComponent("\(phone.folderName)/motion.png").path)
        }
        let traces = zip(result.phones, captions).map { phone, caption in
            OverlayPlot.Trace(TraceTable(records: phone.records, source: "\(phone.folderName)/trace.csv"), label: caption)
        }
        let overlay = OverlayPlot(traces: traces, includesHeaderHeight: true, title: title)
        try pictures.write(overlay.scene(), to: outURL.appendingPathComponent("motion.png").path)
        return try pictures.writeComparisonSheet(title: title, shots: result.screenshots, variants: variants, folder: out)
    }
}

extension ReviewPictures {
    /// The contact sheets of a comparison: every combined screenshot, captioned with both sides.
    func writeComparisonSheet(title: String, shots: [ReplayRunner.Shot], variants: [ComparisonVariant],
                              folder: String) throws(StretchyError) -> [String] {
        let sheetShots = shots.map { shot in
            var lines = [shot.name, "t = \(FrameRecord.number(shot.record.timeMs)) ms"]
            for (index, record) in shot.records.enumerated() {
                lines.append("\(SessionGroup.letter(index)) \(variants[index].label) · \(record.phase.rawValue) · offset \(FrameRecord.number(record.offsetY))")
            }
            return ContactSheetWriter.Shot(path: shot.path, captionLines: lines)
        }
        return try ContactSheetWriter(pictures: self, maximumColumns: 3, maximumWidth: 1600)
            .write(title: title, shots: sheetShots, folder: folder)
    }
}
