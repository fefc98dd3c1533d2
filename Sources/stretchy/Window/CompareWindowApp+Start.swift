import CSDL2
import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyKit

extension CompareWindowApp {
    /// Opens the compare window (two viewports, the gap and the caption strip) and runs until
    /// quit. No display → one line, exit status 2, as `stretchy run`.
    static func run(_ options: WindowOptions, variants: (ComparisonVariant, ComparisonVariant)) throws(StretchyError) {
        let environment = ProcessInfo.processInfo.environment
        let hasDisplay = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains { !(environment[$0] ?? "").isEmpty }
        guard hasDisplay else { throw WindowApp.noDisplay("DISPLAY and WAYLAND_DISPLAY are not set") }
        let driverChosen = !(environment["SDL_VIDEODRIVER"] ?? "").isEmpty
        if !driverChosen, (environment["WAYLAND_DISPLAY"] ?? "").isEmpty { setenv("SDL_VIDEODRIVER", "x11", 1) }
        do { try SDLEnvironment.start(headless: false) } catch { throw WindowApp.noDisplay(WindowApp.sdlReason(error)) }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if !driverChosen, !["x11", "wayland"].contains(driver) {
            SDL_Quit()
            throw WindowApp.noDisplay("SDL found only the '\(driver)' video driver")
        }
        defer { SDL_Quit() }

        let assets = try PrototypeAssets.load(imagePath: options.imagePath, contentPath: options.contentPath, rows: options.rows)
        let content = options.content ?? assets.content

        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        let picture = CompareLayout(viewport: options.viewport).size
        let width = Int32((picture.width * options.scale).rounded())
        let height = Int32((picture.height * options.scale).rounded())
        let flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centered = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED
        let title = "Stretchy — compare \(variants.0.label) | \(variants.1.label)"
        guard let window = SDL_CreateWindow(title, centered, centered, width, height, flags) else {
            throw WindowApp.noDisplay("cannot open a window: \(WindowApp.lastError())")
        }
        defer { SDL_DestroyWindow(window) }

        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0, pointWidth: Int32 = 0, pointHeight: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &pixelWidth, &pixelHeight)
        SDL_GetWindowSize(window, &pointWidth, &pointHeight)
        let density = pointWidth > 0 && pixelWidth > 0 ? Double(pixelWidth) / Double(pointWidth) : 1
        let renderer: Renderer
        do {
            // Paced by a timer, so presenting must not block on vsync.
            renderer = try Renderer(window: window, pixelsPerPoint: density * options.scale, fonts: assets.fonts, vsync: false)
        } catch {
            throw WindowApp.noDisplay(WindowApp.sdlReason(error))
        }
        let photoSizes = try assets.upload(to: renderer)
        // Lay out for the size the window manager really gave.
        let given = Size(width: Double(pointWidth) / options.scale, height: Double(pointHeight) / options.scale)
        let base = SessionSetup(preset: options.preset, viewport: CompareLayout.viewport(fitting: given), content: content,
                                parameterOverrides: options.parameters.changedValues, photoSizes: photoSizes)
        let pair = try SessionPair(base: base, variants: variants, measurer: renderer.textMeasurer)
        let app = CompareWindowApp(options: options, window: window, renderer: renderer, pair: pair)
        try app.loop()
    }
}
