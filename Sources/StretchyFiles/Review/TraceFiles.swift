import FileSafety
import Foundation
import HeaderKit
import Review
import StretchyKit

/// A replay's `trace.csv` read back for `stretchy plot`.
extension TraceTable {
    /// Reads a UTF-8 file with the checks and limit every input has (`FileBytes`: no FIFO,
    /// device or directory is opened, nothing over 64 MB is read); a failure is a one-line
    /// `ReviewFileError`.
    public init(contentsOf url: URL) throws(ReviewFileError) {
        let path = url.relativePath
        let bytes: Data
        do {
            bytes = try BoundedFile.read(path: url.path, limit: FileBytes.maximumInputSize)
        } catch {
            throw ReviewFileError(file: path, line: nil, problem: FileBytes.problem(error))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ReviewFileError(file: path, line: nil, problem: "not UTF-8 text (a trace.csv written by `stretchy replay` is)")
        }
        try self.init(csv: text, source: path)
    }
}
