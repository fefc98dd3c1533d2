import FileSafety
import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

/// What the window has open while its loop runs.
struct OpenedWindow {
    let display: any WindowSurface
    var renderer: Renderer { display.renderer }
    let content: ListContent
    let assets: PrototypeAssets
    /// The images of the design, of its comparison variants and of the shipped designs.
    let images: ImageTable
    /// The size the window manager really gave, in points (window points ÷ `--scale`): lay out for
    /// this, not for the size asked for.
    let givenSize: Size
}

/// The window's start-up: a display (no display → one line, exit status 2), the assets, a
/// centred resizable window of `size` points and its renderer (`Stage.DisplayWindow`).
enum WindowStartup {
    /// Runs `body` with the window open; closes it and SDL afterwards, however `body` ends.
    static func withWindow(_ options: WindowOptions, title: String, size: Size, vsync: Bool,
                           _ body: (OpenedWindow) throws(StretchyError) -> Void) throws(StretchyError) {
        do { try DisplayWindow.start() } catch { throw noDisplay(error.reason) }
        defer { DisplayWindow.stop() }

        let (assets, content) = try assets(for: options)
        let zoom = fittedZoom(options.scale, size: size, within: DisplayWindow.usableBounds())
        do {
            try DisplayWindow.open(title: title, size: size, zoom: zoom, fonts: assets.fonts, vsync: vsync) { display in
                let images = try assets.upload([options.design] + options.extraDesigns, to: display.renderer)
                display.show()
                try body(OpenedWindow(display: display, content: content, assets: assets, images: images,
                                      givenSize: display.givenSize))
            }
        } catch let error as StretchyError {
            throw error
        } catch let error as DisplayUnavailable {
            throw noDisplay(error.reason)
        } catch {
            throw .environment(describe(error))
        }
    }

    /// The fonts, designs and list content the window shows (`environment`: where the resources are looked up).
    static func assets(for options: WindowOptions,
                       environment: [String: String] = ProcessInfo.processInfo.environment) throws(StretchyError) -> (PrototypeAssets, ListContent) {
        // `--content` was already read while checking the options: not read twice.
        let assets = try PrototypeAssets.load(imagePath: options.imagePath,
                                              contentPath: options.content == nil ? options.contentPath : nil,
                                              rows: options.rows, device: options.device != nil, shipped: options.library,
                                              environment: environment)
        return (assets, assets.content(for: options.design, named: options.content))
    }

    /// `--scale`, lowered (with one line on stderr) when a window of `size` points at that scale
    /// would not fit the display's usable area: a window larger than the screen hides the phone's
    /// bottom, and the window manager's clamp would resize the viewport instead.
    static func fittedZoom(_ requested: Double, size: Size, within area: Rect?) -> Double {
        guard let area, size.width > 0, size.height > 0 else { return requested }
        let fitting = min(area.width / size.width, area.height / size.height)
        guard fitting < requested else { return requested }
        let zoom = max(0.25, (fitting * 20).rounded(.down) / 20)  // a 0.05 step, not below run's 0.25
        printError("a \(JSONWriter.format(size.width))×\(JSONWriter.format(size.height)) pt window at --scale "
                   + "\(JSONWriter.format(requested)) is larger than the display's usable "
                   + "\(JSONWriter.format(area.width))×\(JSONWriter.format(area.height)); opened at scale \(JSONWriter.format(zoom))")
        return zoom
    }

    static func noDisplay(_ reason: String) -> StretchyError {
        .environment("no display available (\(reason)); `stretchy replay` runs scripts without one")
    }

    /// A problem the user should see on stderr (the window also toasts it).
    static func printError(_ message: String) {
        StderrLine.write("\(message)")
    }
}
