import Foundation
import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit

/// `R` recordings (one phone or compared phones): a recorder for a take that starts at session time 0, and the
/// take written as a `stretchy replay` script into `--record-dir`.
enum RecordingFile {
    static func recorder(options: WindowOptions, designName: String, viewport: Size, parameters: Parameters) -> Recorder {
        Recorder(startMs: 0, designName: designName, viewport: viewport, parameters: parameters, rows: options.rows,
                 imagePath: options.imagePath.map(absolute), contentPath: options.contentPath.map(absolute))
    }

    /// Where a take goes when `--record-dir` cannot take it (a full disk, a folder gone): a folder
    /// in the temporary directory, then the home folder.
    static var fallbackFolders: [String] {
        [NSTemporaryDirectory() + "stretchy-takes"] + (ProcessInfo.processInfo.environment["HOME"].map { [$0] } ?? [])
    }

    /// Writes the take into the first of `folders` that takes it (`--record-dir`, then
    /// `fallbackFolders`). A take is never thrown away: when every folder fails, the error names
    /// them all and the caller keeps the take to try again.
    static func save(_ take: WindowState.Take, options: WindowOptions) throws(StretchyError) -> FirstFolderThatTakes.Written {
        try FirstFolderThatTakes.write(Array(take.text.utf8), named: ScreenshotNaming.recordingFileName(date: Date()),
                                       into: [options.recordDirectory] + fallbackFolders)
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
