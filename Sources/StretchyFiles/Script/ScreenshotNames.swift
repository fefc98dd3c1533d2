import StretchyKit

/// Screenshot names checked at load time: a name the review pictures or the trace use would be
/// overwritten by them, and two screenshots of one name would overwrite each other.
struct ScreenshotNames {
    /// Names the replay writes itself (`motion.png`, `contact-sheet.png`, `contact-sheet-2.png`,
    /// `trace.csv`, `events.csv`, `final-frame.png`).
    static let reserved = ["motion", "contact-sheet", "trace", "events", "final-frame"]

    private var firstUse: [String: String] = [:]

    static func isReserved(_ name: String) -> Bool {
        if reserved.contains(name) { return true }
        // The paged sheets: contact-sheet-1, contact-sheet-2, …
        let prefix = "contact-sheet-"
        return name.hasPrefix(prefix) && name.count > prefix.count && name.dropFirst(prefix.count).allSatisfy(\.isNumber)
    }

    /// Records `name` used at `path` (`events[3]`), or says why it cannot be used.
    mutating func claim(_ name: String, at path: String, reader: JSONFieldReader) throws(StretchyError) {
        if Self.isReserved(name) {
            throw reader.fail("\(path).name", "'\(name)' is reserved for the replay's own files (reserved: \(Self.reserved.joined(separator: ", ")), contact-sheet-N)")
        }
        if let first = firstUse[name] {
            throw reader.fail("\(path).name", "'\(name)' is also the name of \(first)'s screenshot; each screenshot needs its own name")
        }
        firstUse[name] = path
    }
}
