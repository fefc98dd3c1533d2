import ArgumentParser
import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

struct RunCommand: ParsableCommand {
    /// What `run` opens with neither --viewport nor --device (replays keep their script's viewport).
    static let defaultDevice = "iphone-15"
    /// What `run` opens with no --design (nor a config's "design"): an English screen with what
    /// Stretchy does — a photo header that stretches, a bar that pins, tabs (issue 48). Replays
    /// keep `Script.defaultDesign`, so every existing script draws what it drew.
    static let defaultDesign = "profile"
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the phone-sized window: drag to scroll, keys to tune (see the README's key table).",
        discussion: """
        With neither --design nor a config's "design" it opens profile; with neither --viewport nor \
        --device, an iPhone 15. Drag with the left button as with a finger; the wheel scrolls \
        (Ctrl+wheel zooms). Press ? or F1 in the window for every key. With no display, prints one \
        line and exits with status 2: `stretchy replay` runs scripts without one.

        Keys:
        """ + "\n" + KeyHelp.entries.map { "  \($0.keys.padding(toLength: 20, withPad: " ", startingAt: 0)) \($0.action)" }.joined(separator: "\n")
    )

    @OptionGroup var design: DesignOption

    @OptionGroup var screen: ScreenOptions

    // Not `PixelScaleOption`: a zoom of the window, not pixels per point; 0.25 fits a tall
    // viewport (an iPad's 1366 pt) on a laptop screen.
    @Option(name: .long, help: "Window zoom: window points per viewport point (0.25...4).")
    var scale: Double = 1

    // Not `ReplayRateOption`: the window's own frame rate, paced by the display.
    @Option(name: .long, help: "Frames per second (1...480); paced by vsync when the display has it.")
    var fps: Double = 60

    @Option(name: .long, help: "Header photo (JPEG or PNG) instead of the bundled one.")
    var image: String?

    @Option(name: .long, help: "List content file ({\"title\", \"rows\": [{\"title\", \"subtitle\"}]}).")
    var content: String?

    @Option(name: .long, help: "Generate this many rows instead of the content file.")
    var rows: Int?

    @Option(name: .long, help: "Parameters file (JSON: name → value); reloaded live when it changes; Ctrl+S saves to it.")
    var config: String?

    @Option(name: .long, help: "Where S saves screenshots (PNG + JSON sidecar).")
    var screenshotDir: String = "screenshots"

    @Option(name: .long, help: "Where R saves recordings (replay scripts).")
    var recordDir: String = "recordings"

    @Option(name: .long, parsing: .upToNextOption,
            help: ArgumentHelp("Two to four phones side by side, one drag driving all: designs, design files or config files (JSON name → value, optional \"design\"; else the window's design).",
                               valueName: "A B [C [D]]"))
    var compare: [String] = []

    func run() throws {
        let (options, variants) = try windowSetup()
        Interruption.unblockSignals()  // before SDL puts in its quit handlers
        try WindowApp.run(options, variants: variants)
    }

    /// The checked options and `--compare`'s phones, before any display is needed.
    func windowSetup() throws(StretchyError) -> (WindowOptions, [ComparisonVariant]) {
        var options = try validatedOptions()
        // A config file without a "design" is checked against the window's design.
        let variants = compare.isEmpty ? [] : try ComparisonVariant.resolveAll(compare, library: options.library, base: options.design)
        options.extraDesigns = variants.compactMap(\.design).filter { options.library.design(named: $0.name)?.file != $0.file }
        return (options, variants)
    }

    /// Every option checked, and every file read, before any display is needed.
    func validatedOptions() throws(StretchyError) -> WindowOptions {
        let library = try DesignLibrary.shipped()
        // A config's "design" opens that design unless --design names one (as --compare reads it).
        let configDesign = try config.flatMap { path throws(StretchyError) in
            FileManager.default.fileExists(atPath: path) ? try ConfigFile.design(path: path) : nil
        }
        let reference = design.reference ?? configDesign ?? Self.defaultDesign
        let chosen: Design
        do { chosen = try library.resolve(reference) } catch {
            throw StretchyError(error.kind, "\(design.reference == nil && configDesign != nil ? "\(config!): 'design'" : design.optionName): \(error.message)")
        }
        let givenSize = try screen.size.chosenSize()
        // A newcomer's first window is an iPhone: with neither --viewport nor --device, iphone-15.
        let chosenDevice = try screen.chosenDevice() ?? (givenSize == nil ? Device.named(Self.defaultDevice) : nil)
        let size = givenSize ?? chosenDevice?.size ?? Script.defaultViewport
        let appearance = screen.chosenAppearance(), showsChrome = screen.showsChrome(), system = screen.chosenSystem()
        guard scale.isFinite, scale >= 0.25, scale <= 4 else { throw .badInput("--scale must be from 0.25 to 4, found \(scale)") }
        // The window holds every compared phone side by side.
        try FrameBudget.check(PhoneLayout(viewport: size, count: max(1, compare.count)).size, scale: scale,
                              what: compare.isEmpty ? screen.size.optionName : "the --compare window")
        guard fps.isFinite, fps >= 1, fps <= 480 else { throw .badInput("--fps must be from 1 to 480, found \(JSONWriter.describe(fps))") }
        if let rows, rows < 0 || rows > 10_000_000 { throw .badInput("--rows must be from 0 to 10000000, found \(rows)") }
        if rows != nil, content != nil { throw .badInput("--rows and --content both set: give one") }
        var listContent: ListContent?
        if let content { listContent = try ContentLoader.load(path: content) }
        if let image {
            // Decoding needs the renderer; a missing or unreadable file is reported now.
            // (the photo's own checks: type, 256 MB, format and pixel limits, as `replay` applies them).
            do { _ = try imagePixelSize(at: image, enforcingLimits: true) } catch { throw .badInput(describe(error)) }
        }
        var overrides: [String: Double] = [:]
        var configExists = false
        if let config, FileManager.default.fileExists(atPath: config) {
            overrides = try ConfigFile.load(path: config)
            configExists = true
        }
        // Checked now (an unknown name or a value out of range exits before any window opens).
        let parameters = try Session.parameters(for: chosen, overrides: overrides, library: library,
                                                source: ParameterSource(file: config, path: ""))
        return WindowOptions(design: chosen.replacingFirstImage(with: image), library: library, extraDesigns: [],
                             designFile: DesignLibrary.isFile(reference) ? chosen.file : nil, viewport: size, scale: scale, framesPerSecond: fps,
                             imagePath: image, contentPath: content, content: listContent, rows: rows,
                             configPath: config, configExists: configExists, overrides: overrides, parameters: parameters,
                             screenshotDirectory: screenshotDir, recordDirectory: recordDir,
                             device: chosenDevice, appearance: appearance, showsChrome: showsChrome, system: system,
                             glassTint: try screen.chosenGlassTint())
    }
}

/// `stretchy run`'s options, checked.
struct WindowOptions {
    var design: Design
    var library: DesignLibrary
    /// Design files of `--compare`'s variants, set by `run()` (their images are loaded with the window's).
    var extraDesigns: [Design]
    /// The design file to watch for live reload (nil for a shipped design).
    var designFile: String?
    var viewport: Size
    var scale: Double
    var framesPerSecond: Double
    var imagePath: String?
    var contentPath: String?
    /// Already loaded from `contentPath` (nil: generated rows or the bundled file).
    var content: ListContent?
    var rows: Int?
    var configPath: String?
    var configExists: Bool
    /// The config file's values by name, and the design's parameters with them applied.
    var overrides: [String: Double]
    var parameters: Parameters
    var screenshotDirectory: String
    var recordDirectory: String
    var device: Device?
    var appearance: Appearance
    var showsChrome: Bool
    var system: SystemVersion
    var glassTint: Double
}
