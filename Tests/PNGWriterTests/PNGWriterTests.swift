import CSDL2
import Foundation
import PNGWriting
import Synchronization
import Testing

/// The PNG writer's worker thread, in a target of its own that needs only `PNGWriting`: `make
/// sanitize-thread` builds this and what it imports under ThreadSanitizer, not Stage or the core.
/// (SDL_image reads the files back; it needs no SDL_Init for that.)
/// The tests run in parallel: writers' queues at once, for ThreadSanitizer to watch.
@Suite struct PNGWriterTests {
    func checkerboard() -> PixelBuffer {
        var buffer = PixelBuffer(width: 8, height: 5)
        for y in 0..<5 {
            for x in 0..<8 {
                let i = (y * 8 + x) * 4
                buffer.bytes[i] = UInt8(x * 30); buffer.bytes[i + 1] = UInt8(y * 50)
                buffer.bytes[i + 2] = (x + y) % 2 == 0 ? 255 : 0; buffer.bytes[i + 3] = 255
            }
        }
        return buffer
    }

    func readBack(_ path: String) throws -> (Int32, Int32, [UInt8]) {
        let surface = try #require(IMG_Load(path))
        defer { SDL_FreeSurface(surface) }
        let rgba = try #require(SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ABGR8888.rawValue, 0))
        defer { SDL_FreeSurface(rgba) }
        let bytes = rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let i = Int(rgba.pointee.pitch) * 2 + 3 * 4   // pixel (3, 2)
        return (rgba.pointee.w, rgba.pointee.h, [bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]])  // R, G, B, A
    }

    @Test func writesAReadablePNGAtomicallyOffTheCallingThread() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("frame.png").path
        let writer = PNGWriter()
        let outcome = Mutex<Result<String, PNGWriteError>?>(nil)
        writer.write(checkerboard(), to: path) { result in outcome.withLock { $0 = result } }
        writer.waitUntilIdle()
        #expect(try outcome.withLock { $0 }?.get() == path)
        let (w, h, pixel) = try readBack(path)
        #expect(w == 8 && h == 5)
        #expect(pixel == [90, 100, 0, 255])
        // Only the finished file: no temporary left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frame.png"])
    }

    @Test func synchronousWriteReplacesAnExistingFile() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("shot.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try PNGWriter.writeSynchronously(checkerboard(), to: path)
        #expect(try readBack(path).0 == 8)
    }

    @Test func reportsAnUnwritableFolderWithItsPath() throws {
        let folder = try temporaryFolder()
        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let path = blocker.appendingPathComponent("shots/frame.png").path
        let writer = PNGWriter()
        let outcome = Mutex<Result<String, PNGWriteError>?>(nil)
        writer.write(checkerboard(), to: path) { result in outcome.withLock { $0 = result } }
        writer.waitUntilIdle()
        let result = try #require(outcome.withLock { $0 })
        guard case let .failure(error) = result else { Issue.record("expected a failure"); return }
        #expect(error.path == path)
        #expect(error.description.contains(path))
    }

    /// libpng's own error (it longjmps out of the encoder, into the C shim) comes back in its words,
    /// and the temporary file goes: a frame wider than libpng's limit of 1,000,000 pixels a row.
    @Test func reportsLibpngsErrorInItsWordsAndLeavesNoFile() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("wide.png").path
        let error = try #require(throws: PNGWriteError.self) {
            try PNGWriter.writeSynchronously(PixelBuffer(width: 1_000_001, height: 1), to: path)
        }
        #expect(error.path == path && error.reason == "encoding failed (Invalid IHDR data)", "\(error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }
}

/// A fresh folder of this target's own (it imports no test support: that would pull the core in).
private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("png-writer-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
