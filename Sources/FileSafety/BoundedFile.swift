import Foundation

/// Reads a user-named file safely: its type and size are checked with stat(2) before any byte is
/// read, and at most `limit` bytes are ever read. A FIFO would block the open or read forever and
/// /dev/zero never ends, so neither is opened; a 3 GB file is refused without reading it.
public enum BoundedFile {
    public enum Failure: Error, Equatable {
        case missing
        case directory
        /// Not a regular file: the words say what it is ("a FIFO (named pipe)", "a character device").
        case notRegular(String)
        case tooLarge(size: Int64)
        case unreadable(String)
    }

    /// What `st_mode` says the path is, in words for a message; nil for a regular file.
    public static func kind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO (named pipe), not a file"
        case S_IFCHR: "a character device, not a file"
        case S_IFBLK: "a block device, not a file"
        case S_IFSOCK: "a socket, not a file"
        default: "not a regular file"
        }
    }

    public static func read(path: String, limit: Int) throws(Failure) -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw .missing }
            throw .unreadable(String(cString: strerror(errno)))
        }
        if info.st_mode & S_IFMT == S_IFDIR { throw .directory }
        if let kind = kind(info.st_mode) { throw .notRegular(kind) }
        guard info.st_size <= Int64(limit) else { throw .tooLarge(size: Int64(info.st_size)) }
        PathSafety.noteInput(path)
        // O_NONBLOCK: should the path be swapped for a FIFO after stat, open does not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unreadable(errno == EACCES ? "permission denied" : String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        // Read at most limit + 1 bytes: a file that grew since stat is still refused, never read whole.
        var data = Data(count: Int(info.st_size))
        var total = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while total <= limit {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, min($0.count, limit + 1 - total)) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
            if count == 0 { break }
            if total + count > data.count { data.count = total + count }
            data.replaceSubrange(total..<(total + count), with: chunk[0..<count])
            total += count
        }
        guard total <= limit else { throw .tooLarge(size: Int64(total)) }
        data.count = total
        return data
    }
}
