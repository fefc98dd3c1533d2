import FileSafety
import Foundation
import HeaderKit
import StretchyFiles
import StretchyKit

/// `plot --out` checked before any trace is read or drawn: the plot is PNG data, so the name must
/// say .png (p.jpg held PNG bytes), and the path must be a file that can be created or replaced.
enum PlotOutput {
    static func check(_ out: String) throws(StretchyError) {
        guard URL(fileURLWithPath: out).pathExtension.lowercased() == "png" else {
            throw .badInput("--out \(out): plot writes PNG, so the name must end in .png")
        }
        if let kind = ReplaceableFile.refusal(out) { throw .badInput("--out \(out): is \(kind)") }
        if let file = FileBytes.fileAmongParents(of: out) {
            throw .badInput("--out \(out): \(file) is a file, not a folder")
        }
        let folder = URL(fileURLWithPath: out).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder) else {
            throw .environment("--out \(out): the folder \(folder) does not exist")
        }
    }
}
