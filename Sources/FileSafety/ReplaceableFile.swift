import Foundation

/// Atomic writes end in rename(2), which replaces whatever the name held: through a symbolic link
/// to a device (a config linked to /dev/null, saved as root) the device node would become a
/// regular file. So before writing, the path — after its links — must name a regular file or
/// nothing.
public enum ReplaceableFile {
    /// Nil when `path` may be written; else what it is, for a message ("a character device, not a
    /// file"). With `followingLinks` (a document saved through its link) the link's final target
    /// is checked; without, the entry itself (a link there is replaced, so it may be written).
    public static func refusal(_ path: String, followingLinks: Bool = true) -> String? {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        if info.st_mode & S_IFMT == S_IFLNK { return nil }
        if info.st_mode & S_IFMT == S_IFDIR { return "a directory, not a file" }
        return BoundedFile.kind(info.st_mode)
    }
}
