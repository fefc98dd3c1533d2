import CSDL2
import Foundation
import InputGeometry

/// SDL events → `WindowEvent`: a left-button drag (with mouse capture when SDL grants it)
/// becomes down/move/up, the wheel scrolls (Ctrl+wheel zooms), keys go through `SDLKeyMap`.
/// Keeps the drag state, so a drag that loses its release still ends.
struct SDLInputMapper {
    /// Window points per picture point (`--scale`).
    let scale: Double
    private(set) var dragging = false
    private(set) var captured = false

    init(scale: Double) {
        self.scale = scale
    }

    mutating func map(_ event: inout SDL_Event) -> WindowEvent? {
        func point(_ x: Int32, _ y: Int32) -> Point { Point(x: Double(x) / scale, y: Double(y) / scale) }
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_WINDOWEVENT.rawValue:
            return mapWindowEvent(event.window)
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            dragging = true
            captured = SDL_CaptureMouse(SDL_TRUE) == 0
            return .input(.pointerDown(point(event.button.x, event.button.y)))
        case SDL_MOUSEMOTION.rawValue where dragging:
            if event.motion.state & UInt32(1 << (SDL_BUTTON_LEFT - 1)) == 0 {
                // The release was missed (e.g. delivered elsewhere): end the drag here.
                releaseDrag()
                return .input(.pointerUp(point(event.motion.x, event.motion.y)))
            }
            return .input(.pointerMove(point(event.motion.x, event.motion.y)))
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT) && dragging:
            releaseDrag()
            return .input(.pointerUp(point(event.button.x, event.button.y)))
        case SDL_MOUSEWHEEL.rawValue:
            return mapWheel(event.wheel, point: point)
        case SDL_KEYDOWN.rawValue:
            if event.key.repeat == 0, DebugKeys.handle(event.key.keysym.sym) { return nil }
            guard let press = SDLKeyMap.press(for: event.key.keysym) else { return nil }
            return .key(press, isRepeat: event.key.repeat != 0)
        case SDL_RENDER_TARGETS_RESET.rawValue, SDL_RENDER_DEVICE_RESET.rawValue:
            return .renderReset(RenderReset(eventType: event.type))
        default:
            return nil
        }
    }

    private mutating func mapWindowEvent(_ event: SDL_WindowEvent) -> WindowEvent? {
        switch UInt32(event.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
            return .resized(Size(width: Double(event.data1) / scale, height: Double(event.data2) / scale))
        case SDL_WINDOWEVENT_MINIMIZED.rawValue, SDL_WINDOWEVENT_HIDDEN.rawValue:
            return .minimized(true)
        case SDL_WINDOWEVENT_RESTORED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_EXPOSED.rawValue,
             SDL_WINDOWEVENT_MAXIMIZED.rawValue:
            return .minimized(false)
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue where dragging:
            releaseDrag()
            return .input(.pointerCancel)
        case SDL_WINDOWEVENT_LEAVE.rawValue where dragging && !captured:
            // Without mouse capture the release would never come: let go now.
            releaseDrag()
            return .input(.pointerCancel)
        case SDL_WINDOWEVENT_CLOSE.rawValue:
            return .quit
        default:
            return nil
        }
    }

    private func mapWheel(_ wheel: SDL_MouseWheelEvent, point: (Int32, Int32) -> Point) -> WindowEvent? {
        let flip: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        var dx = Double(wheel.preciseX), dy = Double(wheel.preciseY)
        if dx == 0, dy == 0 { dx = Double(wheel.x); dy = Double(wheel.y) }
        dx *= flip; dy *= flip
        guard dx != 0 || dy != 0 else { return nil }
        if UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_CTRL.rawValue) != 0 {
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            return .input(.zoom(factor: pow(1.1, dy), anchor: point(x, y)))
        }
        // Whole notches from a wheel; fractions come from trackpads and are scrolled as they come.
        let precise = dx != dx.rounded() || dy != dy.rounded()
        // SDL's positive y is away from the user (towards the top); InputEvent's grows the offset.
        return .input(.wheel(dx: 0 - dx, dy: 0 - dy, precise: precise))
    }

    /// Ends a drag without an action (the session was replaced, the app is quitting).
    mutating func releaseDrag() {
        if captured { SDL_CaptureMouse(SDL_FALSE) }
        dragging = false
        captured = false
    }
}
