import CSDL2
import Dispatch
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
            // Encode at a lower CPU priority (nice 10) so that on a busy 2-core machine the
            // frame thread wins when they compete; restored afterwards (pool threads are shared).
            // On Linux the nice value is per thread: `who` 0 is the calling thread.
            let which = __priority_which_t(PRIO_PROCESS.rawValue)
            let previous = getpriority(which, 0)
            setpriority(which, 0, 10)
            defer { setpriority(which, 0, previous) }
            do {
                try Self.writeSynchronously(pixels, to: path)
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

    /// Writes `pixels` to `path` on the calling thread (headless replay), atomically.
    public static func writeSynchronously(_ pixels: PixelBuffer, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PNGWriteError(path: path, reason: "folder \(folder) does not exist")
        }
        guard pixels.width > 0, pixels.height > 0 else { throw PNGWriteError(path: path, reason: "the frame is empty") }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
        var bytes = pixels.bytes
        let saved: Int32 = bytes.withUnsafeMutableBytes { buffer in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                buffer.baseAddress, Int32(pixels.width), Int32(pixels.height), 32, Int32(pixels.bytesPerRow),
                pixels.pixelFormat) else { return -2 }
            defer { SDL_FreeSurface(surface) }
            return IMG_SavePNG(surface, temporary)
        }
        if saved != 0 {
            let reason = lastSDLError()
            unlink(temporary)
            throw PNGWriteError(path: path, reason: saved == -2 ? "cannot wrap the pixels: \(reason)"
                                                                : "encoding failed (\(reason.isEmpty ? "unwritable folder?" : reason))")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw PNGWriteError(path: path, reason: "cannot move the finished file into place: \(reason)")
        }
    }
}
