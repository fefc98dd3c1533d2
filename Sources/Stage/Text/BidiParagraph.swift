import CFriBidi

/// One paragraph's embedding levels by the Unicode bidirectional algorithm (UAX #9), computed by
/// FriBidi: its direction from the first strong character (P2–P3) unless given, then explicit,
/// weak, neutral and bracket-pair rules (X1–I2, BD16), so digits, spaces, punctuation and mirrored
/// brackets between Hebrew or Arabic and Latin land where a browser or UILabel puts them.
///
/// Levels are resolved over the whole paragraph and lines are reordered one at a time (L1–L2),
/// as UAX #9 prescribes for wrapped text. Each `Character` is given to FriBidi as its first code
/// point: the others in a grapheme cluster (combining marks, variation selectors, ZWJ) are NSM or
/// BN, which take their base's level anyway (W1, X9).
struct BidiParagraph {
    /// One directional run of a line: `range` in the paragraph's indices (logical order), drawn
    /// right to left when `rightToLeft` (its first character is then its rightmost).
    struct Run: Equatable {
        var range: Range<Int>
        var rightToLeft: Bool
    }

    /// Where the paragraph starts in the text's character array: runs use the text's indices.
    private let start: Int
    private let types: [FriBidiCharType]
    private let levels: [FriBidiLevel]
    /// The resolved paragraph direction (an explicit one when given).
    let isRightToLeft: Bool
    /// Every character at level 0 (left to right throughout, most text): a line is then one run,
    /// without reordering.
    private let isAllLeftToRight: Bool

    /// - Parameter rightToLeft: the paragraph direction, or nil to take it from the text (P2–P3),
    ///   as UIKit's natural writing direction does.
    init(_ characters: ArraySlice<Character>, rightToLeft: Bool? = nil) {
        start = characters.startIndex
        let codePoints = characters.map { FriBidiChar($0.unicodeScalars.first?.value ?? 0x20) }
        let count = FriBidiStrIndex(codePoints.count)
        var types = [FriBidiCharType](repeating: FRIBIDI_TYPE_LTR, count: codePoints.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: codePoints.count)
        var levels = [FriBidiLevel](repeating: 0, count: codePoints.count)
        var direction = switch rightToLeft {
        case true?: FRIBIDI_PAR_RTL
        case false?: FRIBIDI_PAR_LTR
        case nil: FRIBIDI_PAR_ON
        }
        // FriBidi returns the highest level plus one, or 0 when it cannot allocate (levels stay 0).
        var levelsUsed: FriBidiLevel = 0
        if !codePoints.isEmpty {
            fribidi_get_bidi_types(codePoints, count, &types)
            fribidi_get_bracket_types(codePoints, count, types, &brackets)
            levelsUsed = fribidi_get_par_embedding_levels_ex(types, brackets, count, &direction, &levels)
        }
        self.types = types
        self.levels = levels
        isRightToLeft = direction == FRIBIDI_PAR_RTL
        isAllLeftToRight = !isRightToLeft && levelsUsed <= 1
    }

    /// The line `range` (indices of the text, within this paragraph) in visual order, left to right, as runs of one direction: FriBidi resets
    /// trailing whitespace to the paragraph level (L1) and reverses each run of level ≥ k for
    /// every k down to 1 (L2).
    func visualRuns(_ range: Range<Int>) -> [Run] {
        guard !range.isEmpty else { return [] }
        if isAllLeftToRight { return [Run(range: range, rightToLeft: false)] }
        let count = FriBidiStrIndex(range.count)
        // A line's reordering reads only its own characters, so it runs on copies from offset 0
        // (FriBidi rewrites the trailing whitespace's levels).
        let local = (range.lowerBound - start)..<(range.upperBound - start)
        let lineTypes = Array(types[local])
        var lineLevels = Array(levels[local])
        var map = Array(FriBidiStrIndex(0)..<count)
        let base = isRightToLeft ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR
        // Flags 0: no NSM reordering; each index here is a whole grapheme cluster already.
        _ = fribidi_reorder_line(0, lineTypes, count, 0, base, &lineLevels, nil, &map)
        var runs: [Run] = []
        for logical in map.map(Int.init) {
            let rightToLeft = lineLevels[logical] & 1 == 1
            let index = range.lowerBound + logical
            // A character continues the run before it when it reads on in the same direction.
            if var last = runs.last, last.rightToLeft == rightToLeft,
               rightToLeft ? index == last.range.lowerBound - 1 : index == last.range.upperBound {
                last.range = rightToLeft ? index..<last.range.upperBound : last.range.lowerBound..<(index + 1)
                runs[runs.count - 1] = last
            } else {
                runs.append(Run(range: index..<(index + 1), rightToLeft: rightToLeft))
            }
        }
        return runs
    }
}
