import HeaderKit
import ScrollCore

/// The tuning panel's interaction, pure: keys and pointer events in, commands out. The window
/// applies `.set` through the session (so a change is recorded, undoable and checked like a key)
/// and keeps the session's parameter cursor on the panel's selection.
///
/// Mouse: click a value to type it (Enter applies, Esc cancels, a refused value shows why and
/// the range), drag sideways to scrub it, double-click to reset it, wheel over it to step it.
/// Keys: ↑/↓ select, ←/→ and `+`/`=`/`-` step (Shift ×10, Alt ÷10), Enter (or a digit) types,
/// 0 resets, Esc closes the panel.
public struct ParameterPanel: Sendable {
    public var isOpen = false
    /// How far the list is scrolled, in points.
    public private(set) var scrollY = 0.0
    /// The value being typed, if any.
    public private(set) var entry: ValueEntry?
    /// A press on a value: a click until it moves, then a scrub.
    private(set) var scrub: ScrubGesture?
    /// A press that started on the panel: its moves and release are the panel's too.
    public private(set) var isCapturingPointer = false
    private var lastClick: (name: String, atMs: Double)?
    /// A second click on the same value within this time resets it (the usual double-click time).
    public static let doubleClickMs = 400.0
    /// Points the list scrolls per wheel notch away from a value.
    public static let wheelScroll = 40.0

    public init() {}

    public enum Command: Equatable, Sendable {
        /// Set a parameter (through the session).
        case set(String, Double)
        /// Move the session's parameter cursor.
        case select(String)
        case toast(String)
        /// Esc: the panel asks to be closed (the window narrows).
        case close
    }

    public func layout(left: Double, height: Double, parameters: Parameters) -> PanelLayout {
        PanelLayout(left: left, height: height, lines: PanelLine.lines(for: parameters), scrollY: scrollY)
    }

    // MARK: Keys

    /// The commands for `press`, or nil when the panel does not take the key (the session does).
    public mutating func handle(_ press: KeyPress, selected: String, layout: PanelLayout) -> [Command]? {
        guard isOpen else { return nil }
        if entry != nil { return edit(press, layout: layout) }
        guard !press.control else { return nil }
        let names = layout.lines.compactMap(\.row?.name)
        guard let row = layout.lines.compactMap(\.row).first(where: { $0.name == selected }) ?? layout.lines.compactMap(\.row).first
        else { return nil }
        switch press.key {
        case .up, .down, .tab:
            let backwards = press.key == .up || (press.key == .tab && press.shift)
            let index = names.firstIndex(of: row.name) ?? 0
            let next = names[(index + (backwards ? -1 : 1) + names.count) % names.count]
            scrollY = layout.scrollShowing(next)
            return [.select(next)]
        case .left, .right, .plus, .equals, .minus:
            let direction: Double = press.key == .left || press.key == .minus ? -1 : 1
            return [.set(row.name, row.spec.stepped(row.value, by: direction * press.stepMultiplier))]
        case .enter:
            entry = ValueEntry.editing(row)
            return []
        case .digit1, .digit2, .digit3, .digit4, .digit5, .digit6, .digit7, .digit8, .digit9, .period:
            // Typing a number over the selected row starts a fresh field with it (0 resets); an
            // on/off row has no number to type (a `where` here bound only `.period`).
            guard row.spec.kind == .number else { return nil }
            entry = ValueEntry(name: row.name, text: Self.character(press) ?? "")
            return []
        case .digit0 where !press.shift:
            return [.set(row.name, row.spec.defaultValue), .toast("\(row.name) reset to \(PanelRow(spec: row.spec, value: row.spec.defaultValue).valueText)")]
        case .escape:
            return [.close]
        default:
            return nil
        }
    }

    /// Keys while typing: characters go into the field (none reach the session), Enter applies,
    /// Esc cancels.
    private mutating func edit(_ press: KeyPress, layout: PanelLayout) -> [Command]? {
        guard var typing = entry else { return nil }
        if press.control { return [] }
        switch press.key {
        case .escape:
            entry = nil
            return []
        case .enter:
            guard let spec = layout.lines.compactMap(\.row).first(where: { $0.name == typing.name })?.spec else {
                entry = nil
                return []
            }
            if let value = typing.commit(spec) {
                entry = nil
                return [.set(typing.name, value)]
            }
            entry = typing
            return [.toast("\(typing.name): \(typing.refusal ?? "refused")")]
        case .backspace:
            typing.deleteBackward()
        case .left, .right, .home, .end:
            typing.deselect()
        default:
            guard let character = Self.character(press) else { return [] }
            typing.type(character)
        }
        entry = typing
        return []
    }

    /// What a key types into a value field (digits, signs, the decimal point, letters for on/off).
    static func character(_ press: KeyPress) -> String? {
        switch press.key {
        case .equals where press.shift, .plus: return "+"
        case .minus: return "-"
        case .period: return "."
        case .comma: return ","
        case .space: return " "
        default:
            let raw = press.key.rawValue
            guard raw.count == 1, let scalar = raw.unicodeScalars.first,
                  ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) else { return nil }
            return raw
        }
    }

    // MARK: Pointer

    /// A press at `point` (window points). Nil when it is not on the panel (the phone's).
    public mutating func pointerDown(at point: Point, atMs timeMs: Double, layout: PanelLayout) -> [Command]? {
        guard isOpen, let hit = layout.hit(point) else {
            entry = nil
            return nil
        }
        isCapturingPointer = true
        switch hit {
        case .panel:
            return []
        case let .row(name):
            if entry?.name != name { entry = nil }
            return [.select(name)]
        case let .value(name):
            guard let row = layout.lines.compactMap(\.row).first(where: { $0.name == name }) else { return [] }
            if let last = lastClick, last.name == name, timeMs - last.atMs <= Self.doubleClickMs {
                lastClick = nil
                entry = nil
                scrub = nil
                return [.select(name), .set(name, row.spec.defaultValue),
                        .toast("\(name) reset to \(PanelRow(spec: row.spec, value: row.spec.defaultValue).valueText)")]
            }
            lastClick = (name, timeMs)
            if row.spec.kind == .toggle {
                entry = nil
                return [.select(name), .set(name, ParameterSpec.isOn(row.value) ? 0 : 1)]
            }
            if entry?.name != name { entry = nil }
            scrub = ScrubGesture(spec: row.spec, startX: point.x, startValue: row.value)
            return [.select(name)]
        }
    }

    /// The pointer moved with the button down; `multiplier` from the held modifiers.
    public mutating func pointerMoved(to point: Point, multiplier: Double = 1) -> [Command]? {
        guard isCapturingPointer else { return nil }
        guard var gesture = scrub, let value = gesture.value(atX: point.x, multiplier: multiplier) else { return [] }
        scrub = gesture
        entry = nil
        lastClick = nil
        return [.set(gesture.spec.name, value)]
    }

    /// The button came up: a press on a value that did not scrub starts typing it.
    public mutating func pointerUp() -> [Command]? {
        guard isCapturingPointer else { return nil }
        isCapturingPointer = false
        defer { scrub = nil }
        if let gesture = scrub, !gesture.isScrubbing, entry?.name != gesture.spec.name {
            entry = ValueEntry.editing(PanelRow(spec: gesture.spec, value: gesture.startValue))
        }
        return []
    }

    /// Wheel lines `dy` (InputEvent's sign: positive towards the list's end) at `point`: over a
    /// value it steps the value (a notch away from the user, negative, steps it up), elsewhere on
    /// the panel it scrolls the list. Nil off the panel.
    public mutating func wheel(dy: Double, at point: Point, multiplier: Double = 1, layout: PanelLayout) -> [Command]? {
        guard isOpen, let hit = layout.hit(point) else { return nil }
        if case let .value(name) = hit, let row = layout.lines.compactMap(\.row).first(where: { $0.name == name }) {
            guard row.spec.kind == .number, dy != 0 else { return [] }
            let notches = dy < 0 ? max(1, (-dy).rounded()) : min(-1, (-dy).rounded())
            return [.select(name), .set(name, row.spec.stepped(row.value, by: notches * multiplier))]
        }
        scrollY = PanelLayout(left: layout.left, height: layout.height, lines: layout.lines,
                              scrollY: layout.scrollY + dy * Self.wheelScroll).scrollY
        return []
    }

    /// Esc while typing: the value is dropped, the panel stays.
    public mutating func cancelEntry() {
        entry = nil
    }

    /// Closes the panel, dropping a half-typed value.
    public mutating func close() {
        isOpen = false
        entry = nil
        scrub = nil
        isCapturingPointer = false
    }
}
