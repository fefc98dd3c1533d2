/// The paragraph direction UIKit's natural alignment follows: that of the first strong character
/// (Unicode's bidi rules P2–P3: Hebrew and Arabic letters are right to left, other letters left
/// to right; digits, punctuation, spaces, marks and format characters such as a leading byte
/// order mark U+FEFF do not decide).
public enum ParagraphDirection {
    public static func isRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0590...0x05FF, 0xFB1D...0xFB4F, 0x0600...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFC:
                // Letters are strong; Arabic-Indic digits, harakat and number signs are not.
                if isLetter(scalar) { return true }
            default:
                if scalar.properties.isAlphabetic { return false }
            }
        }
        return false
    }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .otherLetter, .modifierLetter, .uppercaseLetter, .lowercaseLetter, .titlecaseLetter: true
        // Hebrew's maqaf, paseq, sof pasuq and nun hafukha are strong right-to-left punctuation.
        default: [0x05BE, 0x05C0, 0x05C3, 0x05C6].contains(scalar.value)
        }
    }

    /// `.trailing` for right-to-left text, `.leading` otherwise (NSTextAlignment.natural).
    public static func naturalAlignment(_ text: String) -> TextAlignment { isRightToLeft(text) ? .trailing : .leading }
}
