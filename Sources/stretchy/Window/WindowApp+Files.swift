import CSDL2
import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

extension WindowApp {
    // MARK: Screenshots

    /// Draws the frame without overlays and hands it to the saver, with its sidecar.
    func capture(baseName: String, atMs nowMs: Double) {
        overlays.flash(atMs: nowMs)
        // The picture shows the session at its own clock (the frame's presentation time, ahead of
        // `nowMs`): record the screenshot there, so the replay's picture is of the same moment.
        if recorder != nil { recorder?.record(.screenshot(name: baseName), atMs: session.timeMs) }
        session.compose(into: &scene, showingTouches: touchesVisible)
        let sidecar = JSONWriter.string(Sidecar.json(
            design: session.design, viewport: session.viewport, pixelsPerPoint: renderer.pixelsPerPoint,
            parameters: session.parameters, record: session.record(), name: baseName, device: session.device, appearance: session.appearance)) + "\n"
        if let problem = screenshots.save(scene, drawnBy: renderer, folder: options.screenshotDirectory, baseName: baseName,
                                          sidecars: [.init(suffix: ".json", text: sidecar)]) {
            report(problem, atMs: nowMs)
        }
    }

    /// A problem the user should see but that does not stop the app: a toast and one stderr line.
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

    /// The file changed on disk: apply it, or keep the current values and say which field is wrong
    /// (a banner that stays until the file is fixed, and one stderr line).
    func reloadConfig(atMs nowMs: Double) {
        guard let path = configWatcher?.path else { return }
        do {
            let parameters = try session.parameters(withOverrides: ConfigFile.load(path: path), file: path)
            if overlays.configBanner != nil {
                overlays.configBanner = nil
                showToast("config fixed", atMs: nowMs)
            }
            guard parameters != session.parameters else { return }
            let changed = parameters.catalog.specs.filter { parameters[$0.name] != session.parameters[$0.name] }.map(\.name)
            session.applyParameters(parameters, at: (nowMs - sessionOffsetMs) / 1000)
            showToast("config reloaded: \(changed.prefix(3).joined(separator: ", "))\(changed.count > 3 ? " +\(changed.count - 3)" : "")", atMs: nowMs)
        } catch {
            let message = "config not applied — \(error.message)"
            overlays.configBanner = message
            FileHandle.standardError.write(Data("stretchy: \(message)\n".utf8))
        }
    }

    /// The design file was saved: show the new version at the same scroll position, or keep the
    /// last good one on screen with the error as a banner (and on stderr) until the file is fixed.
    func reloadDesign(atMs nowMs: Double) {
        guard let path = designWatcher?.path else { return }
        var warnings: [String] = []
        do throws(StretchyError) {
            let design = try DesignLoader.load(path: path, warn: { warnings.append($0) }).design
                .replacingFirstImage(with: options.imagePath)
            let paths = ImageTable.paths(of: [design] + setupTemplate.library.designs)
            // Decoding every design's photos takes a moment: only when an image changed or was added.
            var images: ImageTable?
            if paths != session.imageTable.paths || designWatcher?.imagesChanged == true {
                do { try renderer.setPhotos(paths) } catch { throw StretchyError.badInput(describe(error)) }
                images = ImageTable(paths: paths, loadedBy: renderer)
            }
            session.reloadDesign(design, images: images, at: sessionNowMs / 1000)
            designWatcher?.watch(images: design.images)
            overlays.banner = warnings.isEmpty ? nil : warnings.joined(separator: "\n")
            warnings.forEach { FileHandle.standardError.write(Data("stretchy: warning: \($0)\n".utf8)) }
            showToast("design reloaded", atMs: nowMs)
        } catch {
            let message = error.message
            overlays.banner = message
            FileHandle.standardError.write(Data("stretchy: \(message)\n".utf8))
        }
    }

    /// E: the design with its current parameters as code for every target, in --screenshot-dir.
    func exportCode(atMs nowMs: Double) {
        let folder = options.screenshotDirectory
        do {
            try FileBytes.prepareDirectory(folder)
            var written: [String] = []
            for target in CodeTarget.allCases {
                let (source, limitations) = CodeExporter.export(session.design, parameters: session.parameters, target: target)
                let path = "\(folder)/\(session.design.name)-\(target.rawValue).\(target.fileExtension)"
                try FileBytes.writeAtomically(Array(source.utf8), to: path)
                limitations.forEach { FileHandle.standardError.write(Data("stretchy: warning: \(target.name): \($0)\n".utf8)) }
                written.append(path)
            }
            showToast("code for UIKit, SwiftUI, Compose and Flutter in \(folder)/", atMs: nowMs)
            FileHandle.standardError.write(Data("stretchy: code export → \(written.joined(separator: ", "))\n".utf8))
        } catch {
            report("code not exported: \(error.message)", atMs: nowMs)
        }
    }

    // MARK: Recording

    /// The session at rest with the current preset, viewport and parameters.
    func restartForRecording() throws(StretchyError) -> RecordingStart {
        var setup = setupTemplate
        setup.design = session.design
        setup.viewport = session.viewport
        setup.parameterOverrides = session.parameters.changedValues
        setup.appearance = session.appearance
        setup.showsChrome = session.showsChrome
        session = try Session(setup: setup, measurer: renderer.textMeasurer)
        var start = RecordingStart(preset: setup.design.reference(shippedIn: setup.library.folder), viewport: setup.viewport,
                                   parameters: session.parameters, note: "view reset to rest")
        // A device is recorded while the window still has its size (else the viewport is).
        if let device = setup.device, device.size == setup.viewport { start.device = device.name }
        start.appearance = setup.appearance
        start.showsChrome = setup.showsChrome
        return start
    }
}
