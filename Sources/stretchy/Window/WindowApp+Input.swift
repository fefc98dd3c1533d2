import CSDL2
import Foundation
import ScrollCore
import StretchyFiles
import StretchyKit

extension WindowApp: RecordingWindow {
    /// A single-window recording replays as it is.
    var replayHint: String { "" }

    /// The window shows one viewport at its origin.
    func viewportPoint(_ windowPoint: Point) -> Point { windowPoint }

    func windowResized(to size: Size, atMs nowMs: Double) {
        // The panel's column is the window's, not the phone's.
        let width = size.width - (panel.isOpen ? PanelLayout.width : 0)
        send(.resize(Size(width: max(1, width), height: max(1, size.height))), atMs: nowMs)
    }

    /// Applies `action` to the session at its time, records it when recording, and carries out
    /// what the session asks of the shell.
    func send(_ action: ScriptEvent.Action, atMs nowMs: Double) {
        // The session's clock already stands at the last frame's presentation time, a little ahead
        // of `nowMs`, and applies earlier input at its own time: record the time it really used,
        // so a replay applies the input at the same moment and draws the same frames.
        if panelTakes(action, atMs: nowMs) { return }
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
        case .r, .q, .escape, .h, .t, .question, .f1: return false
        case .s, .e: return false
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
            overlays.helpVisible.toggle()
        case .toggleTouches:
            touchesVisible.toggle()
            showToast("show touches \(touchesVisible ? "on" : "off")", atMs: nowMs)
        case .toggleRecording:
            if recorder == nil { startRecording(atMs: nowMs) } else { stopRecording(atMs: nowMs) }
        case .saveConfiguration:
            saveConfig(atMs: nowMs)
        case .exportCode:
            exportCode(atMs: nowMs)
        case .quit:
            if overlays.helpVisible { overlays.helpVisible = false } else { running = false }
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
