import DesignDocument
import FileSafety
import Foundation

/// Writes an import's files: the images first, then the design, each atomically, none onto an input
/// of this command (`PathSafety`), none outside the design's folder (every image name is one safe
/// component under the assets folder). Everything was made in memory before: bad input has written
/// nothing by the time it is refused.
public enum ImportWriter {
    /// The folder beside `designPath` its images go in: `NAME-images`.
    public static func assetFolder(for designPath: String) -> String {
        PathSafety.component(URL(fileURLWithPath: designPath).deletingPathExtension().lastPathComponent + "-images")
    }

    /// `design` as a new design file (the shipped designs' layout), or as patches of `onto` (a
    /// re-import: the designer's file with only what changed rewritten, its layout kept).
    public static func write(design: DesignValue, onto: DesignDocument? = nil, files: [(path: String, data: Data)],
                             to designPath: String) throws(ImportError) {
        var document = onto ?? DesignDocument(new: design)
        do { try document.update(to: design) } catch { throw ImportError("\(designPath): \(error)") }
        try write(document: document, files: files, to: designPath)
    }

    static func write(document: DesignDocument, files: [(path: String, data: Data)], to designPath: String) throws(ImportError) {
        let folder = URL(fileURLWithPath: designPath).deletingLastPathComponent()
        var targets = [(designPath, Data(document.bytes))]
        for file in files {
            let parts = file.path.split(separator: "/").map(String.init)
            // Made by this module from safe components; checked again because a path is at stake.
            guard parts.count == 2, parts.allSatisfy({ PathSafety.component($0) == $0 }) else {
                throw ImportError("refusing to write '\(file.path)': not a file name inside the design's folder")
            }
            targets.insert((folder.appendingPathComponent(file.path).path, file.data), at: targets.count - 1)
        }
        for (path, _) in targets {
            if let refusal = PathSafety.refusal(writing: path) { throw ImportError("\(path): \(refusal)") }
            if let refusal = ReplaceableFile.refusal(path, followingLinks: false) { throw ImportError("\(path): \(refusal)") }
        }
        // The design's folder (as `replay --out` makes its own), then the images folder in it.
        var folders = [folder.path]
        if let first = files.first { folders.append(folder.appendingPathComponent(String(first.path.split(separator: "/")[0])).path) }
        for path in folders {
            do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
                throw ImportError("\(path): could not create the folder (\((error as NSError).localizedDescription))")
            }
        }
        for (path, data) in targets {
            do {
                try AtomicFile.write(to: path) { temporary in try data.write(to: URL(fileURLWithPath: temporary)) }
            } catch {
                let reason = switch error {
                case let .writing(inner): (inner as NSError).localizedDescription
                case let .moving(words): words
                }
                throw ImportError("\(path): could not be written (\(reason))")
            }
        }
    }
}
