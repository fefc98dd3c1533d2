#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's modification time and size (nil: it does not exist), as `stat` gives them. The field
/// is `st_mtim` in glibc, `st_mtimespec` on macOS (that branch written, not compiled here).
struct FileStamp: Equatable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int

    static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return FileStamp(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), size: Int(info.st_size))
    }
}
