/// Layer ids from designers' names: letters, digits, `-` and `_` (anything else becomes `-`), unique
/// within the design (`Title`, `Title-2`, …). Ids are never paths; file names go through
/// `PathSafety.component` separately.
public struct LayerIds: Sendable {
    private var taken: Set<String> = []
    /// The next number to try for each name: 25,000 layers named "Dot" take one step each, not a
    /// walk past every number already given.
    private var next: [String: Int] = [:]

    public init(reserved: [String] = []) { taken = Set(reserved) }

    public mutating func claim(_ name: String, fallback: String) -> String {
        var id = ""
        for scalar in name.unicodeScalars {
            let keep = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
            if keep { id.unicodeScalars.append(scalar) } else if !id.isEmpty, id.last != "-" { id += "-" }
        }
        while id.hasSuffix("-") { id.removeLast() }
        if id.count > 60 { id = String(id.prefix(60)) }
        if id.isEmpty { id = fallback }
        var unique = id
        var number = next[id] ?? 2
        while taken.contains(unique) {
            unique = "\(id)-\(number)"
            number += 1
        }
        next[id] = number
        taken.insert(unique)
        return unique
    }
}
