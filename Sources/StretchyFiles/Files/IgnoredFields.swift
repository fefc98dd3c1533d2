import FileSafety
import Foundation
import ScrollCore
import StretchyKit

/// Members of a script or content file that Stretchy does not know: skipped with one warning per
/// field name (so a content file whose million rows all carry an `id` warns once), not refused —
/// files exported from other tools carry extra fields. Misspelt names still show up in the warning.
public final class IgnoredFields {
    private var firstPlaceByName: [String: String] = [:]
    private var countByName: [String: Int] = [:]
    private var order: [String] = []
    private var knownByName: [String: [String]] = [:]

    public init() {}

    func note(_ key: String, at place: String, known: [String]) {
        if countByName[key] == nil {
            order.append(key)
            firstPlaceByName[key] = place
            knownByName[key] = known
        }
        countByName[key, default: 0] += 1
    }

    private var noEffect: [String] = []

    /// A known field on a kind that does not draw it (`cornerRadius` on a text layer).
    func noteNoEffect(_ key: String, at place: String, kind: String) {
        let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        noEffect.append("'\(place)' has no effect on \(article) \(kind) layer, ignored")
    }

    /// The most warning lines a file gives: a file with 300,000 unknown names says so in one more
    /// line, not 300,000.
    public static let maximumLines = 20

    /// One line per ignored field name, naming the file, where it first appeared and how often;
    /// then one per field a kind does not draw.
    public func messages(file: String) -> [String] {
        let all = unknownMessages(file: file, limit: Self.maximumLines) + noEffect.prefix(Self.maximumLines).map { "\(file): \($0)" }
        let total = order.count + noEffect.count
        guard total > all.count else { return all }
        return Array(all.prefix(Self.maximumLines)) + ["\(file): … and \(total - min(all.count, Self.maximumLines)) more fields ignored"]
    }

    private func unknownMessages(file: String, limit: Int) -> [String] {
        order.prefix(limit).map { key in
            let count = countByName[key] ?? 1
            let times = count > 1 ? " (and \(count - 1) more like it)" : ""
            let known = knownByName[key] ?? []
            // A misspelt name gets its nearest known ones first, so a typo is not lost in the list;
            // a long list is cut to keep the line short.
            let near = NearestNames.suggest(key, among: known).map { "'\($0)'" }.joined(separator: ", ")
            var list = known.joined(separator: ", ")
            if list.count > 100, let cut = list.prefix(100).lastIndex(of: ",") { list = list[..<cut] + ", …" }
            let hint = (near.isEmpty ? "" : "did you mean \(near)? ") + "known: \(list)"
            return "\(file): '\(firstPlaceByName[key] ?? key)' is not a known field, ignored\(times) (\(hint))"
        }
    }

    /// Where warnings go by default: stderr, one line each.
    public static func printWarning(_ message: String) {
        StderrLine.write("warning: \(message)")
    }
}
