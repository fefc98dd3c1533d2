/// "Did you mean": the known names closest to a misspelt one, by edit distance (Levenshtein with
/// swaps, case-insensitive), at most three and only those within a third of the name's length.
public enum NearestNames {
    public static func suggest(_ name: String, among known: [String], limit: Int = 3) -> [String] {
        let target = Array(name.lowercased())
        let threshold = max(2, target.count / 3)
        let scored = known.map { ($0, distance(target, Array($0.lowercased()))) }.filter { $0.1 <= threshold }
        return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(limit).map(\.0)
    }

    /// Edit distance counting a swap of two neighbours as one edit (optimal string alignment), so
    /// "widht" is one edit from "width" and nearer than "weight".
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count), current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}

extension NearestNames {
    /// The suggestions tied at the smallest distance (one name when one is clearly meant).
    public static func closest(_ name: String, among known: [String]) -> [String] {
        let near = suggest(name, among: known)
        let target = Array(name.lowercased())
        guard let best = near.first.map({ distance(target, Array($0.lowercased())) }) else { return [] }
        return near.filter { distance(target, Array($0.lowercased())) == best }
    }

    /// The parenthesis after "unknown design 'x'": every known name when the list is short,
    /// otherwise the nearest ones and where the full list is (messages stay under ~200 characters).
    public static func hint(_ name: String, among known: [String], listedBy: String) -> String {
        let all = known.joined(separator: ", ")
        if all.count <= 90 { return "(known: \(all))" }
        let near = suggest(name, among: known).map { "'\($0)'" }.joined(separator: ", ")
        return near.isEmpty ? "(\(listedBy) lists them)" : "(did you mean \(near)? \(listedBy) lists them)"
    }
}
