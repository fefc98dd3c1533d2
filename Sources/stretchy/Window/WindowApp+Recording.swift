import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit

/// `R`: the window restarts its phones at rest, then records input until R again; stopping
/// writes the take (`RecordingFile`) and says where.
extension WindowApp {
    /// A problem the designer must see: stderr and a toast.
    func report(_ message: String, atMs nowMs: Double) {
        WindowStartup.printError(message)
        showToast(message, atMs: nowMs)
    }

    func startRecording(atMs nowMs: Double) {
        // A take that cannot be written is refused now, not discarded when it stops.
        do { try FileBytes.prepareDirectory(options.recordDirectory) } catch {
            report("cannot start recording: \(error.message)", atMs: nowMs)
            return
        }
        let start: RecordingStart
        do { start = try restartForRecording() } catch {
            report("cannot start recording: \(error.message)", atMs: nowMs)
            return
        }
        pump.releaseDrag()
        sessionOffsetMs = nowMs
        recorder = RecordingFile.recorder(options: options, preset: start.preset, viewport: start.viewport,
                                          parameters: start.parameters)
        recorder?.describeScreen(device: start.device, appearance: start.appearance, showsChrome: start.showsChrome,
                                   system: start.system)
        showToast("recording — \(start.note); R stops", atMs: nowMs)
    }

    func stopRecording(atMs nowMs: Double) {
        guard let recorder else { return }
        self.recorder = nil
        do {
            let path = try RecordingFile.save(recorder, endingAtMs: nowMs - sessionOffsetMs, options: options)
            showToast("recorded \(recorder.eventCount) events → \(path)\(replayHint)", atMs: nowMs)
        } catch {
            report("recording not saved: \(error.message)", atMs: nowMs)
        }
    }

    /// After the display is gone: the take in progress written, queued screenshots on disk, and
    /// one clause saying where both are.
    func finishAfterDisplayLoss(nowMs: Double) -> String {
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
