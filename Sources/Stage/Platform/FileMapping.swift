#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A whole file mapped read-only into memory (mmap), and unmapped. POSIX on both platforms; only
/// the C library's module differs (the Darwin branch is written, not compiled here).
enum FileMapping {
    /// The file's bytes, or nil when it cannot be opened or mapped (empty, or 2 GB and more).
    static func map(_ path: String) -> UnsafeRawBufferPointer? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0, status.st_size < Int(Int32.max) else { return nil }
        let length = Int(status.st_size)
        guard let address = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else { return nil }
        return UnsafeRawBufferPointer(start: address, count: length)
    }

    static func unmap(_ bytes: UnsafeRawBufferPointer) {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }
}
