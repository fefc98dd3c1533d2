/// What an import did not carry over exactly, counted for the summary line
/// (`imported 24 layers from 'Profile' (2 vectors rasterised, 1 INNER_SHADOW dropped: not drawn)`)
/// and listed one per line as warnings.
public struct ImportNotes: Sendable {
    /// "vectors rasterised" → 2, in first-seen order.
    public private(set) var counts: [(what: String, count: Int)] = []
    /// One line each: which node, and why.
    public private(set) var warnings: [String] = []

    public init() {}

    /// Counts `what` (a summary phrase, e.g. "INNER_SHADOW dropped: not drawn").
    public mutating func count(_ what: String) {
        if let index = counts.firstIndex(where: { $0.what == what }) { counts[index].count += 1 } else { counts.append((what, 1)) }
    }

    /// Counts `what` and keeps a line naming the node.
    public mutating func warn(_ what: String, node: String) {
        count(what)
        warnings.append("'\(node)': \(what)")
    }

    public func number(of what: String) -> Int { counts.first { $0.what == what }?.count ?? 0 }

    /// "2 vectors rasterised, 1 INNER_SHADOW dropped: not drawn", or "" when nothing was noted.
    public var summary: String {
        counts.map { "\($0.count) \($0.what)" }.joined(separator: ", ")
    }
}
