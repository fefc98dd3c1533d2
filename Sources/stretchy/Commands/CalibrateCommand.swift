import FileSafety
import ArgumentParser
import Foundation
import HeaderKit
import Review
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

struct CalibrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Check the model against a device trace (from share --record or export-code --recorder) and fit decelerationRate, rubberBandConstant and bounceResponse to it.",
        discussion: """
        Fits the touch-to-frame latency and the pan's slop to the trace's drags, replays its touches on the \
        model with that latency and the trace's viewport, inset and content height, writes DIR/diff.csv and \
        DIR/overlay.png, prints the error per phase before and after a least-squares fit (Nelder–Mead on the \
        RMS offset difference, inside each parameter's range) and whether the fit is accepted (it improves \
        the RMS by 10 % or more, ends on no range edge, leaves every phase within 5 pt). With --write-config \
        an accepted fit is written as a config file (`run --config`, `replay --compare`); a refused one is not \
        (exit 1, the reasons on one line) unless --force. The last line on stdout is JSON: {"rms_before", \
        "rms_after", "latency_ms", "touch_slop", "fitted": {…}, "accepted", "reasons": […]}.
        """
    )

    @Argument(help: "A device trace (stretchy-device-trace/1 JSON).")
    var trace: String

    @OptionGroup var design: DesignOption

    @Option(name: .long, help: "A config file (JSON name → value): the model's values before the fit.")
    var config: String?

    @Option(name: .long, help: "Output folder for diff.csv and overlay.png (created if needed).")
    var out = "calibration"

    @Option(name: .long, help: "Write the fitted values here as a config file (atomically; names already in it are kept).")
    var writeConfig: String?

    @Flag(name: .long, help: "With --write-config: write the fitted values even when the fit is refused.")
    var force = false

    func run() throws {
        let outputs = [out + "/diff.csv", out + "/overlay.png"] + (writeConfig.map { [$0] } ?? [])
        // Every input: the trace, the config, the design file and the photos it reads.
        let designFiles = (try? designInputs()) ?? []
        let inputs = [trace] + (config.map { [$0] } ?? []) + designFiles
        for output in outputs where inputs.contains(where: { Self.samePath(output, $0) }) {
            throw StretchyError.badInput("\(TerminalSafeText.escaped(output)): would overwrite an input; choose another --out or --write-config")
        }
        if let writeConfig {
            try FileBytes.checkWritable(writeConfig)
            // A config to merge into must read as one before the fit, not after it (the save would refuse it then).
            if FileManager.default.fileExists(atPath: writeConfig) {
                do { _ = try ConfigFile.load(path: writeConfig) } catch {
                    throw StretchyError.badInput("--write-config: \(error.message) — not saved over it; fix or move the file, or choose another")
                }
            }
        }
        let deviceTrace = try DeviceTraceFile.load(path: trace)
        let parameters = try startingParameters()

        var calibration = Calibration(trace: deviceTrace, fallbackTouchSlop: parameters[PhysicsParameter.touchSlop])
        let fitted = calibration.fit(from: parameters)
        // Before and after on the replay the fit chose.
        let before = calibration.compare(parameters)
        let after = calibration.compare(fitted)
        let verdict = CalibrationVerdict(before: before, after: after, fitted: fitted, alignment: calibration.alignment)

        try FileBytes.prepareDirectory(out)
        let diff = CalibrationFiles.diffCSV(trace: deviceTrace, phases: calibration.phases, before: before, after: after)
        try FileBytes.writeAtomically(Array(diff.utf8), to: outputs[0])
        do { try SDLEnvironment.start(headless: true) } catch { throw StretchyError.environment(describe(error)) }
        let assets = try PrototypeAssets.load(imagePath: nil, contentPath: nil, rows: 0)
        // What a trace file says is shown as text, never as terminal controls.
        let name = TerminalSafeText.escaped(URL(fileURLWithPath: trace).lastPathComponent)
        var plot = CalibrationPlot(trace: deviceTrace, phases: calibration.phases, before: before, after: after,
                                   title: "\(name) — device and model (RMS \(Self.points(before.rms)) → \(Self.points(after.rms)) after the fit"
                                       + (verdict.accepted ? ")" : "; refused)"))
        plot.unfit = verdict.unfitPhases
        try ReviewPictures(fonts: assets.fonts).write(plot.scene(), to: outputs[1])
        let writes = writeConfig != nil && (verdict.accepted || force)
        if writes, let writeConfig { try ConfigFile.save(fitted, to: writeConfig) }

        let device = TerminalSafeText.escaped([deviceTrace.device, deviceTrace.ios.isEmpty ? "" : "iOS \(deviceTrace.ios)"]
            .filter { !$0.isEmpty }.joined(separator: ", "))
        print("\(name): \(deviceTrace.frames.count) frames, \(deviceTrace.touches.count) touches\(device.isEmpty ? "" : " (\(device))"), "
              + "viewport \(ParameterSpec.format(deviceTrace.viewport.width))×\(ParameterSpec.format(deviceTrace.viewport.height))")
        print(Self.alignment(calibration))
        print("error before: " + Self.summary(before))
        for entry in Calibration.fitted {
            print("  \(entry.parameter.name): \(ParameterSpec.format(parameters[entry.parameter])) → \(Self.value(fitted[entry.parameter]))")
        }
        print("error after:  " + Self.summary(after))
        print(verdict.accepted ? "fit accepted" : "fit refused: " + verdict.reasons.joined(separator: "; "))
        print("diff.csv, overlay.png → \(TerminalSafeText.escaped(out))"
              + (writes ? writeConfig.map { "; fitted config → \(TerminalSafeText.escaped($0))" } ?? "" : ""))
        // One line (JSONWriter indents): the numbers as printed above.
        let fittedJSON = Calibration.fitted.map { "\"\($0.parameter.name)\": \(Self.value(fitted[$0.parameter]))" }
        let reasonsJSON = verdict.reasons.map { String(JSONWriter.string(.string($0), indent: 0).dropLast()) }
        print("{\"rms_before\": \(JSONWriter.format(Self.rounded(before.rms))), \"rms_after\": \(JSONWriter.format(Self.rounded(after.rms))), "
              + "\"latency_ms\": \(JSONWriter.format(calibration.replay.latency)), \"touch_slop\": \(JSONWriter.format(calibration.replay.touchSlop)), "
              + "\"fitted\": {\(fittedJSON.joined(separator: ", "))}, \"accepted\": \(verdict.accepted), "
              + "\"reasons\": [\(reasonsJSON.joined(separator: ", "))]}")
        if let writeConfig, !writes {
            throw StretchyError.badInput("--write-config: \(TerminalSafeText.escaped(writeConfig)) not written, the fit is refused: "
                                         + verdict.reasons.joined(separator: "; ") + " (--force writes it anyway)")
        }
    }

    /// `latency 8.2 ms, slop 10.0 pt` and how they were found.
    static func alignment(_ calibration: Calibration) -> String {
        let replay = calibration.replay
        let figures = "latency \(String(format: "%.1f", replay.latency)) ms, slop \(String(format: "%.1f", replay.touchSlop)) pt"
        guard let alignment = calibration.alignment else {
            return figures + " (no drag stays inside the range: latency 0 and the model's slop assumed)"
        }
        let releases = replay.releasesAtFrames ? "; releases shown from the frame after them" : ""
        return figures + (alignment.latencyMeasured
            ? " (fitted to \(alignment.samples) frames of drags inside the range\(releases))"
            : " (the drags inside the range move at one speed, which cannot tell a latency from a slop: latency 0 assumed; slop from \(alignment.samples) frames\(releases))")
    }

    /// The design's values (`--design`, else the built-in physics) with `--config` applied.
    func startingParameters() throws(StretchyError) -> Parameters {
        let overrides = try config.map { path throws(StretchyError) in try ConfigFile.load(path: path) } ?? [:]
        let library = try DesignLibrary.shipped()
        guard let reference = design.reference else {
            var parameters = Parameters(catalog: .physics)
            for (name, value) in overrides where parameters.catalog.spec(named: name) != nil { try? parameters.set(name, to: value) }
            return parameters
        }
        let chosen: Design
        do { chosen = try library.resolve(reference) } catch { throw StretchyError(error.kind, "\(design.optionName): \(error.message)") }
        return try Session.parameters(for: chosen, overrides: overrides, library: library,
                                      source: ParameterSource(file: config ?? "--config", path: ""))
    }

    /// The design file `--design` names (none for a shipped design's name) and its images.
    func designInputs() throws(StretchyError) -> [String] {
        guard let reference = design.reference, DesignLibrary.isFile(reference) else { return [] }
        let chosen = try DesignLibrary.shipped().resolve(reference)
        return [chosen.file] + chosen.images
    }

    static func samePath(_ a: String, _ b: String) -> Bool {
        URL(fileURLWithPath: a).standardizedFileURL.resolvingSymlinksInPath().path
            == URL(fileURLWithPath: b).standardizedFileURL.resolvingSymlinksInPath().path
    }

    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
    static func points(_ value: Double) -> String { String(format: "%.3f pt", value) }
    /// Six significant digits: enough for a rate near 1 (0.997512).
    static func value(_ value: Double) -> String { String(format: "%.6g", value) }

    static func summary(_ comparison: Calibration.Comparison) -> String {
        (["RMS \(points(comparison.rms))"] + comparison.rmsByPhase.map { "\($0.phase.rawValue) \(points($0.rms)) (\($0.frames) frames)" })
            .joined(separator: " · ")
    }
}
