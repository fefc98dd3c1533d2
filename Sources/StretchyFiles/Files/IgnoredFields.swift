import Foundation
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
            return "\(file): '\(firstPlaceByName[key] ?? key)' is not a known field, ignored\(times) "
                + "(known: \((knownByName[key] ?? []).joined(separator: ", ")))"
        }
    }

    /// Where warnings go by default: stderr, one line each.
    public static func printWarning(_ message: String) {
        FileHandle.standardError.write(Data("stretchy: warning: \(message)\n".utf8))
    }
}
