/// What a label shows of control characters, as UILabel does: a tab is a space, line breaks stay
/// line breaks, and the other C0 controls (NUL, BEL, ESC, …), DEL and the C1 controls draw
/// nothing. Applied before fonts are chosen and runs shaped, so no control becomes a missing-glyph box.
public enum ControlCharacters {
    /// `text` without the controls a label does not draw (the same string when it has none).
    public static func displayable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isReplaced) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                scalars.append(" ")
            } else if !isReplaced(scalar) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// A tab, or a control that is not a line break (LF, VT, FF, CR and NEL break lines).
    static func isReplaced(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }
}
