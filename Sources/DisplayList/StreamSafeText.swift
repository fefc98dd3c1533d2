/// Text as Unicode's Stream-Safe Text Format (UAX #15 §13) allows it: at most 30 combining marks
/// in a row. Past that the marks stack on one spot and draw nothing new, while every hash and
/// comparison of the string normalises them again: one "Z" with 20,000 marks cost 150 ms a hash
/// (Swift's String hashing is canonical), so a row or label keyed by its text cost that per frame.
/// Files are read through this once, so nothing later pays for marks nobody can see.
public enum StreamSafeText {
    public static let maximumMarksInARow = 30

    /// Whether a scalar extends the grapheme cluster before it (Grapheme_Extend: nonspacing and
    /// enclosing marks, variation selectors; and spacing marks).
    public static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x300 && (scalar.properties.isGraphemeExtend || scalar.properties.generalCategory == .spacingMark)
    }

    /// `scalars` with every run of marks cut to `maximumMarksInARow` (the same view when none is longer).
    public static func capped(_ scalars: String.UnicodeScalarView) -> String.UnicodeScalarView {
        guard scalars.count > maximumMarksInARow else { return scalars }
        var run = 0, longest = 0
        for scalar in scalars {
            run = isMark(scalar) ? run + 1 : 0
            longest = max(longest, run)
        }
        guard longest > maximumMarksInARow else { return scalars }
        var kept = String.UnicodeScalarView()
        run = 0
        for scalar in scalars {
            run = isMark(scalar) ? run + 1 : 0
            if run <= maximumMarksInARow { kept.append(scalar) }
        }
        return kept
    }
}
