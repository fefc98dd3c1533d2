import FileSafety
import Foundation
import Testing

/// `BoundedFile.read`: the type and size checked before a byte is read, then at most `limit` bytes
/// read in 64 KiB chunks into a buffer (the unsafe-pointer loop `make test` runs under AddressSanitizer).
@Suite struct BoundedFileTests {
    let folder = NSTemporaryDirectory() + "stretchy-bounded-\(UUID().uuidString)"

    init() throws { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }

    func write(_ name: String, count: Int) throws -> (path: String, bytes: [UInt8]) {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 251) }
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, bytes)
    }

    /// Files on both sides of the chunk size and of the limit come back byte for byte.
    @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 2 * 65_536 + 3])
    func aFileWithinTheLimitIsReadWhole(count: Int) throws {
        let file = try write("f\(count)", count: count)
        #expect(try [UInt8](BoundedFile.read(path: file.path, limit: count)) == file.bytes)
        #expect(try [UInt8](BoundedFile.read(path: file.path, limit: count + 65_536)) == file.bytes)
    }

    @Test func aFileOverTheLimitIsRefusedWithItsSize() throws {
        let file = try write("big", count: 65_537)
        #expect(throws: BoundedFile.Failure.tooLarge(size: 65_537)) { try BoundedFile.read(path: file.path, limit: 65_536) }
    }

    @Test func whatIsNoRegularFileIsNeverOpened() throws {
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)
        #expect(throws: BoundedFile.Failure.notRegular("a FIFO (named pipe), not a file")) {
            try BoundedFile.read(path: folder + "/fifo", limit: 100)
        }
        #expect(throws: BoundedFile.Failure.directory) { try BoundedFile.read(path: folder, limit: 100) }
        #expect(throws: BoundedFile.Failure.missing) { try BoundedFile.read(path: folder + "/none", limit: 100) }
        #expect(throws: BoundedFile.Failure.missing) { try BoundedFile.read(path: folder + "/none/inside", limit: 100) }
    }
}
