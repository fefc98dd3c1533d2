import CSDL2
import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyKit

extension WindowApp {
    /// Opens the window and runs until quit. No display → one line, exit status 2.
    static func run(_ options: WindowOptions) throws(StretchyError) {
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

        let resources: ResourceLocator
        do { resources = try ResourceLocator.locate() } catch { throw .environment(describe(error)) }
        let fonts: FontSet
        do { fonts = try FontSet(resources: resources) } catch { throw .environment(describe(error)) }
        let content: ListContent
        if let loaded = options.content {
            content = loaded
        } else if let rows = options.rows {
            content = ListContent(title: "Stretchy", source: .generated(count: rows))
        } else {
            content = try ContentLoader.load(path: resources.contentFile.path)
        }
        let photos = [options.imagePath ?? resources.headerPhoto.path] + resources.carouselPhotos.map(\.path)
        let assets = PrototypeAssets(resources: resources, fonts: fonts, photoPaths: photos, content: content)

        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        let width = Int32((options.viewport.width * options.scale).rounded())
        let height = Int32((options.viewport.height * options.scale).rounded())
        let flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centered = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED (a macro, not imported)
        guard let window = SDL_CreateWindow("Stretchy — \(options.preset)", centered, centered, width, height, flags) else {
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
            renderer = try Renderer(window: window, pixelsPerPoint: density * options.scale, fonts: fonts, vsync: true)
        } catch {
            throw noDisplay(sdlReason(error))
        }
        let photoSizes = try assets.upload(to: renderer)
        // The window manager may have given another size than asked for: lay out for the real one.
        let viewport = Size(width: max(1, Double(pointWidth) / options.scale), height: max(1, Double(pointHeight) / options.scale))
        let setup = SessionSetup(preset: options.preset, viewport: viewport, content: content,
                                 parameterOverrides: options.parameters.changedValues, photoSizes: photoSizes)
        let session = try Session(setup: setup, measurer: renderer.textMeasurer)
        let app = WindowApp(options: options, window: window, renderer: renderer, setup: setup, session: session)
        app.updateTitle()
        try app.loop()
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
}
