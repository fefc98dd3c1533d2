/// A parameter as a reviewer reads it in a caption: words, value, unit and the default it moved
/// from ("hero height 420 pt (default 500)") rather than the JSON name ("heroHeight 420").
extension ParameterSpec {
    /// The name's words: "heroHeight" → "hero height", "touchSlop" → "touch slop". (The summary is
    /// a sentence, too long for a caption line; the panel and `designs --verbose` show it.)
    public var spokenName: String {
        var words = ""
        for character in name {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(contentsOf: character.lowercased())
        }
        return words
    }

    /// "420 pt", "0.68×W", "on": the value with its unit (a unit that starts with a sign such as
    /// × or / is written against the number).
    public func valueText(_ value: Double) -> String {
        if kind == .toggle { return display(value) }
        guard let unit, !unit.isEmpty else { return Self.format(value) }
        let attached = unit.first.map { !$0.isLetter } ?? false
        return Self.format(value) + (attached ? "" : " ") + unit
    }

    /// "hero height 420 pt (default 500)".
    public func reading(_ value: Double) -> String {
        "\(spokenName) \(valueText(value)) (default \(kind == .toggle ? valueText(defaultValue) : Self.format(defaultValue)))"
    }
}
