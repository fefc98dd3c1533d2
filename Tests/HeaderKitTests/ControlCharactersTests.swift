import HeaderKit
import Testing

/// What a label keeps of control characters, and which characters decide natural alignment.
@Suite struct ControlCharactersTests {
    @Test func tabsBecomeSpacesLineBreaksStayOtherControlsGo() {
        #expect(ControlCharacters.displayable("a\tb") == "a b")
        #expect(ControlCharacters.displayable("zz\n\u{1B}[31mRED\u{1B}[0m") == "zz\n[31mRED[0m")
        #expect(ControlCharacters.displayable("\u{00}\u{07}\u{7F}\u{9B}x") == "x")
        #expect(ControlCharacters.displayable("one\r\ntwo\u{85}three") == "one\r\ntwo\u{85}three")
        #expect(ControlCharacters.displayable("下拉 שלום 😀") == "下拉 שלום 😀")
    }

    /// U+FEFF (a byte order mark pasted at the start) is no letter: the first strong one decides.
    @Test func aLeadingByteOrderMarkDoesNotMakeTextRightToLeft() {
        #expect(!ParagraphDirection.isRightToLeft("\u{FEFF}abc"))
        #expect(ParagraphDirection.naturalAlignment("\u{FEFF}abc") == .leading)
        #expect(ParagraphDirection.isRightToLeft("\u{FEFF}שלום"))
        #expect(!ParagraphDirection.isRightToLeft("١٢٣ abc"), "Arabic-Indic digits do not decide")
        #expect(ParagraphDirection.isRightToLeft("١٢٣ مرحبا"))
        #expect(ParagraphDirection.isRightToLeft("ﻣﺮﺣﺒﺎ"), "presentation forms are letters")
    }
}
