import FileSafety
import Foundation
import CodeExport
import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

extension WindowApp {
    // MARK: Screenshots

    /// Draws the picture without overlays (a comparison's captions kept) and hands it to the
    /// saver, with a sidecar per phone.
    func capture(baseName: String, atMs nowMs: Double) {
        state.overlays.flash(atMs: nowMs)
        // The picture shows the session at its own clock (the frame's presentation time, ahead of
        // `nowMs`): record the screenshot there, so the replay's picture is of the same moment.
        let sessionMs = state.group.timeMs
        state.recorder?.record(.screenshot(name: baseName), atMs: sessionMs)
        state.composePicture(into: &scene, phoneScenes: &phoneScenes, withHUD: false, measurer: renderer.textMeasurer)
        let sidecars = state.group.sidecars(name: baseName, pixelsPerPoint: renderer.pixelsPerPoint).map {
            ScreenshotSaver.SidecarFile(suffix: $0.suffix, text: JSONWriter.string($0.json) + "\n")
        }
        if let problem = screenshots.save(scene, drawnBy: renderer, folder: options.screenshotDirectory, baseName: baseName,
                                          sidecars: sidecars) {
            tell(.screenshotNotSaved(problem), atMs: nowMs)
        }
    }

    // MARK: Config

    var configSavePath: String { options.configPath ?? ConfigFile.defaultPath }

    func saveConfig(atMs nowMs: Double) {
        do {
            configSync = try ConfigFile.save(state.group.sharedParameters, design: configDesignReference, to: configSavePath, sync: configSync)
            configWatcher?.acceptCurrent()
            if configWatcher == nil {
                // Watch the file just written, so hand edits to it apply live too.
                configWatcher = FileWatchers.config(configSavePath)
            }
            tell(.configSaved(path: configSavePath), atMs: nowMs)
        } catch {
            tell(.configNotSaved(reason: error.message), atMs: nowMs)
        }
    }

    /// The config's `"design"`: the design the single phone shows — its name when it is a shipped
    /// one, else its file. A comparison's phones show several, so the file keeps its own.
    var configDesignReference: String? {
        guard !state.group.isComparison else { return nil }
        let design = state.group[0].design
        return setupTemplate.library.design(named: design.name)?.file == design.file ? design.name : URL(fileURLWithPath: design.file).standardizedFileURL.path
    }

    /// The file changed on disk: apply it, or keep the current values and say which field is wrong
    /// (a banner that stays until the file is fixed, and one stderr line).
    func reloadConfig(atMs nowMs: Double) {
        guard let path = configWatcher?.path else { return }
        do {
            // What the file changed is applied; what this window changed and has not saved is kept.
            let fileNow = try ConfigFile.load(path: path)
            let (overrides, kept) = configSync?.reloadOverrides(fileNow: fileNow, current: state.group.sharedParameters) ?? (fileNow, [])
            let time = Instant(milliseconds: state.sessionMs(atMs: nowMs))
            let changed = try state.group.applyConfig(overrides, file: path, at: time)
            if configSync == nil { configSync = ConfigSync(fileValues: fileNow, window: state.group.sharedParameters) }
            configSync?.reloaded(fileNow: fileNow, window: state.group.sharedParameters, kept: kept)
            if state.overlays.configBanner != nil {
                state.overlays.configBanner = nil
                state.showToast("config fixed", atMs: nowMs)
            }
            guard !changed.isEmpty else { return }
            state.showToast("config reloaded: \(changed.prefix(3).joined(separator: ", "))\(changed.count > 3 ? " +\(changed.count - 3)" : "")", atMs: nowMs)
        } catch {
            let message = "config not applied — \(error.message)"
            state.overlays.configBanner = message
            StderrLine.write("\(message)")
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
            // The content and images a start on this file would have: the same rule, the same table.
            let content = assets.content(for: design, named: options.content)
            let paths = PrototypeAssets.imagePaths(of: [design] + options.extraDesigns + assets.library.designs,
                                                   contents: [assets.content, content])
            // Decoding every design's photos takes a moment: only when an image changed or was added.
            var images: ImageTable?
            if paths != state.group[0].imageTable.paths || designWatcher?.companionsChanged == true {
                images = try assets.upload(paths: paths, to: renderer)
            }
            let time = Instant(milliseconds: state.sessionMs(atMs: nowMs))
            do {
                try state.group.reloadBaseDesign(design, content: content, images: images, at: time)
            } catch {
                // The phones keep the last good version: the renderer takes back the photos its table names.
                if images != nil { _ = try? assets.upload(paths: state.group[0].imageTable.paths, to: renderer) }
                throw error
            }
            designWatcher?.acceptCurrent(companions: design.images + content.imagePaths)
            state.overlays.banner = warnings.isEmpty ? nil : warnings.joined(separator: "\n")
            warnings.forEach { StderrLine.write("warning: \($0)") }
            state.showToast("design reloaded", atMs: nowMs)
        } catch {
            let message = error.message
            state.overlays.banner = message
            StderrLine.write("\(message)")
        }
    }

    /// E: each phone's design with its current parameters as code for every target, in
    /// --screenshot-dir (compared phones' files end in their letter: `NAME-a-uikit.swift`).
    func exportCode(atMs nowMs: Double) {
        let folder = options.screenshotDirectory
        do {
            try FileBytes.prepareDirectory(folder)
            var written: [String] = []
            for phone in state.group.indices {
                let session = state.group[phone]
                let letter = state.group.isComparison ? "-" + SessionGroup.letter(phone).lowercased() : ""
                for target in CodeTarget.allCases {
                let (source, limitations) = CodeExporter.export(session.design, parameters: session.parameters, content: session.content, target: target)
                let path = "\(folder)/\(exportNames.claim(session.design.name, for: session.design.file + "\n" + session.design.name))\(letter)-\(target.rawValue).\(target.fileExtension)"
                try FileBytes.writeAtomically(Array(source.utf8), to: path)
                limitations.forEach { StderrLine.write("warning: \(target.name): \($0)") }
                written.append(path)
                }
            }
            tell(.codeExported(folder: folder, paths: written), atMs: nowMs)
        } catch {
            tell(.codeNotExported(reason: error.message), atMs: nowMs)
        }
    }

    // MARK: Recording

    /// The phones at rest, as a replay of the take starts (`SessionGroup.restartForRecording`).
    func restartForRecording() throws(StretchyError) -> RecordingStart {
        try state.group.restartForRecording(launch: setupTemplate, launchParameters: options.parameters, measurer: renderer.textMeasurer)
    }
}
