import CSDL2
import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyKit

/// What both windows (`stretchy run` and `run --compare`) have open while their loop runs.
struct OpenedWindow {
    let window: OpaquePointer
    let renderer: Renderer
    let content: ListContent
    let assets: PrototypeAssets
    /// The images of the design, of its comparison variants and of the shipped designs.
    let images: ImageTable
    /// The size the window manager really gave, in points (window points ÷ `--scale`): lay out for
    /// this, not for the size asked for.
    let givenSize: Size
}

/// The start-up both windows share: SDL on a real display (no display → one line, exit status 2),
/// the assets, a centred resizable window of `size` points and its renderer.
enum WindowStartup {
    /// Runs `body` with the window open; closes it and SDL afterwards, however `body` ends.
    static func withWindow(_ options: WindowOptions, title: String, size: Size, vsync: Bool,
                           _ body: (OpenedWindow) throws(StretchyError) -> Void) throws(StretchyError) {
        let environment = ProcessInfo.processInfo.environment
        let hasDisplay = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains { !(environment[$0] ?? "").isEmpty }
        guard hasDisplay else { throw noDisplay("DISPLAY and WAYLAND_DISPLAY are not set") }
        let driverChosen = !(environment["SDL_VIDEODRIVER"] ?? "").isEmpty
        if !driverChosen, (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            // Only X11 can work: stop SDL from falling through to Wayland (noise on stderr) or to a
            // console driver that would "succeed" with no window anyone sees.
            setenv("SDL_VIDEODRIVER", "x11", 1)
        }
        do { try SDLEnvironment.start(headless: false) } catch { throw noDisplay(sdlReason(error)) }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if !driverChosen, !["x11", "wayland"].contains(driver) {
            SDL_Quit()
            throw noDisplay("SDL found only the '\(driver)' video driver")
        }
        defer { SDL_Quit() }

        // `--content` was already read while checking the options: not read twice.
        let assets = try PrototypeAssets.load(imagePath: options.imagePath,
                                              contentPath: options.content == nil ? options.contentPath : nil,
                                              rows: options.rows, device: options.device != nil)
        let content = options.content ?? assets.content

        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        let width = Int32((size.width * options.scale).rounded())
        let height = Int32((size.height * options.scale).rounded())
        // Hidden until the renderer and the photos are ready: creating an OpenGL renderer makes
        // SDL recreate the X window, and a window shown before that is a different window from
        // the one the user (or xdotool) then sees.
        let flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_HIDDEN.rawValue
        let centered = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED (a macro, not imported)
        guard let window = SDL_CreateWindow(title, centered, centered, width, height, flags) else {
            throw noDisplay("cannot open a window: \(lastError())")
        }
        defer { SDL_DestroyWindow(window) }

        // High-DPI: drawable pixels per window point, times the zoom.
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0, pointWidth: Int32 = 0, pointHeight: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &pixelWidth, &pixelHeight)
        SDL_GetWindowSize(window, &pointWidth, &pointHeight)
        let density = pointWidth > 0 && pixelWidth > 0 ? Double(pixelWidth) / Double(pointWidth) : 1
        let renderer: Renderer
        do {
            renderer = try Renderer(window: window, pixelsPerPoint: density * options.scale, fonts: assets.fonts, vsync: vsync)
        } catch {
            throw noDisplay(sdlReason(error))
        }
        let images = try assets.upload([options.design] + options.extraDesigns, to: renderer)
        SDL_ShowWindow(window)
        let given = Size(width: Double(pointWidth) / options.scale, height: Double(pointHeight) / options.scale)
        try body(OpenedWindow(window: window, renderer: renderer, content: content, assets: assets, images: images,
                              givenSize: given))
    }

    static func noDisplay(_ reason: String) -> StretchyError {
        .environment("no display available (\(reason)); `stretchy replay` runs scripts without one")
    }

    static func sdlReason(_ error: Error) -> String {
        describe(error).replacingOccurrences(of: "\n", with: " ")
    }

    static func lastError() -> String {
        guard let message = SDL_GetError() else { return "no reason given" }
        let text = String(cString: message)
        return text.isEmpty ? "no reason given" : text
    }

    /// A problem the user should see on stderr (the windows also toast it).
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data("stretchy: \(message)\n".utf8))
    }
}
