import CSDL2
import Foundation
import StretchyKit

/// Losing the X server (logout, a dropped `ssh -X`) ends the process inside Xlib: its default
/// handler prints a raw "XIO: fatal IO error" line and exits 1, dropping queued screenshots and the
/// take being recorded. This handler finishes them first, then exits 2 with one `stretchy:` line.
enum DisplayLoss {
    /// Saves what is pending; returns where it went (for the message). Set by the running window.
    nonisolated(unsafe) private static var finishing: (() -> String)?

    static func install(_ finish: @escaping () -> String) {
        finishing = finish
        _ = XSetIOErrorHandler { _ in
            // Xlib must not be called again from here (the connection is dead): the work below
            // only writes files. Xlib exits if the handler returns, so it never does.
            let saved = DisplayLoss.finishing?() ?? "nothing was being saved"
            let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? "?"
            WindowStartup.printError("lost the connection to the X display \(display); \(saved)")
            exit(2)
        }
    }
}

extension RecordingWindow {
    /// After the display is gone: the take in progress written, queued screenshots on disk, and
    /// one clause saying where both are.
    func finishAfterDisplayLoss(nowMs: Double, screenshots: ScreenshotSaver) -> String {
        var clauses: [String] = []
        if let recorder {
            self.recorder = nil
            do {
                let path = try RecordingFile.save(recorder, endingAtMs: nowMs - sessionOffsetMs, options: options)
                clauses.append("the recording is in \(path)")
            } catch {
                clauses.append("the recording could not be saved (\(error.message))")
            }
        }
        screenshots.waitUntilIdle()
        if screenshots.savedCount > 0 {
            clauses.append("\(screenshots.savedCount) screenshot\(screenshots.savedCount == 1 ? "" : "s") of this run \(screenshots.savedCount == 1 ? "is" : "are") in \(RecordingFile.absolute(options.screenshotDirectory))")
        }
        return clauses.isEmpty ? "nothing was being saved" : clauses.joined(separator: "; ")
    }
}
