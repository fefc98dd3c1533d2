import FileSafety
import Foundation
import ScrollCore
import StretchyFiles
import StretchyKit

/// Ctrl+Shift+S: the tuned values become the design file's defaults (`DesignBakeFile`, as
/// `stretchy bake`), with a toast that says what was written; Ctrl+Z while it shows puts the
/// file's previous bytes back.
extension WindowApp {
    /// How long the toast (and its undo) lasts: long enough to read the change and press Ctrl+Z.
    static let bakeUndoMs = 6000.0

    func bakeIntoDesign(atMs nowMs: Double) {
        guard !group.isComparison else {
            return report("design not changed: Ctrl+Shift+S bakes one phone's values; compared phones show several designs", atMs: nowMs)
        }
        let design = group[0].design
        guard setupTemplate.library.design(named: design.name)?.file != design.file else {
            return report("design not changed: '\(design.name)' is a shipped design; open a design file with --design FILE", atMs: nowMs)
        }
        do {
            let baked = try DesignBakeFile.bake(group[0].parameters.changedValues, intoFile: design.file, library: setupTemplate.library,
                                                source: ParameterSource(file: nil, path: ""))
            guard !baked.result.changes.isEmpty else {
                return showToast("\(design.file): no default changed (the tuned values are its defaults already)", atMs: nowMs)
            }
            pendingBakeUndo = (design.file, baked, nowMs + Self.bakeUndoMs)
            overlays.showToast("baked into \(URL(fileURLWithPath: design.file).lastPathComponent): \(baked.changesText) — Ctrl+Z undoes",
                               atMs: nowMs, durationMs: Self.bakeUndoMs)
            StderrLine.write("baked into \(design.file): \(baked.changesText)")
        } catch {
            report("design not changed: \(error.message)", atMs: nowMs)
        }
    }

    /// Ctrl+Z while the bake's toast shows: the design file's bytes from before it. True when the
    /// press was taken (the session's own undo then does not run).
    func undoBake(_ press: KeyPress, atMs nowMs: Double) -> Bool {
        guard let pending = pendingBakeUndo, press.key == .z, press.control, !press.shift else { return false }
        pendingBakeUndo = nil
        guard nowMs <= pending.untilMs else { return false }
        do {
            try DesignBakeFile.restore(pending.baked, path: pending.path)
            showToast("\(URL(fileURLWithPath: pending.path).lastPathComponent) restored (bake undone)", atMs: nowMs)
            StderrLine.write("restored \(pending.path) (bake undone)")
        } catch {
            report("bake not undone: \(error.message)", atMs: nowMs)
        }
        return true
    }
}
