import Foundation

/// Atomic writes end in rename(2), which replaces whatever the name held: through a symbolic link
/// to a device (a config linked to /dev/null, saved as root) the device node would become a
/// regular file. So before writing, the path — after its links — must name a regular file or
/// nothing.
public enum ReplaceableFile {
    /// Nil when `path` may be written; else what it is, for a message ("a character device, not a
    /// file"). `stat` follows symbolic links, so this is the link's final target.
    public static func refusal(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        if info.st_mode & S_IFMT == S_IFDIR { return "a directory, not a file" }
        return BoundedFile.kind(info.st_mode)
    }
}
