import Foundation
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

extension WindowApp {
    /// One window event, stamped `nowMs` (the app clock, when it was polled). The panel, when
    /// open, takes what falls on it (picture points); the rest goes to the phones at their local point.
    func handle(_ event: WindowEvent, atMs nowMs: Double) {
        switch event {
        case let .input(.pointerDown(point)): route(.down(point), .down(phonePoint(point)), atMs: nowMs)
        case let .input(.pointerMove(point)): route(.move(point), .move(phonePoint(point)), atMs: nowMs)
        case let .input(.pointerUp(point)): route(.up(point), .up(phonePoint(point)), atMs: nowMs)
        case .input(.pointerCancel): route(.cancel, .cancel, atMs: nowMs)
        case let .input(.wheel(_, dy, _)) where overlays.helpVisible:
            overlays.help.scroll(by: -dy * HelpSheet.lineScroll, size: scene.size, measurer: renderer.textMeasurer)
        case let .input(.wheel(dx, dy, precise)): route(.wheel(dx: dx, dy: dy, precise: precise), nil, atMs: nowMs)
        case let .input(.zoom(factor, anchor)): send(.zoom(factor: factor, anchor: phonePoint(anchor)), atMs: nowMs)
        case let .key(press, isRepeat):
            if isRepeat, !KeyBindings.repeats(press) { return }
            if press.key == .escape, !press.control {
                if !isRepeat { closeTopmost() }
                return
            }
            if overlays.helpVisible, overlays.help.handle(press, size: scene.size, measurer: renderer.textMeasurer) { return }
            if !isRepeat, undoBake(press, atMs: nowMs) { return }
            route(.key(press), nil, atMs: nowMs)
        case let .resized(asked):
            // The window's pixels are capped as a replay's frame is: window-sized buffers stay bounded.
            let size = FrameBudget.fitting(asked, scale: renderer.pixelsPerPoint)
            if size != asked { display.setSize(size) }
            send(.resize(PhoneLayout.viewport(fitting: phonesSize(ofWindow: size), count: group.count)), atMs: nowMs)
        case let .minimized(isMinimized): minimized = isMinimized
        case let .renderReset(reset):
            if !renderer.recover(from: reset) { showToast("renderer reset: textures lost", atMs: nowMs) }
        case .quit: running = false
        }
    }

    /// Esc: the help, else the value being typed, else the panel, else the window (`EscapeTarget`).
    func closeTopmost() {
        switch EscapeTarget.topmost(helpVisible: overlays.helpVisible, panel: panel) {
        case .help: overlays.helpVisible = false
        case .valueField: panel.cancelEntry()
        case .panel: setPanel(open: false)
        case .window: running = false
        }
    }

    /// `action` to the panel when it takes it, else to the phones as `phoneAction` (the same
    /// action in the phone's local coordinates; nil: unchanged).
    func route(_ action: ScriptEvent.Action, _ phoneAction: ScriptEvent.Action?, atMs nowMs: Double) {
        if panelTakes(action, atMs: nowMs) { return }
        send(phoneAction ?? action, atMs: nowMs)
    }

    /// A point of the picture in the local coordinates of the phone under it: every phone takes
    /// the same local point (one drag drives them all).
    func phonePoint(_ picturePoint: Point) -> Point { layout.localPoint(picturePoint).point }

    /// Applies `action` to every phone at their time, records it when recording, and carries out
    /// what the sessions ask of the shell.
    func send(_ action: ScriptEvent.Action, atMs nowMs: Double) {
        // The sessions' clock already stands at the last frame's presentation time, a little ahead
        // of `nowMs`, and applies earlier input at its own time: record the time it really used,
        // so a replay applies the input at the same moment and draws the same frames.
        let time = max(nowMs - sessionOffsetMs, group.timeMs)
        if recorder != nil, KeyBindings.isRecorded(action) { recorder?.record(action, atMs: time) }
        let effects = group.apply(action, atMs: time)
        if case .resize = action { layout = PhoneLayout(viewport: group.viewport, count: group.count) }
        for effect in effects { perform(effect, atMs: nowMs) }
    }

    func perform(_ effect: SessionEffect, atMs nowMs: Double) {
        switch effect {
        case .screenshot:
            pendingScreenshot = ScreenshotNaming.screenshotBaseName(designName: group.screenshotLabel, date: Date())
        case .toggleHUD:
            hudVisible.toggle()
        case .toggleHelp:
            overlays.helpVisible.toggle()
        case .toggleTouches:
            touchesVisible.toggle()
            showToast("show touches \(ParameterSpec.onOff(touchesVisible))", atMs: nowMs)
        case .toggleRecording:
            if recorder == nil { startRecording(atMs: nowMs) } else { stopRecording(atMs: nowMs) }
        case .saveConfiguration:
            saveConfig(atMs: nowMs)
        case .bakeIntoDesign:
            bakeIntoDesign(atMs: nowMs)
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
        let title = group.title
        if title != currentTitle {
            currentTitle = title
            display.setTitle(title)
        }
    }
}
