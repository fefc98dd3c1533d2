/// A key as the session understands it, from the window's keyboard or a script's `key` event.
public struct KeyPress: Equatable, Hashable, Sendable {
    public var key: Key
    public var shift: Bool
    public var control: Bool
    public var alt: Bool

    public init(_ key: Key, shift: Bool = false, control: Bool = false, alt: Bool = false) {
        self.key = key; self.shift = shift; self.control = control; self.alt = alt
    }

    /// Parses `"b"`, `"shift+0"`, `"ctrl+s"`, `"pagedown"`; nil for an unknown name.
    public init?(parsing text: String) {
        var parts = text.lowercased().split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // "+" alone, or "shift++": the key itself is a plus sign.
        if text.hasSuffix("+") { parts.removeLast(2); parts.append("+") }
        guard let name = parts.popLast(), let key = Key(rawValue: name) ?? Key.aliases[name] else { return nil }
        var press = KeyPress(key)
        for modifier in parts {
            switch modifier {
            case "shift": press.shift = true
            case "ctrl", "control": press.control = true
            case "alt", "option": press.alt = true
            default: return nil
            }
        }
        self = press
    }
}

/// Every key the app responds to, named as scripts write them.
public enum Key: String, CaseIterable, Sendable {
    case a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z
    case digit0 = "0", digit1 = "1", digit2 = "2", digit3 = "3", digit4 = "4"
    case digit5 = "5", digit6 = "6", digit7 = "7", digit8 = "8", digit9 = "9"
    case plus = "+", minus = "-", equals = "=", leftBracket = "[", rightBracket = "]", question = "?", slash = "/"
    case tab, escape, space, home, end, up, down, left, right, pageUp = "pageup", pageDown = "pagedown"
    case f1, enter
    /// For typing a value into the tuning panel.
    case period = ".", comma = ",", backspace

    static let aliases: [String: Key] = ["esc": .escape, "return": .enter, "pgup": .pageUp, "pgdn": .pageDown]
}
