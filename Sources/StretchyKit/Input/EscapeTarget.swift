/// What Esc closes: the topmost thing open. The help sheet is drawn over everything, so it goes
/// first; then the panel's value being typed (cancelled), then the panel; with nothing open, Esc
/// quits the window.
public enum EscapeTarget: Equatable, Sendable {
    case help, valueField, panel, window

    public static func topmost(helpVisible: Bool, panel: ParameterPanel) -> EscapeTarget {
        if helpVisible { return .help }
        if panel.isOpen { return panel.entry != nil ? .valueField : .panel }
        return .window
    }
}
