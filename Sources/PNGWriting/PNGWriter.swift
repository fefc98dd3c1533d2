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

    /// libpng's simplified API with PNG_IMAGE_FLAG_FAST (speed over size: a 390×844 frame encodes
    /// in about a third of the time of IMG_SavePNG's default level, the same pixels; screenshots
    /// came out 0.8–1.0× the size, flat plots up to 1.7×), so a screenshot keeps the encoder busy
    /// for fewer frames. Nil, or why it failed.
    private static func encode(_ pixels: PixelBuffer, to path: String) -> String? {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(pixels.width)
        image.height = UInt32(pixels.height)
        // The pixels' memory order: PNG_FORMAT_BGRA or PNG_FORMAT_RGBA.
        let alpha = UInt32(PNG_FORMAT_FLAG_ALPHA), colour = UInt32(PNG_FORMAT_FLAG_COLOR)
        image.format = alpha | colour | (pixels.order == .bgra ? UInt32(PNG_FORMAT_FLAG_BGR) : 0)
        image.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        errno = 0
        let written = pixels.bytes.withUnsafeBytes { buffer in
            png_image_write_to_file(&image, path, 0, buffer.baseAddress, Int32(pixels.bytesPerRow), nil)
        }
        // libpng says only "Write Error"; the C library's errno says why.
        let writeErrno = errno
        defer { png_image_free(&image) }
        guard written == 0 else { return nil }
        if writeErrno == ENOSPC || writeErrno == EDQUOT { return String(cString: strerror(writeErrno)) }
        let message = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
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
