import CSDL2
import Foundation
import InputGeometry

/// Why no window could be opened, in words for the one line the app prints.
public struct DisplayUnavailable: Error, Sendable {
    public let reason: String
}

/// The app's window on a real display and its renderer. `start()` brings SDL up on the display
/// (X11 unless a driver is chosen); `open` makes a centred, resizable window, hidden until the
/// app shows it, and closes it when its body ends; `stop()` shuts SDL down.
public final class DisplayWindow {
    public let renderer: Renderer
    /// The size the window manager really gave, in points (window points ÷ zoom): lay out for
    /// this, not for the size asked for.
    public let givenSize: Size
    /// Window points per picture point (`--scale`).
    public let zoom: Double
    let window: OpaquePointer

    private init(window: OpaquePointer, renderer: Renderer, givenSize: Size, zoom: Double) {
        self.window = window
        self.renderer = renderer
        self.givenSize = givenSize
        self.zoom = zoom
    }

    /// SDL on a real display. No display (or only a console driver) throws, with the reason.
    public static func start() throws(DisplayUnavailable) {
        let environment = ProcessInfo.processInfo.environment
        let hasDisplay = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains { !(environment[$0] ?? "").isEmpty }
        guard hasDisplay else { throw DisplayUnavailable(reason: "DISPLAY and WAYLAND_DISPLAY are not set") }
        let driverChosen = !(environment["SDL_VIDEODRIVER"] ?? "").isEmpty
        if !driverChosen, (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            // Only X11 can work: stop SDL from falling through to Wayland (noise on stderr) or to a
            // console driver that would "succeed" with no window anyone sees.
            setenv("SDL_VIDEODRIVER", "x11", 1)
        }
        do { try SDLEnvironment.start(headless: false) } catch { throw DisplayUnavailable(reason: oneLine(error)) }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if !driverChosen, !["x11", "wayland"].contains(driver) {
            SDL_Quit()
            throw DisplayUnavailable(reason: "SDL found only the '\(driver)' video driver")
        }
    }

    /// Shuts SDL down (after the window closed).
    public static func stop() { SDL_Quit() }

    /// Runs `body` with a window of `size` points at `zoom` window points per point, hidden until
    /// `show()`; destroys the window afterwards, however `body` ends. Throws `DisplayUnavailable`
    /// when no window or renderer could be made, else what `body` throws.
    public static func open(title: String, size: Size, zoom: Double, fonts: FontSet, vsync: Bool,
                            _ body: (DisplayWindow) throws -> Void) throws {
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        let width = Int32((size.width * zoom).rounded())
        let height = Int32((size.height * zoom).rounded())
        // Hidden until the renderer and the photos are ready: creating an OpenGL renderer makes
        // SDL recreate the X window, and a window shown before that is a different window from
        // the one the user (or xdotool) then sees.
        let flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_HIDDEN.rawValue
        let centered = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED (a macro, not imported)
        guard let window = SDL_CreateWindow(title, centered, centered, width, height, flags) else {
            throw DisplayUnavailable(reason: "cannot open a window: \(lastSDLErrorOrReason())")
        }
        defer { SDL_DestroyWindow(window) }

        // High-DPI: drawable pixels per window point, times the zoom.
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0, pointWidth: Int32 = 0, pointHeight: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &pixelWidth, &pixelHeight)
        SDL_GetWindowSize(window, &pointWidth, &pointHeight)
        let density = pointWidth > 0 && pixelWidth > 0 ? Double(pixelWidth) / Double(pointWidth) : 1
        let renderer: Renderer
        do {
            renderer = try Renderer(window: window, pixelsPerPoint: density * zoom, fonts: fonts, vsync: vsync)
        } catch {
            throw DisplayUnavailable(reason: oneLine(error))
        }
        let given = Size(width: Double(pointWidth) / zoom, height: Double(pointHeight) / zoom)
        try body(DisplayWindow(window: window, renderer: renderer, givenSize: given, zoom: zoom))
    }

    /// Shows the window (once its first picture's photos are ready).
    public func show() { SDL_ShowWindow(window) }

    public func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

    /// Asks for a window of `size` picture points (a side panel opened or closed); the window
    /// manager's answer comes back as a `.resized` event.
    public func setSize(_ size: Size) {
        SDL_SetWindowSize(window, Int32((size.width * zoom).rounded()), Int32((size.height * zoom).rounded()))
    }

    /// The usable area (without panels and docks) of the display the window is on, in picture
    /// points (screen coordinates ÷ zoom); nil when SDL cannot tell.
    public var usableDisplayArea: Rect? {
        let index = SDL_GetWindowDisplayIndex(window)
        guard index >= 0, let bounds = Self.usableBounds(ofDisplay: index) else { return nil }
        return Rect(x: bounds.minX / zoom, y: bounds.minY / zoom, width: bounds.width / zoom, height: bounds.height / zoom)
    }

    /// The usable area of display `index` in screen coordinates, before any window is open (after
    /// `start()`); nil when SDL cannot tell.
    public static func usableBounds(ofDisplay index: Int32 = 0) -> Rect? {
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(index, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return nil }
        return Rect(x: Double(bounds.x), y: Double(bounds.y), width: Double(bounds.w), height: Double(bounds.h))
    }

    /// Moves the window left (never past the area's left edge) so a window `width` picture points
    /// wide ends inside `area`.
    public func keepWithin(_ area: Rect, width: Double) {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        let right = Double(x) / zoom + width
        guard right > area.maxX else { return }
        let newX = max(area.minX, area.maxX - width)
        SDL_SetWindowPosition(window, Int32((newX * zoom).rounded()), y)
    }

    /// True when presenting is meant to wait for the display's refresh (a vsync renderer).
    public var presentsWithVsync: Bool {
        guard let sdlRenderer = SDL_GetRenderer(window) else { return false }
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(sdlRenderer, &info) == 0 else { return false }
        return info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    }

    static func oneLine(_ error: Error) -> String {
        "\(error)".replacingOccurrences(of: "\n", with: " ")
    }
}

/// SDL's last error, or "no reason given".
func lastSDLErrorOrReason() -> String {
    let text = lastSDLError()
    return text.isEmpty ? "no reason given" : text
}

extension Renderer {
    /// A renderer for a hidden window with vsync off (`stretchy bench --renderer accelerated`
    /// measures work, not waits). The window lives as long as the process.
    public static func hiddenWindow(size: Size, pixelsPerPoint: Double, fonts: FontSet) throws(DisplayUnavailable) -> Renderer {
        let width = Int32((size.width * pixelsPerPoint).rounded()), height = Int32((size.height * pixelsPerPoint).rounded())
        guard let window = SDL_CreateWindow("Stretchy bench", 0, 0, width, height, SDL_WINDOW_HIDDEN.rawValue) else {
            throw DisplayUnavailable(reason: lastSDLErrorOrReason())
        }
        do {
            return try Renderer(window: window, pixelsPerPoint: pixelsPerPoint, fonts: fonts, vsync: false)
        } catch {
            throw DisplayUnavailable(reason: DisplayWindow.oneLine(error))
        }
    }
}
