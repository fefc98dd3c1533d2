import CSDL2
import InputGeometry

/// SDL key events → the session's `KeyPress` (nil for keys the app ignores). Keys are read by
/// keycode, so layouts that put `+`, `?` or `[` elsewhere still work; Shift+`/` is `?`.
enum SDLKeyMap {
    static func press(for keysym: SDL_Keysym) -> KeyPress? {
        guard let key = key(for: keysym.sym) else { return nil }
        let mod = UInt32(keysym.mod)
        return KeyPress(key, shift: mod & UInt32(KMOD_SHIFT.rawValue) != 0,
                        control: mod & UInt32(KMOD_CTRL.rawValue) != 0,
                        alt: mod & UInt32(KMOD_ALT.rawValue) != 0)
    }

    static func key(for sym: SDL_Keycode) -> Key? {
        let code = Int(sym)
        if code >= Int(SDLK_a.rawValue), code <= Int(SDLK_z.rawValue),
           let scalar = Unicode.Scalar(code) {
            return Key(rawValue: String(Character(scalar)))
        }
        if code >= Int(SDLK_0.rawValue), code <= Int(SDLK_9.rawValue), let scalar = Unicode.Scalar(code) {
            return Key(rawValue: String(Character(scalar)))
        }
        return table[code]
    }

    private static let table: [Int: Key] = [
        Int(SDLK_PLUS.rawValue): .plus, Int(SDLK_KP_PLUS.rawValue): .plus,
        Int(SDLK_MINUS.rawValue): .minus, Int(SDLK_KP_MINUS.rawValue): .minus,
        Int(SDLK_EQUALS.rawValue): .equals, Int(SDLK_KP_EQUALS.rawValue): .equals,
        Int(SDLK_LEFTBRACKET.rawValue): .leftBracket, Int(SDLK_RIGHTBRACKET.rawValue): .rightBracket,
        Int(SDLK_QUESTION.rawValue): .question, Int(SDLK_SLASH.rawValue): .slash,
        Int(SDLK_TAB.rawValue): .tab, Int(SDLK_ESCAPE.rawValue): .escape, Int(SDLK_SPACE.rawValue): .space,
        Int(SDLK_HOME.rawValue): .home, Int(SDLK_END.rawValue): .end,
        Int(SDLK_UP.rawValue): .up, Int(SDLK_DOWN.rawValue): .down,
        Int(SDLK_LEFT.rawValue): .left, Int(SDLK_RIGHT.rawValue): .right,
        Int(SDLK_PAGEUP.rawValue): .pageUp, Int(SDLK_PAGEDOWN.rawValue): .pageDown,
        Int(SDLK_F1.rawValue): .f1, Int(SDLK_RETURN.rawValue): .enter, Int(SDLK_KP_ENTER.rawValue): .enter,
        Int(SDLK_KP_0.rawValue): .digit0, Int(SDLK_KP_1.rawValue): .digit1, Int(SDLK_KP_2.rawValue): .digit2,
        Int(SDLK_KP_3.rawValue): .digit3, Int(SDLK_KP_4.rawValue): .digit4, Int(SDLK_KP_5.rawValue): .digit5,
        Int(SDLK_KP_6.rawValue): .digit6, Int(SDLK_KP_7.rawValue): .digit7, Int(SDLK_KP_8.rawValue): .digit8,
        Int(SDLK_KP_9.rawValue): .digit9,
        Int(SDLK_PERIOD.rawValue): .period, Int(SDLK_KP_PERIOD.rawValue): .period, Int(SDLK_COMMA.rawValue): .comma,
        Int(SDLK_BACKSPACE.rawValue): .backspace,
    ]
}
