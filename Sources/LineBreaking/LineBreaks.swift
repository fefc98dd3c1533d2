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
            for scalar in character.unicodeScalars { scalars.append(utf32_t(scalar.value)) }
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
}
