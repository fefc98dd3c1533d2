import HeaderKit
import ScrollCore

/// Whether a design file reads any layer's frame by id (`avatar.maxY`): only then does its scope
/// get frame slots and its variables a `LayoutPlan`, so a design that reads none evaluates exactly
/// as before.
enum FrameReferences {
    /// Whether any string in `document` holds `NAME.member`: a member of `LayerFrameNames.members`
    /// after any name (so a misspelt id is told the nearest ones), or a misspelt member after one of
    /// `ids` (so it is told the right member).
    static func any(in document: JSONValue, ids: Set<String>) -> Bool {
        switch document {
        case let .string(text): return reads(text, ids: ids)
        case let .array(elements): return elements.contains { any(in: $0, ids: ids) }
        case let .object(members): return members.contains { any(in: $0.1, ids: ids) }
        default: return false
        }
    }

    private static func reads(_ text: String, ids: Set<String>) -> Bool {
        guard text.contains(".") else { return false }
        let characters = Array(text)
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        var i = 0
        while i < characters.count {
            guard isWord(characters[i]), i == 0 || !(isWord(characters[i - 1]) || characters[i - 1] == ".") else { i += 1; continue }
            var j = i
            while j < characters.count, isWord(characters[j]) { j += 1 }
            if j < characters.count, characters[j] == ".", !characters[i].isNumber {
                var k = j + 1
                while k < characters.count, isWord(characters[k]) { k += 1 }
                let member = String(characters[(j + 1)..<k])
                // A misspelt member counts too, so its message can name the right one.
                if LayerFrameNames.members.contains(member) { return true }
                if ids.contains(String(characters[i..<j])), !NearestNames.suggest(member, among: LayerFrameNames.members).isEmpty { return true }
            }
            i = j
        }
        return false
    }
}
