import ArgumentParser
import Foundation
import HeaderKit
import ScrollCore
import StretchyKit

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the phone-sized window: drag to scroll, keys to tune (see the README's key table).",
        discussion: """
        Drag with the left button as with a finger; the wheel scrolls (Ctrl+wheel zooms). Press ? or F1 \
        in the window for every key. With no display, prints one line and exits with status 2: \
        `stretchy replay` runs scripts without one.
        """
    )

    @Option(name: .long, help: "Header preset (see `stretchy presets`).")
    var preset: String = Script.defaultPreset

    @Option(name: .long, help: "Viewport in points, WIDTHxHEIGHT (default 390x844).")
    var viewport: String?

    @Option(name: .long, help: "A device's viewport: iphone-15, iphone-se, pixel-7, ipad-mini, iphone-15-pro-max.")
    var device: String?

    @Option(name: .long, help: "Window zoom: window points per viewport point (0.25...4).")
    var scale: Double = 1

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
            help: ArgumentHelp("Two phones side by side, one drag driving both: presets or config files (JSON name → value, optional \"preset\"; else --preset).",
                               valueName: "A B"))
    var compare: [String] = []

    func run() throws {
        let options = try validatedOptions()
        if !compare.isEmpty {
            let variants = try ComparisonVariant.resolvePair(compare)
            try CompareWindowApp.run(options, variants: variants)
            return
        }
        try WindowApp.run(options)
    }

    /// Every option checked, and every file read, before any display is needed.
    func validatedOptions() throws(StretchyError) -> WindowOptions {
        guard HeaderPresets.names.contains(preset) else {
            throw .badInput("--preset: unknown preset '\(preset)' (known: \(HeaderPresets.names.joined(separator: ", ")))")
        }
        if viewport != nil, device != nil { throw .badInput("--viewport and --device both set: give one") }
        var size = Script.defaultViewport
        if let viewport { size = try WindowDevices.parseViewport(viewport) }
        if let device { size = try WindowDevices.size(named: device) }
        guard scale.isFinite, scale >= 0.25, scale <= 4 else { throw .badInput("--scale must be from 0.25 to 4, found \(scale)") }
        guard fps.isFinite, fps >= 1, fps <= 480 else { throw .badInput("--fps must be from 1 to 480, found \(fps)") }
        if let rows, rows < 0 || rows > 10_000_000 { throw .badInput("--rows must be from 0 to 10000000, found \(rows)") }
        if rows != nil, content != nil { throw .badInput("--rows and --content both set: give one") }
        var listContent: ListContent?
        if let content { listContent = try ContentLoader.load(path: content) }
        if let image {
            // Decoding needs the renderer; a missing or unreadable file is reported now.
            _ = try FileBytes.read(path: image)
        }
        var parameters = Parameters(catalog: .all)
        var configExists = false
        if let config, FileManager.default.fileExists(atPath: config) {
            parameters = try ConfigFile.load(path: config)
            configExists = true
        }
        return WindowOptions(preset: preset, viewport: size, scale: scale, framesPerSecond: fps,
                             imagePath: image, contentPath: content, content: listContent, rows: rows,
                             configPath: config, configExists: configExists, parameters: parameters,
                             screenshotDirectory: screenshotDir, recordDirectory: recordDir)
    }
}

/// `stretchy run`'s options, checked.
struct WindowOptions {
    var preset: String
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
    var parameters: Parameters
    var screenshotDirectory: String
    var recordDirectory: String
}
