import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit

/// The hooks between the window and the tuning panel (StretchyKit's `ParameterPanel`, pure):
/// Tab opens it and widens the window by its width, one more region right of the phones; input
/// over it goes to it, and its commands come back through the phones (`.set` actions:
/// recorded, undoable, range-checked). It shows and tunes A's parameters; a change goes to every phone.
extension WindowState {
    var panelLeft: Double { panelPlacement.panelLeft(phonesWidth: layout.size.width) }

    var panelLayout: PanelLayout {
        panel.layout(left: panelLeft, height: layout.size.height, parameters: group[0].parameters)
    }

    /// Opens the panel beside the phones (the window widens, moved left if it would run off the
    /// display `area`), or over their right part when the widened window would not fit the display
    /// (`PanelPlacement`); closing gives the phones their width back.
    mutating func setPanel(open: Bool, area usableArea: () -> Rect?, _ effects: inout [WindowEffect]) {
        guard open != panel.isOpen else { return }
        let phones = layout.size
        if open {
            panel.isOpen = true
            let area = usableArea()
            panelPlacement = PanelPlacement.choose(phonesWidth: phones.width, usableWidth: area?.width)
            guard panelPlacement == .beside else { return }
            let width = panelPlacement.windowWidth(phonesWidth: phones.width)
            effects.append(.setSize(Size(width: width, height: phones.height)))
            if let area { effects.append(.keepWithin(area, width: width)) }
        } else {
            panel.close()
            if panelPlacement == .beside { effects.append(.setSize(phones)) }
            panelPlacement = .beside
        }
    }

    /// The window's size without the panel's column (what the phones get).
    func phonesSize(ofWindow size: Size) -> Size {
        Size(width: size.width - (panel.isOpen && panelPlacement == .beside ? PanelLayout.width : 0), height: size.height)
    }

    /// Input the panel takes (true), or leaves to the phones (false). Points are the picture's.
    mutating func panelTakes(_ action: ScriptEvent.Action, atMs nowMs: Double, _ context: WindowContext,
                             _ effects: inout [WindowEffect]) -> Bool {
        let commands: [ParameterPanel.Command]?
        switch action {
        case let .key(press) where !panel.isOpen:
            guard press.key == .tab, !press.control else { return false }
            setPanel(open: true, area: context.usableDisplayArea, &effects)
            return true
        case let .key(press):
            commands = panel.handle(press, selected: group[0].tuner.selectedName, layout: panelLayout)
        case let .down(point):
            commands = panel.pointerDown(at: point, atMs: nowMs, layout: panelLayout)
        case let .move(point):
            commands = panel.pointerMoved(to: point, multiplier: context.heldStepMultiplier)
        case .up, .cancel:
            commands = panel.pointerUp()
        case let .wheel(_, dy, _) where panel.isOpen:
            commands = panel.wheel(dy: dy, at: context.pointer, multiplier: context.heldStepMultiplier, layout: panelLayout)
        default:
            commands = nil
        }
        guard let commands else { return false }
        for command in commands {
            switch command {
            case let .set(name, value): send(.set(parameter: name, value: value), atMs: nowMs, &effects)
            case let .select(name): group.selectParameter(name)
            case let .toast(text): showToast(text, atMs: nowMs)
            case .close: setPanel(open: false, area: context.usableDisplayArea, &effects)
            }
        }
        return true
    }

    /// The panel right of the phones (the scene widened to the window), with its warning line.
    mutating func appendPanel(to scene: inout Scene) {
        guard panel.isOpen else { return }
        let session = group[0]
        let snapshot = session.tuningSnapshot
        if snapshot != panelCheckedSnapshot {
            panelCheckedSnapshot = snapshot
            panelWarning = DesignChecks.findings(session.design, parameters: session.parameters, viewport: session.viewport,
                                                 safeArea: session.safeArea).first?.short
        }
        scene.size = Size(width: panelPlacement.windowWidth(phonesWidth: layout.size.width), height: layout.size.height)
        PanelScene.append(to: &scene, panel: panel, layout: panelLayout, design: session.designName,
                          selected: session.tuner.selectedName, warning: panelWarning)
    }
}
