import CSDL2
import Foundation
import ScrollCore
import StretchyKit

extension WindowApp {
    /// One SDL event, stamped `atMs` (app clock, when it was polled).
    func handle(_ event: inout SDL_Event, atMs nowMs: Double) {
        switch event.type {
        case SDL_QUIT.rawValue:
            running = false
        case SDL_WINDOWEVENT.rawValue:
            handleWindowEvent(event.window, atMs: nowMs)
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            dragging = true
            captured = SDL_CaptureMouse(SDL_TRUE) == 0
            send(.down(point(event.button.x, event.button.y)), atMs: nowMs)
        case SDL_MOUSEMOTION.rawValue where dragging:
            if event.motion.state & UInt32(1 << (SDL_BUTTON_LEFT - 1)) == 0 {
                // The release was missed (e.g. delivered elsewhere): end the drag here.
                endDrag(.up(point(event.motion.x, event.motion.y)), atMs: nowMs)
            } else {
                send(.move(point(event.motion.x, event.motion.y)), atMs: nowMs)
            }
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT) && dragging:
            endDrag(.up(point(event.button.x, event.button.y)), atMs: nowMs)
        case SDL_MOUSEWHEEL.rawValue:
            handleWheel(event.wheel, atMs: nowMs)
        case SDL_KEYDOWN.rawValue:
            if event.key.repeat == 0, DebugKeys.handle(event.key.keysym.sym) { return }
            guard let press = SDLKeyMap.press(for: event.key.keysym) else { return }
            if event.key.repeat != 0, !SDLKeyMap.repeats(press.key) { return }
            send(.key(press), atMs: nowMs)
        case SDL_RENDER_TARGETS_RESET.rawValue, SDL_RENDER_DEVICE_RESET.rawValue:
            do {
                try renderer.handleRenderReset(eventType: event.type)
                DebugKeys.noteRecovered(from: event.type)
            } catch {
                FileHandle.standardError.write(Data("stretchy: rebuilding textures after a renderer reset failed: \(describe(error))\n".utf8))
                showToast("renderer reset: textures lost", atMs: nowMs)
            }
        default:
            break
        }
    }

    func point(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x) / options.scale, y: Double(y) / options.scale)
    }

    func endDrag(_ action: ScriptEvent.Action, atMs nowMs: Double) {
        dragging = false
        if captured { SDL_CaptureMouse(SDL_FALSE) }
        captured = false
        send(action, atMs: nowMs)
    }

    func handleWindowEvent(_ event: SDL_WindowEvent, atMs nowMs: Double) {
        switch UInt32(event.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
            let size = Size(width: max(1, Double(event.data1) / options.scale), height: max(1, Double(event.data2) / options.scale))
            session.advance(toMs: nowMs - sessionOffsetMs)
            session.resize(to: size)
        case SDL_WINDOWEVENT_MINIMIZED.rawValue, SDL_WINDOWEVENT_HIDDEN.rawValue:
            minimized = true
        case SDL_WINDOWEVENT_RESTORED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_EXPOSED.rawValue,
             SDL_WINDOWEVENT_MAXIMIZED.rawValue:
            minimized = false
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue where dragging:
            endDrag(.cancel, atMs: nowMs)
        case SDL_WINDOWEVENT_LEAVE.rawValue where dragging && !captured:
            // Without mouse capture the release would never come: let go now.
            endDrag(.cancel, atMs: nowMs)
        case SDL_WINDOWEVENT_CLOSE.rawValue:
            running = false
        default:
            break
        }
    }

    func handleWheel(_ wheel: SDL_MouseWheelEvent, atMs nowMs: Double) {
        let flip: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        var dx = Double(wheel.preciseX), dy = Double(wheel.preciseY)
        if dx == 0, dy == 0 { dx = Double(wheel.x); dy = Double(wheel.y) }
        dx *= flip; dy *= flip
        guard dx != 0 || dy != 0 else { return }
        if UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_CTRL.rawValue) != 0 {
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            send(.zoom(factor: pow(1.1, dy), anchor: point(x, y)), atMs: nowMs)
            return
        }
        // Whole notches from a wheel; fractions come from trackpads and are scrolled as they come.
        let precise = dx != dx.rounded() || dy != dy.rounded()
        send(.wheel(dx: dx, dy: dy, precise: precise), atMs: nowMs)
    }

    /// Applies `action` to the session at its time, records it when recording, and carries out
    /// what the session asks of the shell.
    func send(_ action: ScriptEvent.Action, atMs nowMs: Double) {
        // The session's clock already stands at the last frame's presentation time, a little ahead
        // of `nowMs`, and applies earlier input at its own time: record the time it really used,
        // so a replay applies the input at the same moment and draws the same frames.
        let time = max(nowMs - sessionOffsetMs, session.timeMs)
        if recorder != nil, Self.isRecorded(action) { recorder?.record(action, atMs: time) }
        let effects = session.apply(action, atMs: time)
        for effect in effects { perform(effect, atMs: nowMs) }
    }

    /// Keys that only concern the shell are left out of recordings (a screenshot is recorded as a
    /// `screenshot` event when it is taken).
    static func isRecorded(_ action: ScriptEvent.Action) -> Bool {
        guard case let .key(press) = action else { return true }
        switch press.key {
        case .r, .q, .escape, .h, .question, .f1: return false
        case .s: return false
        case .slash: return !press.shift
        default: return true
        }
    }

    func perform(_ effect: SessionEffect, atMs nowMs: Double) {
        switch effect {
        case .screenshot:
            pendingScreenshot = ScreenshotNaming.screenshotBaseName(preset: session.presetName, date: Date())
        case .toggleHUD:
            hudVisible.toggle()
        case .toggleHelp:
            helpVisible.toggle()
        case .toggleRecording:
            if recorder == nil { startRecording(atMs: nowMs) } else { stopRecording(atMs: nowMs) }
        case .saveConfiguration:
            saveConfig(atMs: nowMs)
        case .quit:
            if helpVisible { helpVisible = false } else { running = false }
        case let .toast(text):
            showToast(text, atMs: nowMs)
        }
        updateTitle()
    }

    func updateTitle() {
        let title = "Stretchy — \(session.presetName)"
        if title != currentTitle {
            currentTitle = title
            SDL_SetWindowTitle(window, title)
        }
    }
}
