import Foundation
import Synchronization

/// The rules every file Stretchy writes follows, in one place (issue 32: never lose the user's work).
///
/// - Every file a command reads is one of its inputs (`noteInput`, called by `BoundedFile.read`, the
///   one door every script, design, config, content file, trace and photo comes in by), and no
///   output may land on one (`refusal(writing:)`): the same directory entry, or a link to the same
///   file. A screenshot named like the script in the script's own folder is refused, not written.
/// - Outputs are renamed into place, so a symbolic link where an output goes is replaced, never
///   written through onto the file it names (only a document the user saves — the config — is
///   written through its link, on purpose).
/// - A name that becomes part of a path (a design's `"name"`, a label) is one safe file-name
///   component (`component(_:)`): never `..`, never a `/`, never hidden, never empty.
public enum PathSafety {
    /// A file's identity: the same (device, inode) is the same file under any name or link.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// The inputs read so far: each entry's own identity (the link itself, when it is one) and its
    /// target's, with the path it was read by (for the message).
    private static let inputs = Mutex<[Identity: String]>([:])

    /// `path` was read as an input: no output of this process may replace it or what it links to.
    public static func noteInput(_ path: String) {
        let identities = [identity(path, followingLinks: false), identity(path, followingLinks: true)].compactMap { $0 }
        inputs.withLock { known in
            for identity in identities { known[identity] = path }  // the latest path: an older one may be gone
        }
    }

    /// Nil when an output may be written at `path`; else why not, for a message. Both the entry
    /// `path` names and the file it leads to are compared with every input's.
    public static func refusal(writing path: String) -> String? {
        let identities = [identity(path, followingLinks: false), identity(path, followingLinks: true)].compactMap { $0 }
        // An input removed since (a test's temporary file) may have left its inode to a new file:
        // only an input whose path still leads to that identity counts.
        let matches = inputs.withLock { known in identities.compactMap { id in known[id].map { (id, $0) } } }
        guard let input = matches.first(where: { id, inputPath in
            [identity(inputPath, followingLinks: false), identity(inputPath, followingLinks: true)].contains(id)
        })?.1 else { return nil }
        let same = input == path ? "" : " (\(input))"
        return "would overwrite an input of this command\(same); nothing written there — choose another output folder or name"
    }

    private static func identity(_ path: String, followingLinks: Bool) -> Identity? {
        var info = stat()
        let found = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard found == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The longest component `component(_:)` gives, in UTF-8 bytes: room left in Linux's 255 for
    /// the suffixes added to it (`-uikit.swift`, `-20261125-212500-123.png`, a temporary copy's).
    public static let maximumComponentBytes = 120

    /// The characters a name keeps in a path: letters of any script, digits, `-`, `_`, `.` (what a
    /// script's screenshot name may hold, so a window's screenshot replays under its own name).
    public static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar)
    }

    /// `name` as one file-name component: every other character (`/`, space, a control) becomes
    /// `_`, a leading `.` (hidden, `..`) becomes `_`, an empty name is `_`, and a long one is cut
    /// (`maximumComponentBytes`). "Profile / dark" → "Profile___dark", "../../x" → "_._.._x".
    public static func component(_ name: String) -> String {
        var safe = String.UnicodeScalarView()
        var bytes = 0
        for scalar in name.unicodeScalars {
            let kept = isSafe(scalar) ? scalar : "_"
            bytes += String(kept).utf8.count
            if bytes > maximumComponentBytes { break }
            safe.append(kept)
        }
        var text = String(safe)
        if text.hasPrefix(".") { text = "_" + text.dropFirst() }
        return text.isEmpty ? "_" : text
    }
}
