import CSDL2

/// What HarfBuzz (inside SDL_ttf 2.20) needs to shape a run as an iPhone does: its direction, so
/// Arabic and Hebrew run right to left, and its script (ISO 15924), so Devanagari and Thai get
/// their reordering and conjuncts. Not full Unicode bidi (FriBidi): a line's runs are split where
/// the strong direction changes, neutrals (spaces, digits, punctuation) join the run they follow,
/// and a line whose first strong character is right-to-left lists its runs from the right.
struct RunDirection: Hashable {
    var rightToLeft: Bool
    /// ISO 15924 tag; "Zzzz" (unknown) lets HarfBuzz guess from the text.
    var script: String

    static let leftToRight = RunDirection(rightToLeft: false, script: "Zzzz")

    /// The direction a character sets, nil for a neutral one.
    static func of(_ character: Character) -> RunDirection? {
        guard let scalar = character.unicodeScalars.first else { return nil }
        switch scalar.value {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return RunDirection(rightToLeft: true, script: "Hebr")
        case 0x0600...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return RunDirection(rightToLeft: true, script: "Arab")
        case 0x0900...0x097F: return RunDirection(rightToLeft: false, script: "Deva")
        case 0x0980...0x09FF: return RunDirection(rightToLeft: false, script: "Beng")
        case 0x0B80...0x0BFF: return RunDirection(rightToLeft: false, script: "Taml")
        case 0x0E00...0x0E7F: return RunDirection(rightToLeft: false, script: "Thai")
        default: return scalar.properties.isAlphabetic ? .leftToRight : nil
        }
    }

    /// Sets the font's shaping direction and script before it measures or renders this run.
    func apply(to font: OpaquePointer) {
        TTF_SetFontDirection(font, rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        TTF_SetFontScriptName(font, script)
    }
}
