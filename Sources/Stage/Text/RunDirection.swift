import CSDL2

/// What HarfBuzz (inside SDL_ttf 2.20) needs to shape a run as an iPhone does: its direction, so
/// Arabic and Hebrew run right to left (and mirrored brackets in them are drawn mirrored), and its
/// script (ISO 15924), so Devanagari and Thai get their reordering and conjuncts. The direction
/// comes from the bidi algorithm (`BidiParagraph`), the script from the run's letters.
struct RunDirection: Hashable {
    var rightToLeft: Bool
    /// ISO 15924 tag; "Zzzz" (unknown) lets HarfBuzz guess from the text.
    var script: String

    static let leftToRight = RunDirection(rightToLeft: false, script: "Zzzz")

    /// The script a letter sets for its run ("Zzzz" for letters of other scripts); nil for
    /// spaces, digits and punctuation, which take the script of the run they are in.
    static func script(of character: Character) -> String? {
        guard let scalar = character.unicodeScalars.first else { return nil }
        switch scalar.value {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return "Hebr"
        case 0x0600...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return "Arab"
        case 0x0900...0x097F: return "Deva"
        case 0x0980...0x09FF: return "Beng"
        case 0x0B80...0x0BFF: return "Taml"
        case 0x0E00...0x0E7F: return "Thai"
        default: return scalar.properties.isAlphabetic ? "Zzzz" : nil
        }
    }

    /// Sets the font's shaping direction and script before it measures or renders this run.
    func apply(to font: OpaquePointer) {
        TTF_SetFontDirection(font, rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        TTF_SetFontScriptName(font, script)
    }
}
