import FileSafety
import Foundation
import HeaderKit
import StretchyKit

/// Tuned values written into a design file on disk (`stretchy bake`, the window's Ctrl+Shift+S):
/// the file checked (a file, never a link, not a shipped design), read as a `DesignDocument`, baked
/// (`DesignBake`: only the default numbers change) and rewritten atomically. Returns the bytes it had, for undo.
public enum DesignBakeFile {
    public struct Baked: Equatable, Sendable {
        public var result: DesignBake.Result
        /// The file's bytes before the bake (restored by the window's undo).
        public var previous: [UInt8]
        /// The design's name (as the file declares it).
        public var designName: String
        /// The changes as a line reads them: "heroHeight 500 → 420".
        public var changesText: String {
            result.changes.map { "\($0.name) \(JSONWriter.format($0.from)) → \(JSONWriter.format($0.to))" }.joined(separator: ", ")
        }
    }

    public static func bake(_ tuned: [String: Double], intoFile path: String, library: DesignLibrary,
                            source: ParameterSource) throws(StretchyError) -> Baked {
        guard DesignLibrary.isFile(path), library.design(named: path) == nil else {
            throw .badInput("bake: '\(path)' is a shipped design's name; give the path of a design file to change")
        }
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            throw .badInput("\(path): is a symbolic link; bake changes a design file itself, never through a link (give its target)")
        }
        // A shipped design given by its path is refused as by its name (the window refuses both).
        let resolved = URL(fileURLWithPath: path).standardizedFileURL.path
        if library.designs.contains(where: { URL(fileURLWithPath: $0.file).standardizedFileURL.path == resolved }) {
            throw .badInput("bake: '\(path)' is a shipped design; copy it and bake into the copy")
        }
        // A read-only file (no write bit in its mode) is the user's way of saying "do not change":
        // the atomic write would replace it anyway, and root's `access` would say it may.
        if stat(path, &info) == 0, info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) == 0 {
            throw .badInput("\(path): is read-only; bake does not change it (make it writable to bake into it)")
        }
        // One bake at a time per folder (the window's Ctrl+Shift+S and `stretchy bake` alike): the
        // second reads what the first wrote, so neither change is lost.
        let lock = FolderLock(of: path)
        defer { lock.release() }
        let design = try DesignLoader.load(path: path).design
        _ = try Session.parameters(for: design, overrides: tuned, library: library, source: source)
        let bytes = try FileBytes.read(path: path)
        // The file as a document (a UTF-8 byte order mark, which some editors write, kept); what
        // does not read as one is never written over.
        let document: DesignDocument
        do { document = try DesignDocument(bytes: bytes) } catch { throw .badInput("\(path): \(error)") }
        let result = DesignBake.bake(tuned, into: document, design: design)
        // The design file is the document being edited (its link refused above), not an output.
        if !result.changes.isEmpty { try FileBytes.writeAtomically(result.bytes, to: path, as: .document) }
        return Baked(result: result, previous: bytes, designName: design.name)
    }

    /// Undo: `previous` back, unless the file changed since the bake (then it is left alone).
    public static func restore(_ baked: Baked, path: String) throws(StretchyError) {
        guard try FileBytes.read(path: path) == baked.result.bytes else {
            throw .badInput("\(path) changed since it was baked; not restored")
        }
        try FileBytes.writeAtomically(baked.previous, to: path, as: .document)
    }
}
