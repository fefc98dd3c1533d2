import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyKit

/// What the window has open while its loop runs.
struct OpenedWindow {
    let display: DisplayWindow
    var renderer: Renderer { display.renderer }
    let content: ListContent
    let assets: PrototypeAssets
    /// The images of the design, of its comparison variants and of the shipped designs.
    let images: ImageTable
    /// The size the window manager really gave, in points (window points ÷ `--scale`): lay out for
    /// this, not for the size asked for.
    var givenSize: Size { display.givenSize }
}

/// The window's start-up: a display (no display → one line, exit status 2), the assets, a
/// centred resizable window of `size` points and its renderer (`Stage.DisplayWindow`).
enum WindowStartup {
    /// Runs `body` with the window open; closes it and SDL afterwards, however `body` ends.
    static func withWindow(_ options: WindowOptions, title: String, size: Size, vsync: Bool,
                           _ body: (OpenedWindow) throws(StretchyError) -> Void) throws(StretchyError) {
        do { try DisplayWindow.start() } catch { throw noDisplay(error.reason) }
        defer { DisplayWindow.stop() }

        // `--content` was already read while checking the options: not read twice.
        let assets = try PrototypeAssets.load(imagePath: options.imagePath,
                                              contentPath: options.content == nil ? options.contentPath : nil,
                                              rows: options.rows, device: options.device != nil)
        let content = options.content ?? assets.content
        do {
            try DisplayWindow.open(title: title, size: size, zoom: options.scale, fonts: assets.fonts, vsync: vsync) { display in
                let images = try assets.upload([options.design] + options.extraDesigns, to: display.renderer)
                display.show()
                try body(OpenedWindow(display: display, content: content, assets: assets, images: images))
            }
        } catch let error as StretchyError {
            throw error
        } catch let error as DisplayUnavailable {
            throw noDisplay(error.reason)
        } catch {
            throw .environment(describe(error))
        }
    }

    static func noDisplay(_ reason: String) -> StretchyError {
        .environment("no display available (\(reason)); `stretchy replay` runs scripts without one")
    }

    /// A problem the user should see on stderr (the window also toasts it).
    static func printError(_ message: String) {
        StderrLine.write("\(message)")
    }
}
