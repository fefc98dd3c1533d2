import CPNG
import Dispatch
import FileSafety
import Foundation

/// Why a PNG was not written, naming the file.
public struct PNGWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot write PNG \(path): \(reason)" }
}

/// Encodes frames as PNG files off the frame thread, one at a time on a serial background queue.
/// Files appear atomically: written under a temporary name in the same folder, then renamed, so
/// a reader never sees half a file.
public final class PNGWriter: Sendable {
    private let queue = DispatchQueue(label: "stretchy.png-writer", qos: .utility)

    public init() {}

    /// Queues `pixels` to be written to `path`; `completion` runs on the writer's queue with the
    /// path written or the reason it failed. `pixels` is shared copy-on-write: the caller may reuse
    /// its buffer at once (its next `readPixels(into:)` then copies it once, on that thread).
    public func write(_ pixels: PixelBuffer, to path: String,
                      completion: @escaping @Sendable (Result<String, PNGWriteError>) -> Void) {
        queue.async {
            // The frame thread must win every contest for a CPU (IdlePriority says how).
            do {
                try IdlePriority.run { try Self.writeSynchronously(pixels, to: path) }
                completion(.success(path))
            } catch let error as PNGWriteError {
                completion(.failure(error))
            } catch {
                completion(.failure(PNGWriteError(path: path, reason: "\(error)")))
            }
        }
    }

    /// Blocks until every queued write has finished (before exiting, and in tests).
    public func waitUntilIdle() { queue.sync {} }

    /// zlib level 1 and no filter: the cheapest encode (CPU is what a replay's screenshots cost, and
    /// every CPU-second of `make test`). Measured on this project's 182 review screenshots (390×844
    /// and 393×852, 13 designs, with and without a device) by encoding each decoded frame in C:
    /// png_image's PNG_IMAGE_FLAG_FAST (no filter, level 3) 48 ms per megapixel, level 1 with no
    /// filter 34 ms and 3 % larger, with Sub 41 ms (1 % larger than level 3), Up 43 ms, libpng's
    /// adaptive choice 68 ms (3 % smaller); review plots and contact sheets: 32 → 26 ms, 5 % larger.
    /// A filter buys 2 % of size for 20 % more CPU, so none.
    private static let zlibLevel: Int32 = 1
    private static let filters = Int32(PNG_FILTER_NONE)

    /// Encodes with libpng's full write API (`stretchy_png_write_file` in CPNG's shim: libpng's
    /// errors longjmp, so the encode is C); the same chunks and pixels as png_image wrote. Nil, or
    /// why it failed.
    private static func encode(_ pixels: PixelBuffer, to path: String) -> String? {
        let reasonSize = 256
        var reason = [CChar](repeating: 0, count: reasonSize)
        var writeErrno: Int32 = 0
        let written = pixels.bytes.withUnsafeBytes { buffer in
            stretchy_png_write_file(path, buffer.baseAddress, UInt32(pixels.width), UInt32(pixels.height),
                                    pixels.bytesPerRow, pixels.order == .bgra ? 1 : 0, filters, zlibLevel,
                                    &reason, reasonSize, &writeErrno)
        }
        guard written == 0 else { return nil }
        // libpng says only "Write Error"; the C library's errno says why.
        if writeErrno == ENOSPC || writeErrno == EDQUOT { return String(cString: strerror(writeErrno)) }
        let message = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return message.isEmpty ? "libpng gave no reason" : message
    }

    /// Writes `pixels` to `path` on the calling thread (headless replay), atomically.
    public static func writeSynchronously(_ pixels: PixelBuffer, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw PNGWriteError(path: path, reason: "folder \(folder) does not exist")
        }
        guard isDirectory.boolValue else { throw PNGWriteError(path: path, reason: "\(folder) is a file, not a folder") }
        guard pixels.width > 0, pixels.height > 0 else { throw PNGWriteError(path: path, reason: "the frame is empty") }
        // Renamed into place: a link at `path` is replaced, never written through.
        if let kind = ReplaceableFile.refusal(path, followingLinks: false) { throw PNGWriteError(path: path, reason: "is \(kind)") }
        if let refusal = PathSafety.refusal(writing: path) { throw PNGWriteError(path: path, reason: refusal) }
        do {
            try AtomicFile.write(to: path) { temporary in
                if let failure = encode(pixels, to: temporary) { throw PNGWriteError(path: path, reason: "encoding failed (\(failure))") }
            }
        } catch {
            switch error {
            case let .writing(failure): throw failure
            case let .moving(reason): throw PNGWriteError(path: path, reason: "cannot move the finished file into place: \(reason)")
            }
        }
    }
}
