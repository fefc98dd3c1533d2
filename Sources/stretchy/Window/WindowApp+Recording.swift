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
        state.showToast(message, atMs: nowMs)
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
        state.sessionOffsetMs = nowMs
        state.recorder = RecordingFile.recorder(options: options, designName: start.designName, viewport: start.viewport,
                                          parameters: start.parameters)
        state.recorder?.describeScreen(device: start.device, appearance: start.appearance, showsChrome: start.showsChrome,
                                   system: start.system)
        state.showToast("recording — \(start.note); R stops", atMs: nowMs)
    }

    func stopRecording(atMs nowMs: Double) {
        guard let recorder = state.recorder else { return }
        state.recorder = nil
        unsavedTakes.append((recorder, state.sessionMs(atMs: nowMs)))
        saveTakes(atMs: nowMs)
    }

    /// Writes every take not yet on disk (this one, and any an earlier stop could not write);
    /// a take that no folder takes stays in memory, tried again at the next stop and at quit.
    func saveTakes(atMs nowMs: Double) {
        var kept: [(Recorder, Double)] = []
        for (take, endMs) in unsavedTakes {
            do {
                let saved = try RecordingFile.save(take, endingAtMs: endMs, options: options)
                if let reason = saved.firstFolderFailure {
                    report("recording saved to \(saved.path) instead: \(reason)", atMs: nowMs)
                } else {
                    state.showToast("recorded \(take.eventCount) events → \(saved.path)\(replayHint)", atMs: nowMs)
                }
            } catch {
                kept.append((take, endMs))
                report("recording not saved yet (kept, tried again at the next R and at quit): \(error.message)", atMs: nowMs)
            }
        }
        unsavedTakes = kept
    }

    /// After the display is gone: the take in progress written, queued screenshots on disk, and
    /// one clause saying where both are.
    func finishAfterDisplayLoss(nowMs: Double) -> String {
        var clauses: [String] = []
        if let recorder = state.recorder {
            state.recorder = nil
            unsavedTakes.append((recorder, state.sessionMs(atMs: nowMs)))
        }
        for (take, endMs) in unsavedTakes {
            do {
                clauses.append("the recording is in \(try RecordingFile.save(take, endingAtMs: endMs, options: options).path)")
            } catch {
                clauses.append("the recording could not be saved (\(error.message))")
            }
        }
        unsavedTakes = []
        screenshots.waitUntilIdle()
        if screenshots.savedCount > 0 {
            clauses.append("\(screenshots.savedCount) screenshot\(screenshots.savedCount == 1 ? "" : "s") of this run \(screenshots.savedCount == 1 ? "is" : "are") in \(RecordingFile.absolute(options.screenshotDirectory))")
        }
        return clauses.isEmpty ? "nothing was being saved" : clauses.joined(separator: "; ")
    }
}
