import Foundation
import StretchyKit

/// A replay's `trace.csv` read back for `stretchy plot`.
extension TraceTable {
    /// Reads a whole UTF-8 file; an I/O failure is a one-line `ReviewFileError`.
    public init(contentsOf url: URL) throws(ReviewFileError) {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ReviewFileError(file: url.relativePath, line: nil, problem: "cannot read the file")
        }
        try self.init(csv: text, source: url.relativePath)
    }
}
