import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit

/// `R`: the window restarts its phones at rest, then records input until R again; stopping
/// writes the take (`RecordingFile`). What each outcome shows is `WindowState`'s decision
/// (`WindowState+Files`); this carries out the file work and tells it how it went.
extension WindowApp {
    func startRecording(atMs nowMs: Double) {
        // A take that cannot be written is refused now, not discarded when it stops.
        do {
            try FileBytes.prepareDirectory(options.recordDirectory)
            let start = try restartForRecording()
            var recorder = RecordingFile.recorder(options: options, designName: start.designName, viewport: start.viewport,
                                                  parameters: start.parameters)
            recorder.describeScreen(device: start.device, appearance: start.appearance, showsChrome: start.showsChrome,
                                    system: start.system)
            tell(.recordingStarted(recorder, note: start.note), atMs: nowMs)
        } catch {
            tell(.recordingRefused(reason: error.message), atMs: nowMs)
        }
    }

    /// Writes each take into the first folder that takes it; a take no folder takes goes back to
    /// the state, which keeps it for the next stop and the quit.
    func write(_ takes: [WindowState.Take], atMs nowMs: Double) {
        for take in takes {
            do {
                let saved = try RecordingFile.save(take, options: options)
                tell(.takeSaved(take, path: saved.path, firstFolderFailure: saved.firstFolderFailure), atMs: nowMs)
            } catch {
                tell(.takeNotSaved(take, reason: error.message), atMs: nowMs)
            }
        }
    }

    /// After the display is gone: the take in progress written, queued screenshots on disk, and
    /// one clause saying where both are.
    func finishAfterDisplayLoss(nowMs: Double) -> String {
        var clauses: [String] = []
        for take in state.endTakes(atMs: nowMs) {
            do {
                clauses.append("the recording is in \(try RecordingFile.save(take, options: options).path)")
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
