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

    /// One line per ignored field name, naming the file, where it first appeared and how often.
    public func messages(file: String) -> [String] {
        order.map { key in
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
