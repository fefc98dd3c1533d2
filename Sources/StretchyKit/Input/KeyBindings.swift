import ScrollCore

/// What a key asks for. The session carries out the commands that change the model and hands
/// the rest to the shell as `SessionEffect`s.
public enum KeyCommand: Equatable, Sendable {
    case lineUp, lineDown, pageUp, pageDown, scrollToTop, scrollToBottom
    case nextParameter, previousParameter, increase, decrease, resetParameter, resetAllParameters
    case toggleBounces, toggleDeceleration, togglePaging, previousDesign, nextDesign
    case exportCode, toggleSlowMotion, toggleKeyboard, toggleChrome, toggleAppearance, cycleSystem, cycleGlassTint
    case screenshot, toggleRecording, saveConfiguration, bakeIntoDesign, toggleHUD, toggleTouches, toggleHelp, quit
    case undo, redo
    /// A key only the open tuning panel uses (step, edit, type a value); the session ignores it.
    case panel
}

/// A key with the modifiers a binding asks for: nil accepts either state. Alt is never part of
/// a chord (it only scales `+`/`-`).
public struct KeyChord: Equatable, Sendable {
    public var key: Key
    public var shift: Bool?
    public var control: Bool?

    public init(_ key: Key, shift: Bool? = nil, control: Bool? = nil) {
        self.key = key; self.shift = shift; self.control = control
    }

    public func matches(_ press: KeyPress) -> Bool {
        press.key == key && (shift.map { $0 == press.shift } ?? true) && (control.map { $0 == press.control } ?? true)
    }
}

/// One line of the key table: how the help sheet and the README write the keys, what they do,
/// the presses it covers (each with its command; the first that matches wins), whether a held
/// key repeats, and whether R's takes record it (keys that only concern the shell are left out;
/// a screenshot is recorded as a `screenshot` event when it is taken). Pointer rows have no presses.
public struct KeyBinding: Sendable {
    public var label: String
    public var help: String
    public var presses: [(chord: KeyChord, command: KeyCommand)]
    public var repeats: Bool
    public var recorded: Bool

    init(_ label: String, _ help: String, _ presses: [(chord: KeyChord, command: KeyCommand)] = [],
         repeats: Bool = false, recorded: Bool = true) {
        self.label = label; self.help = help; self.presses = presses; self.repeats = repeats; self.recorded = recorded
    }
}

/// The one key table: the session's dispatch, the help sheet (`KeyHelp`), what recordings keep
/// and which held keys repeat all read it; a test checks the README's table against it.
public enum KeyBindings {
    public static let table: [KeyBinding] = [
        KeyBinding("drag", "scroll like a finger (release to fling)"),
        KeyBinding("click", "tap: select a row / bar segment"),
        KeyBinding("wheel", "scroll; Ctrl+wheel zooms"),
        KeyBinding("↑ ↓ PgUp PgDn", "scroll by a line / a page",
                   [(KeyChord(.up), .lineUp), (KeyChord(.down), .lineDown), (KeyChord(.pageUp), .pageUp), (KeyChord(.pageDown), .pageDown)],
                   repeats: true),
        KeyBinding("Space  Shift+Space", "page down / up",
                   [(KeyChord(.space, shift: true), .pageUp), (KeyChord(.space), .pageDown)], repeats: true),
        KeyBinding("Home  End", "scroll to top / bottom", [(KeyChord(.home), .scrollToTop), (KeyChord(.end), .scrollToBottom)]),
        // Tab with the panel closed opens it (the window's); with it open, Tab moves its cursor.
        KeyBinding("Tab  Shift+Tab", "tuning panel; next / previous parameter",
                   [(KeyChord(.tab, shift: true), .previousParameter), (KeyChord(.tab), .nextParameter)]),
        KeyBinding("↑ ↓  ← →", "panel: select / step (Shift ×10, Alt ÷10)", [(KeyChord(.left), .panel), (KeyChord(.right), .panel)],
                   repeats: true),
        KeyBinding("+ =  -", "step up / down (Shift+- ×10, Alt ÷10)",
                   [(KeyChord(.plus), .increase), (KeyChord(.equals), .increase), (KeyChord(.minus), .decrease)], repeats: true),
        KeyBinding("Enter", "panel: type the value (Esc cancels)", [(KeyChord(.enter), .panel)]),
        // Digits repeat: X reports a key pressed twice within a millisecond (xdotool typing "200") as a repeat.
        KeyBinding("1–9 . , Backspace", "panel: the value being typed",
                   [.digit1, .digit2, .digit3, .digit4, .digit5, .digit6, .digit7, .digit8, .digit9, .period, .comma, .backspace]
                       .map { (KeyChord($0), KeyCommand.panel) }, repeats: true),
        KeyBinding("0  Shift+0", "reset it / reset all parameters",
                   [(KeyChord(.digit0, shift: true), .resetAllParameters), (KeyChord(.digit0), .resetParameter)], repeats: true),
        KeyBinding("Ctrl+Z", "undo (parameters, design, toggles)", [(KeyChord(.z, shift: false, control: true), .undo)]),
        KeyBinding("Ctrl+Shift+Z  Ctrl+Y", "redo", [(KeyChord(.z, shift: true, control: true), .redo), (KeyChord(.y, control: true), .redo)]),
        KeyBinding("B", "bounces on/off", [(KeyChord(.b), .toggleBounces)]),
        KeyBinding("D", "deceleration normal / fast", [(KeyChord(.d), .toggleDeceleration)]),
        KeyBinding("P", "paging on/off", [(KeyChord(.p), .togglePaging)]),
        KeyBinding("[  ]", "previous / next design", [(KeyChord(.leftBracket), .previousDesign), (KeyChord(.rightBracket), .nextDesign)]),
        KeyBinding("E", "export the design as code (UIKit, SwiftUI, Compose, Flutter)", [(KeyChord(.e), .exportCode)], recorded: false),
        KeyBinding("M", "slow motion ×10", [(KeyChord(.m), .toggleSlowMotion)]),
        KeyBinding("K", "simulated keyboard (bottom inset)", [(KeyChord(.k), .toggleKeyboard)]),
        KeyBinding("C", "device chrome on / off (--device)", [(KeyChord(.c), .toggleChrome)]),
        KeyBinding("L", "light / dark appearance", [(KeyChord(.l), .toggleAppearance)]),
        KeyBinding("I", "which iOS draws: 27 → 26 → 17", [(KeyChord(.i), .cycleSystem)]),
        KeyBinding("G", "iOS 27 glass tint: clear 0 → 0.5 → tinted 1", [(KeyChord(.g), .cycleGlassTint)]),
        KeyBinding("S", "screenshot (PNG + JSON sidecar)", [(KeyChord(.s, control: false), .screenshot)], recorded: false),
        KeyBinding("R", "record / stop (a replay script)", [(KeyChord(.r), .toggleRecording)], recorded: false),
        KeyBinding("Ctrl+Shift+S", "write the tuned values into the design file's defaults (Ctrl+Z in the toast undoes)",
                   [(KeyChord(.s, shift: true, control: true), .bakeIntoDesign)], recorded: false),
        KeyBinding("Ctrl+S", "save parameters to the config file", [(KeyChord(.s, shift: false, control: true), .saveConfiguration)], recorded: false),
        KeyBinding("H", "HUD on/off", [(KeyChord(.h), .toggleHUD)], recorded: false),
        KeyBinding("T", "show touches (grey circle under the pointer)", [(KeyChord(.t), .toggleTouches)], recorded: false),
        KeyBinding("?  F1", "this help",
                   [(KeyChord(.question), .toggleHelp), (KeyChord(.f1), .toggleHelp), (KeyChord(.slash, shift: true), .toggleHelp)],
                   recorded: false),
        KeyBinding("Esc  Q", "quit (Esc first closes the help, a value being typed, the panel)", [(KeyChord(.escape), .quit), (KeyChord(.q), .quit)], recorded: false),
    ]

    /// The row and command a press triggers; nil for a key the app ignores.
    public static func binding(for press: KeyPress) -> (binding: KeyBinding, command: KeyCommand)? {
        for binding in table {
            if let match = binding.presses.first(where: { $0.chord.matches(press) }) { return (binding, match.command) }
        }
        return nil
    }

    /// Whether a held key is sent again (scrolling, adjusting); toggles fire once per press.
    public static func repeats(_ press: KeyPress) -> Bool { binding(for: press)?.binding.repeats ?? false }

    /// Whether R's take keeps `action` (any non-key input, and every key but the shell's own).
    public static func isRecorded(_ action: ScriptEvent.Action) -> Bool {
        guard case let .key(press) = action else { return true }
        return binding(for: press)?.binding.recorded ?? true
    }
}
