import LineBreaking
import Testing

/// Break opportunities worked out by hand from UAX #14's rules (the rule that decides each pair is
/// named), not read back from libunibreak.
@Suite struct LineBreaksTests {
    func breaks(_ text: String) -> [Int] { LineBreaks.opportunities(in: Array(text)) }

    @Test func latinBreaksAfterSpacesAndHyphensOnly() {
        // LB18: break after spaces; LB7: never before a space; LB28: none between letters.
        #expect(breaks("The quick brown fox") == [4, 10, 16])
        // LB21: no break before a hyphen; after one (HY ÷ AL) a line may end: "well-" / "known".
        #expect(breaks("a well-known case") == [2, 7, 13])
    }

    @Test func ideographsBreakAnywhereButClosingPunctuationStays() {
        // LB31 between ideographs; LB13/LB16: "，" and "。" (CL) never start a line.
        #expect(breaks("中文，日本語。") == [1, 3, 4, 5])
        // LB14: nothing after "「" (OP); "」" (CL) stays with its text; kana are ID.
        #expect(breaks("「日本」です") == [2, 4, 5])
        // Small kana (CJ, resolved to NS as UAX #14's default, the strict kinsoku) never start a line.
        #expect(breaks("ちょっと待って") == [3, 4, 6])
    }

    @Test func urlLikeStringsBreakOnlyAfterTheirSlashes() {
        // LB13: never before ":" (IS) or "/" (SY); LB29: "." (IS) stays with the letters after it;
        // after "//" and the path's "/" a line may end (SY ÷ AL).
        #expect(breaks("http://example.com/a") == [7, 19])
    }

    @Test func numbersAndEllipsesHoldTogether() {
        // LB25: "$(12.35)" is one unit (PR × OP, OP ×, NU × IS × NU, NU × CP); LB18 after the space.
        #expect(breaks("$(12.35) off") == [9])
        // LB22: "…" (IN) never starts a line, after letters or ideographs.
        #expect(breaks("Wait…") == [])
        #expect(breaks("中…") == [])
    }

    @Test func newlinesAreMandatoryAndClustersAreWhole() {
        #expect(breaks("a\nb") == [2])
        // A skin-tone emoji and a flag are one character each; offsets count characters.
        #expect(breaks("👍🏽 🇫🇷 ok") == [2, 4])
        #expect(breaks("") == [])
        #expect(breaks("x") == [])
    }

    @Test func offsetsAreRelativeToTheSlice() {
        let characters = Array("xx The end")
        #expect(LineBreaks.opportunities(in: characters[3...]) == [4])
    }
}

extension LineBreaksTests {
    /// Flags (regional indicator pairs) are whole characters a line may break around, and never
    /// stop the algorithm.
    @Test func flagsBreakLikeIdeographs() {
        #expect(breaks("🇯🇵🇫🇷") == [1])
        #expect(breaks("go 🇯🇵!") == [3])
    }

    /// "ー" and small katakana are CJ too: never first on a line.
    @Test func prolongedSoundMarkAndSmallKatakanaStayBehind() {
        #expect(breaks("コーヒー") == [2])
        #expect(breaks("ショップ") == [3])
    }
}
