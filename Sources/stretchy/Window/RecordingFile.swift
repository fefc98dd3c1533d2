import Foundation
import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit

/// `R` recordings of both windows: a recorder for a take that starts at session time 0, and the
/// take written as a `stretchy replay` script into `--record-dir`.
enum RecordingFile {
    static func recorder(options: WindowOptions, preset: String, viewport: Size, parameters: Parameters) -> Recorder {
        Recorder(startMs: 0, preset: preset, viewport: viewport, parameters: parameters, rows: options.rows,
                 imagePath: options.imagePath.map(absolute), contentPath: options.contentPath.map(absolute))
    }

    /// Writes the take ending at `endMs` (session time); returns the file's path.
    static func save(_ recorder: Recorder, endingAtMs endMs: Double, options: WindowOptions) throws(StretchyError) -> String {
        let folder = options.recordDirectory
        let path = URL(fileURLWithPath: folder).appendingPathComponent(ScreenshotNaming.recordingFileName(date: Date())).path
        try FileBytes.prepareDirectory(folder)
        try FileBytes.writeAtomically(Array(recorder.json(endingAtMs: endMs).utf8), to: path)
        return path
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
