/// Where a line may break: after spaces, and between any two CJK characters (or emoji) — but never
/// before closing punctuation nor after opening punctuation (the kinsoku rules: no line starts
/// with `，` `。` `）` `」` …, none ends with `（` `「` …).
enum LineBreakRules {
    static let closingPunctuation: Set<Character> = Set(
        "，。、．・：；？！）］｝〕〉》」』】〙〗〟’”｠»‐゠–—〜～…‥ヽヾーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖ々〻,.:;!?)]}%"
    )
    static let openingPunctuation: Set<Character> = Set("（［｛〔〈《「『【〘〖〝‘“｟«([{")

    /// Whether the line may break between `previous` and `next`.
    static func canBreak(between previous: Character, and next: Character) -> Bool {
        if next.isWhitespace || closingPunctuation.contains(next) || openingPunctuation.contains(previous) {
            return false
        }
        if previous.isWhitespace { return true }
        return breaksAnywhere(previous) || breaksAnywhere(next)
    }

    /// CJK ideographs, kana, hangul, CJK punctuation, fullwidth forms and emoji: no spaces between
    /// words, so a line may break between any two of them.
    static func breaksAnywhere(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x31FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xF900...0xFAFF,
             0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x1F000...0x1FAFF, 0x20000...0x3FFFF:
            return true
        default:
            return scalar.properties.isEmojiPresentation
        }
    }
}
