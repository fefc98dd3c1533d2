import CUnibreak

/// Where a line of text may end: the Unicode line breaking algorithm (UAX #14) as libunibreak
/// implements it, reported between user-perceived characters (grapheme clusters).
///
/// Pure (no fonts, no SDL): break opportunities depend on the characters alone, so they are
/// computed here and tested without a renderer; which opportunity a line takes depends on glyph
/// widths, so fitting lines to a width stays with the shell's text layout.
public enum LineBreaks {
    /// libunibreak's property tables are set up once per process, before the first call.
    private static let initialised: Void = init_linebreak()

    /// The indices `i` (0 < i < characters.count, relative to `characters.startIndex`) where a
    /// line may start at `characters[i]`: UAX #14's break opportunities (after spaces, after
    /// hyphens, between ideographs but never before closing punctuation, small kana or "…",
    /// never after opening punctuation; CJ resolved to NS, the default strict kinsoku) and its
    /// mandatory breaks (after a newline). A cluster is never split.
    public static func opportunities<C: Collection<Character>>(in characters: C, language: String? = nil) -> [Int] {
        _ = initialised
        var scalars: [utf32_t] = []
        scalars.reserveCapacity(characters.count)
        // The index of each character's last scalar: a break after it is a break after the character.
        var lastScalar: [Int] = []
        lastScalar.reserveCapacity(characters.count)
        for character in characters {
            for scalar in character.unicodeScalars { scalars.append(utf32_t(standIn(for: scalar.value))) }
            lastScalar.append(scalars.count - 1)
        }
        guard lastScalar.count > 1 else { return [] }
        var breaks = [CChar](repeating: CChar(LINEBREAK_NOBREAK), count: scalars.count)
        scalars.withUnsafeBufferPointer { text in
            breaks.withUnsafeMutableBufferPointer { result in
                if let language {
                    language.withCString { set_linebreaks_utf32(text.baseAddress, text.count, $0, result.baseAddress) }
                } else {
                    set_linebreaks_utf32(text.baseAddress, text.count, nil, result.baseAddress)
                }
            }
        }
        var opportunities: [Int] = []
        for index in 1..<lastScalar.count {
            let after = breaks[lastScalar[index - 1]]
            if after == CChar(LINEBREAK_ALLOWBREAK) || after == CChar(LINEBREAK_MUSTBREAK) { opportunities.append(index) }
        }
        return opportunities
    }

    /// What libunibreak 1.1 (Debian's) is handed for a scalar where its tables disagree with UAX #14:
    /// - CJ (small kana, "ー"): UAX #14 resolves CJ to NS by default (LB1, the strict kinsoku
    ///   Japanese text and the list have always kept: no line starts with "ょ" or "ー");
    ///   libunibreak 1.1 resolves it to ID. Handed over as "ヽ" (U+30FD, NS).
    /// - RI (flag halves): its pair table ends before RI and it aborts on one. Handed over as an
    ///   ideograph (U+4E00, ID): breaks around a flag are allowed, as around an ideograph, and the
    ///   pair inside a flag is one character, never split here.
    static func standIn(for scalar: UInt32) -> UInt32 {
        if conditionalJapaneseStarters.contains(scalar) { return 0x30FD }
        if (0x1F1E6...0x1F1FF).contains(scalar) { return 0x4E00 }
        return scalar
    }

    /// Line_Break=CJ (Unicode's LineBreak.txt).
    static let conditionalJapaneseStarters: Set<UInt32> = Set(
        [0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
         0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, 0x30FC]
            + Array(0x31F0...0x31FF) + Array(0xFF67...0xFF70)
    )
}
