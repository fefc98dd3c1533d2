/// The paragraph direction UIKit's natural alignment follows: that of the first strong character
/// (Unicode's bidi rules P2–P3: Hebrew and Arabic letters are right to left, other letters left
/// to right; digits, punctuation and spaces do not decide).
public enum ParagraphDirection {
    public static func isRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0590...0x05FF, 0xFB1D...0xFB4F, 0x0600...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return true
            default: if scalar.properties.isAlphabetic { return false }
            }
        }
        return false
    }

    /// `.trailing` for right-to-left text, `.leading` otherwise (NSTextAlignment.natural).
    public static func naturalAlignment(_ text: String) -> TextAlignment { isRightToLeft(text) ? .trailing : .leading }
}
