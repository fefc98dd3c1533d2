import ScrollCore

/// What a key asks for. The session carries out the commands that change the model and hands
/// the rest to the shell as `SessionEffect`s.
public enum KeyCommand: Equatable, Sendable {
    case lineUp, lineDown, pageUp, pageDown, scrollToTop, scrollToBottom
    case nextParameter, previousParameter, increase, decrease, resetParameter, resetAllParameters
    case toggleBounces, toggleDeceleration, togglePaging, previousDesign, nextDesign
    case exportCode, toggleSlowMotion, toggleKeyboard, toggleChrome, toggleAppearance
    case screenshot, toggleRecording, saveConfiguration, toggleHUD, toggleTouches, toggleHelp, quit
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
        KeyBinding("Tab  Shift+Tab", "select next / previous parameter",
                   [(KeyChord(.tab, shift: true), .previousParameter), (KeyChord(.tab), .nextParameter)]),
        KeyBinding("+ =  -", "adjust it (Shift ×10, Alt ÷10)",
                   [(KeyChord(.plus), .increase), (KeyChord(.equals), .increase), (KeyChord(.minus), .decrease)], repeats: true),
        KeyBinding("0  Shift+0", "reset it / reset all parameters",
                   [(KeyChord(.digit0, shift: true), .resetAllParameters), (KeyChord(.digit0), .resetParameter)]),
        KeyBinding("B", "bounces on/off", [(KeyChord(.b), .toggleBounces)]),
        KeyBinding("D", "deceleration normal / fast", [(KeyChord(.d), .toggleDeceleration)]),
        KeyBinding("P", "paging on/off", [(KeyChord(.p), .togglePaging)]),
        KeyBinding("[  ]", "previous / next design", [(KeyChord(.leftBracket), .previousDesign), (KeyChord(.rightBracket), .nextDesign)]),
        KeyBinding("E", "export the design as code (UIKit, SwiftUI, Compose, Flutter)", [(KeyChord(.e), .exportCode)], recorded: false),
        KeyBinding("M", "slow motion ×10", [(KeyChord(.m), .toggleSlowMotion)]),
        KeyBinding("K", "simulated keyboard (bottom inset)", [(KeyChord(.k), .toggleKeyboard)]),
        KeyBinding("C", "device chrome on / off (--device)", [(KeyChord(.c), .toggleChrome)]),
        KeyBinding("L", "light / dark appearance", [(KeyChord(.l), .toggleAppearance)]),
        KeyBinding("S", "screenshot (PNG + JSON sidecar)", [(KeyChord(.s, control: false), .screenshot)], recorded: false),
        KeyBinding("R", "record / stop (a replay script)", [(KeyChord(.r), .toggleRecording)], recorded: false),
        KeyBinding("Ctrl+S", "save parameters to the config file", [(KeyChord(.s, control: true), .saveConfiguration)], recorded: false),
        KeyBinding("H", "HUD on/off", [(KeyChord(.h), .toggleHUD)], recorded: false),
        KeyBinding("T", "show touches (grey circle under the pointer)", [(KeyChord(.t), .toggleTouches)], recorded: false),
        KeyBinding("?  F1", "this help",
                   [(KeyChord(.question), .toggleHelp), (KeyChord(.f1), .toggleHelp), (KeyChord(.slash, shift: true), .toggleHelp)],
                   recorded: false),
        KeyBinding("Esc  Q", "quit", [(KeyChord(.escape), .quit), (KeyChord(.q), .quit)], recorded: false),
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
