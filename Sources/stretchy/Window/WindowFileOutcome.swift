import StretchyFiles
import StretchyKit

/// How a file or recording effect went, told back by the shell that carried it out
/// (`WindowState.reduce(_:atMs:)`): what the window then shows and says is decided there, with
/// the time as an argument, not in the shell (tested without a window: `WindowStateTests`).
enum WindowFileOutcome {
    /// R: the record folder takes files and the phones restarted at rest; the take records from now.
    case recordingStarted(Recorder, note: String)
    case recordingRefused(reason: String)
    /// `path`: where the take went; `firstFolderFailure`: why `--record-dir` did not take it (nil: it did).
    case takeSaved(WindowState.Take, path: String, firstFolderFailure: String?)
    /// No folder took the take: kept, written again at the next stop and at quit.
    case takeNotSaved(WindowState.Take, reason: String)
    case configSaved(path: String)
    case configNotSaved(reason: String)
    /// S's picture could not be drawn, read back or queued (the whole sentence).
    case screenshotNotSaved(String)
    case codeExported(folder: String, paths: [String])
    case codeNotExported(reason: String)
    /// Ctrl+Shift+S wrote the tuned values into the design `file`.
    case baked(DesignBakeFile.Baked, file: String)
    /// The tuned values are the design file's defaults already: nothing written.
    case bakeChangedNothing(file: String)
    case bakeRefused(reason: String)
    /// Ctrl+Z put the design file's bytes from before the bake back.
    case bakeUndone(path: String)
    case bakeNotUndone(reason: String)
}
