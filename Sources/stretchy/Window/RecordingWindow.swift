import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit

/// What a take starts from, as the replay will: the script's preset, viewport and parameters.
struct RecordingStart {
    var preset: String
    var viewport: Size
    var parameters: Parameters
    /// What the toast says was reset.
    var note: String
    var device: String? = nil
    var appearance: Appearance = .light
    var showsChrome = true
}

/// `R` in either window: the window restarts its session(s) at rest, then records input until R
/// again; stopping writes the take (`RecordingFile`) and says where.
protocol RecordingWindow: WindowEventHandling {
    var recorder: Recorder? { get set }
    /// The clock time of the session's time 0 (the start of the take).
    var sessionOffsetMs: Double { get set }
    var options: WindowOptions { get }
    /// Appended to the toast after the file's path: how to replay it, when that needs options.
    var replayHint: String { get }
    /// Restarts the session(s) at rest at time 0, exactly what a replay of the take starts from.
    func restartForRecording() throws(StretchyError) -> RecordingStart
}

extension RecordingWindow {
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
        input.releaseDrag()
        sessionOffsetMs = nowMs
        recorder = RecordingFile.recorder(options: options, preset: start.preset, viewport: start.viewport,
                                          parameters: start.parameters)
        recorder?.describeScreen(device: start.device, appearance: start.appearance, showsChrome: start.showsChrome)
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
}
