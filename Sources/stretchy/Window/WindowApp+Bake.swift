import FileSafety
import Foundation
import ScrollCore
import StretchyFiles
import StretchyKit

/// Ctrl+Shift+S: the tuned values become the design file's defaults (`DesignBakeFile`, as
/// `stretchy bake`), with a toast that says what was written; Ctrl+Z while it shows puts the
/// file's previous bytes back.
extension WindowApp {
    func bakeIntoDesign(atMs nowMs: Double) {
        guard !state.group.isComparison else {
            return report("design not changed: Ctrl+Shift+S bakes one phone's values; compared phones show several designs", atMs: nowMs)
        }
        let design = state.group[0].design
        guard setupTemplate.library.design(named: design.name)?.file != design.file else {
            return report("design not changed: '\(design.name)' is a shipped design; open a design file with --design FILE", atMs: nowMs)
        }
        do {
            let baked = try DesignBakeFile.bake(state.group[0].parameters.changedValues, intoFile: design.file,
                                                library: setupTemplate.library, source: ParameterSource(file: nil, path: ""))
            guard !baked.result.changes.isEmpty else {
                return state.showToast("\(design.file): no default changed (the tuned values are its defaults already)", atMs: nowMs)
            }
            state.baked(baked, intoFile: design.file, fileName: URL(fileURLWithPath: design.file).lastPathComponent, atMs: nowMs)
            StderrLine.write("baked into \(design.file): \(baked.changesText)")
        } catch {
            report("design not changed: \(error.message)", atMs: nowMs)
        }
    }

    /// Ctrl+Z while the bake's toast showed (`WindowState` decided): the design file's bytes from before it.
    func undoBake(_ undo: WindowState.BakeUndo, atMs nowMs: Double) {
        do {
            try DesignBakeFile.restore(undo.baked, path: undo.path)
            state.showToast("\(URL(fileURLWithPath: undo.path).lastPathComponent) restored (bake undone)", atMs: nowMs)
            StderrLine.write("restored \(undo.path) (bake undone)")
        } catch {
            report("bake not undone: \(error.message)", atMs: nowMs)
        }
    }
}
