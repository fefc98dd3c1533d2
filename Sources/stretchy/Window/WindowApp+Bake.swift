import FileSafety
import Foundation
import ScrollCore
import StretchyFiles
import StretchyKit

/// Ctrl+Shift+S: the tuned values become the design file's defaults (`DesignBakeFile`, as
/// `stretchy bake`); Ctrl+Z while its toast shows puts the file's previous bytes back. What each
/// outcome shows is `WindowState`'s decision (`WindowState+Files`).
extension WindowApp {
    func bakeIntoDesign(atMs nowMs: Double) {
        guard !state.group.isComparison else {
            return tell(.bakeRefused(reason: "Ctrl+Shift+S bakes one phone's values; compared phones show several designs"), atMs: nowMs)
        }
        let design = state.group[0].design
        guard setupTemplate.library.design(named: design.name)?.file != design.file else {
            return tell(.bakeRefused(reason: "'\(design.name)' is a shipped design; open a design file with --design FILE"), atMs: nowMs)
        }
        do {
            let baked = try DesignBakeFile.bake(state.group[0].parameters.changedValues, intoFile: design.file,
                                                library: setupTemplate.library, source: ParameterSource(file: nil, path: ""))
            tell(baked.result.changes.isEmpty ? .bakeChangedNothing(file: design.file) : .baked(baked, file: design.file), atMs: nowMs)
        } catch {
            tell(.bakeRefused(reason: error.message), atMs: nowMs)
        }
    }

    /// Ctrl+Z while the bake's toast showed (`WindowState` decided): the design file's bytes from before it.
    func undoBake(_ undo: WindowState.BakeUndo, atMs nowMs: Double) {
        do {
            try DesignBakeFile.restore(undo.baked, path: undo.path)
            tell(.bakeUndone(path: undo.path), atMs: nowMs)
        } catch {
            tell(.bakeNotUndone(reason: error.message), atMs: nowMs)
        }
    }
}
