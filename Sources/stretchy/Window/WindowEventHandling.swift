import CSDL2
import ScrollCore
import Stage
import StretchyKit

/// What both windows do with an SDL event; each says only where a window point lands in its
/// viewport and how it follows a new window size.
protocol WindowEventHandling: AnyObject {
    var input: SDLInputMapper { get set }
    var minimized: Bool { get set }
    var running: Bool { get set }
    var renderer: Renderer { get }
    func send(_ action: ScriptEvent.Action, atMs nowMs: Double)
    func showToast(_ text: String, atMs nowMs: Double)
    func viewportPoint(_ windowPoint: Point) -> Point
    func windowResized(to size: Size, atMs nowMs: Double)
}

extension WindowEventHandling {
    /// One SDL event, stamped `nowMs` (the app clock, when it was polled).
    func handle(_ event: inout SDL_Event, atMs nowMs: Double) {
        switch input.map(&event, toViewport: viewportPoint) {
        case let .action(action)?:
            send(action, atMs: nowMs)
        case let .resized(size)?:
            windowResized(to: size, atMs: nowMs)
        case let .minimized(isMinimized)?:
            minimized = isMinimized
        case let .renderReset(eventType)?:
            if !renderer.recover(fromResetEvent: eventType) { showToast("renderer reset: textures lost", atMs: nowMs) }
        case .quit?:
            running = false
        case nil:
            break
        }
    }
}
