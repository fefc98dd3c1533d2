import CSDL2
import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyKit

extension WindowApp {
    // MARK: Screenshots

    /// Draws the frame without overlays, reads its pixels (all the frame thread pays), and queues
    /// the PNG; the sidecar is written after the PNG, so a sidecar means both files are there.
    func capture(baseName: String, atMs nowMs: Double) {
        flashStartMs = nowMs
        // The picture shows the session at its own clock (the frame's presentation time, ahead of
        // `nowMs`): record the screenshot there, so the replay's picture is of the same moment.
        if recorder != nil { recorder?.record(.screenshot(name: baseName), atMs: session.timeMs) }
        let folder = options.screenshotDirectory
        do {
            try FileBytes.prepareDirectory(folder)
        } catch {
            report("screenshot not saved: \(error.message)", atMs: nowMs)
            return
        }
        session.compose(into: &scene)
        do {
            try renderer.draw(scene)
            try renderer.readPixels(into: &pixels)
        } catch {
            report("screenshot not saved: \(describe(error))", atMs: nowMs)
            return
        }
        let sidecar = JSONWriter.string(Sidecar.json(
            preset: session.presetName, viewport: session.viewport, pixelsPerPoint: renderer.pixelsPerPoint,
            parameters: session.parameters, record: session.record(), name: baseName)) + "\n"
        let base = URL(fileURLWithPath: folder).appendingPathComponent(baseName).path
        let mailbox = self.mailbox
        pngWriter.write(pixels, to: base + ".png") { result in
            switch result {
            case .success:
                do {
                    try FileBytes.writeAtomically(Array(sidecar.utf8), to: base + ".json")
                    mailbox.post("saved \(base).png")
                } catch {
                    Self.printError("screenshot sidecar not saved: \(describe(error))")
                    mailbox.post("sidecar not saved: \(describe(error))")
                }
            case let .failure(error):
                Self.printError("screenshot not saved: \(error.description)")
                mailbox.post("screenshot not saved: \(error.description)")
            }
        }
    }

    /// A problem the user should see but that does not stop the app: a toast and one stderr line.
    func report(_ message: String, atMs nowMs: Double) {
        Self.printError(message)
        showToast(message, atMs: nowMs)
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data("stretchy: \(message)\n".utf8))
    }

    // MARK: Config

    var configSavePath: String { options.configPath ?? ConfigFile.defaultPath }

    func saveConfig(atMs nowMs: Double) {
        do {
            try ConfigFile.save(session.parameters, to: configSavePath)
            configWatcher?.acceptCurrent()
            if configWatcher == nil {
                // Watch the file just written, so hand edits to it apply live too.
                configWatcher = ConfigWatcher(path: configSavePath)
            }
            showToast("parameters saved to \(configSavePath)", atMs: nowMs)
        } catch {
            report("parameters not saved: \(error.message)", atMs: nowMs)
        }
    }

    /// The file changed on disk: apply it, or keep the current values and say which field is wrong.
    func reloadConfig(atMs nowMs: Double) {
        guard let path = configWatcher?.path else { return }
        do {
            let parameters = try ConfigFile.load(path: path)
            guard parameters != session.parameters else { return }
            let changed = parameters.catalog.specs.filter { parameters[$0.name] != session.parameters[$0.name] }.map(\.name)
            session.setParameters(parameters, at: (nowMs - sessionOffsetMs) / 1000)
            showToast("config reloaded: \(changed.prefix(3).joined(separator: ", "))\(changed.count > 3 ? " +\(changed.count - 3)" : "")", atMs: nowMs)
        } catch {
            showToast("config not applied — \(error.message)", atMs: nowMs)
        }
    }

    // MARK: Recording

    /// Restarts the session at rest at time 0 with the current preset, viewport and parameters —
    /// exactly what a replay of the recording starts from — and records from there.
    func startRecording(atMs nowMs: Double) {
        var setup = setupTemplate
        setup.preset = session.presetName
        setup.viewport = session.viewport
        setup.parameterOverrides = session.parameters.changedValues
        do {
            session = try Session(setup: setup, measurer: renderer.textMeasurer)
        } catch {
            report("cannot start recording: \(error.message)", atMs: nowMs)
            return
        }
        if dragging { endDragWithoutSession() }
        sessionOffsetMs = nowMs
        recorder = Recorder(startMs: 0, preset: setup.preset, viewport: setup.viewport, parameters: session.parameters,
                            rows: options.rows, imagePath: options.imagePath.map(Self.absolute),
                            contentPath: options.contentPath.map(Self.absolute))
        showToast("recording — view reset to rest; R stops", atMs: nowMs)
    }

    private func endDragWithoutSession() {
        dragging = false
        if captured { SDL_CaptureMouse(SDL_FALSE) }
        captured = false
    }

    func stopRecording(atMs nowMs: Double) {
        guard let recorder else { return }
        self.recorder = nil
        let text = recorder.json(endingAtMs: nowMs - sessionOffsetMs)
        let folder = options.recordDirectory
        let path = URL(fileURLWithPath: folder).appendingPathComponent(ScreenshotNaming.recordingFileName(date: Date())).path
        do {
            try FileBytes.prepareDirectory(folder)
            try FileBytes.writeAtomically(Array(text.utf8), to: path)
            showToast("recorded \(recorder.eventCount) events → \(path)", atMs: nowMs)
        } catch {
            report("recording not saved: \(error.message)", atMs: nowMs)
        }
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
