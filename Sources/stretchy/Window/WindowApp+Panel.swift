import CSDL2
import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit

/// The hooks between the window and the tuning panel (StretchyKit's `ParameterPanel`, pure):
/// Tab opens it and widens the window by its width, input over it goes to it, and its commands
/// come back through the session (`.set` actions: recorded, undoable, range-checked).
extension WindowApp {
    var panelLeft: Double { session.viewport.width }

    var panelLayout: PanelLayout {
        panel.layout(left: panelLeft, height: session.viewport.height, parameters: session.parameters)
    }

    /// The window's width in points for the current viewport, with the panel when it is open.
    func setPanel(open: Bool) {
        guard open != panel.isOpen else { return }
        if open { panel.isOpen = true } else { panel.close() }
        let width = session.viewport.width + (open ? PanelLayout.width : 0)
        SDL_SetWindowSize(window, Int32((width * options.scale).rounded()), Int32((session.viewport.height * options.scale).rounded()))
    }

    /// Input the panel takes (true), or leaves to the session (false).
    func panelTakes(_ action: ScriptEvent.Action, atMs nowMs: Double) -> Bool {
        let commands: [ParameterPanel.Command]?
        switch action {
        case let .key(press) where !panel.isOpen:
            guard press.key == .tab, !press.control else { return false }
            setPanel(open: true)
            return true
        case let .key(press):
            commands = panel.handle(press, selected: session.tuner.selectedName, layout: panelLayout)
        case let .down(point):
            commands = panel.pointerDown(at: point, atMs: nowMs, layout: panelLayout)
        case let .move(point):
            commands = panel.pointerMoved(to: point, multiplier: Self.heldStepMultiplier)
        case .up, .cancel:
            commands = panel.pointerUp()
        case let .wheel(_, dy, _) where panel.isOpen:
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let point = Point(x: Double(x) / options.scale, y: Double(y) / options.scale)
            commands = panel.wheel(dy: dy, at: point, multiplier: Self.heldStepMultiplier, layout: panelLayout)
        default:
            commands = nil
        }
        guard let commands else { return false }
        for command in commands {
            switch command {
            case let .set(name, value): send(.set(parameter: name, value: value), atMs: nowMs)
            case let .select(name): session.selectParameter(name)
            case let .toast(text): showToast(text, atMs: nowMs)
            case .close: setPanel(open: false)
            }
        }
        return true
    }

    /// Shift ×10, Alt ÷10 for a scrub or a wheel step, as for the keys.
    static var heldStepMultiplier: Double {
        let mod = UInt32(SDL_GetModState().rawValue)
        return KeyPress.stepMultiplier(shift: mod & UInt32(KMOD_SHIFT.rawValue) != 0, alt: mod & UInt32(KMOD_ALT.rawValue) != 0)
    }

    /// The panel beside the phone (the scene widened to the window), with its warning line.
    func appendPanel() {
        guard panel.isOpen else { return }
        let snapshot = session.tuningSnapshot
        if snapshot != panelCheckedSnapshot {
            panelCheckedSnapshot = snapshot
            panelWarning = DesignChecks.findings(session.design, parameters: session.parameters, viewport: session.viewport,
                                                 safeArea: session.safeArea).first?.short
        }
        scene.size = Size(width: session.viewport.width + PanelLayout.width, height: session.viewport.height)
        PanelScene.append(to: &scene, panel: panel, layout: panelLayout, design: session.presetName,
                          selected: session.tuner.selectedName, warning: panelWarning)
    }
}
