import ScrollCore
import Stage

/// The window the app draws in: the real one on a display (`DisplayWindow`), or an offscreen frame
/// of the same renderer (`Renderer.headless`) when the window's decisions are tested without X.
protocol WindowSurface: AnyObject {
    var renderer: Renderer { get }
    /// Window points per picture point (`--scale`).
    var zoom: Double { get }
    /// True when presenting waits for the display's refresh (a vsync renderer).
    var presentsWithVsync: Bool { get }
    /// The usable area of the display the window is on, in picture points; nil when unknown.
    var usableDisplayArea: Rect? { get }
    func setTitle(_ title: String)
    /// Asks for a window of `size` picture points; the answer comes back as a `.resized` event.
    func setSize(_ size: Size)
    /// Moves the window left so a window `width` points wide ends inside `area`.
    func keepWithin(_ area: Rect, width: Double)
}

extension DisplayWindow: WindowSurface {}
