import Foundation
import HeaderKit
import ScrollCore
@testable import Stage
import Testing
import TestSupport

extension SDLSuites {
    @Suite struct ImageErrors {
        func loadError(_ path: String) throws -> ImageLoadError? {
            do {
                _ = try validatePhoto(at: path)
                return nil
            } catch let error as ImageLoadError {
                return error
            }
        }

        @Test func missingFile() throws {
            let error = try loadError("/nonexistent/photo.jpg")
            #expect(error == .missing(path: "/nonexistent/photo.jpg"))
            #expect(error?.description.contains("not found") == true)
        }

        @Test func textFileNamedJPEG() throws {
            let temporary = try TemporaryFolder()
            let path = temporary.file("notes.jpg")
            try Data("just some text, not a photo\n".utf8).write(to: URL(fileURLWithPath: path))
            let error = try loadError(path)
            #expect(error == .notAnImage(path: path))
            #expect(error?.description.contains(path) == true)
        }

        @Test func truncatedJPEG() throws {
            let original = try Data(contentsOf: Fixtures.resources().headerPhoto)
            let temporary = try TemporaryFolder()
            let path = temporary.file("cut.jpg")
            try original.prefix(original.count / 2).write(to: URL(fileURLWithPath: path))
            #expect(try loadError(path) == .truncated(path: path))
        }

        @Test func hugeImageRefusedBeforeDecoding() throws {
            // A PNG whose header claims 20000×20000 pixels, with no pixel data.
            var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
            bytes += Array("IHDR".utf8) + [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0, 0, 0, 0, 0]
            bytes += [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
            let temporary = try TemporaryFolder()
            let path = temporary.file("huge.png")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            guard case let .tooLarge(_, width, height, _)? = try loadError(path) else {
                Issue.record("expected tooLarge"); return
            }
            #expect(width == 20000 && height == 20000)
        }

        @Test func otherFormatsAreNamed() throws {
            let temporary = try TemporaryFolder()
            let path = temporary.file("anim.jpg")
            try Data(Array("GIF89a".utf8) + [UInt8](repeating: 0, count: 20)).write(to: URL(fileURLWithPath: path))
            #expect(try loadError(path) == .unsupported(path: path, format: "GIF"))
        }

        @Test func bundledPhotosLoadAndARendererKeepsItsPhotosWhenALoadFails() throws {
            let resources = try Fixtures.resources()
            let header = try validatePhoto(at: resources.headerPhoto.path)
            #expect(header.width >= 1500)
            #expect(resources.carouselPhotos.count >= 2)
            let renderer = try Renderer.headless(size: Size(width: 100, height: 100), fonts: Fixtures.fonts())
            try renderer.setPhotos([resources.headerPhoto.path] + resources.carouselPhotos.map(\.path))
            #expect(renderer.photoSizes.count == 1 + resources.carouselPhotos.count)
            #expect(throws: ImageLoadError.missing(path: "/nope.jpg")) { try renderer.setPhotos(["/nope.jpg"]) }
            #expect(renderer.photoSizes.count == 1 + resources.carouselPhotos.count)
        }

        @Test func photosBeyondTheTextureLimitAreDownscaledKeepingSourceRectsInFilePixels() throws {
            try SDLEnvironment.start(headless: true)
            let bitmap = try PhotoBitmap(path: Fixtures.resources().headerPhoto.path, maximumTextureSide: 512)
            #expect(bitmap.originalWidth == 1680 && bitmap.originalHeight == 1050)
            #expect(bitmap.sharp.pointee.w <= 512 && bitmap.sharp.pointee.h <= 512)
            #expect(abs(bitmap.sharpScale - 512.0 / 1680) < 0.01)
            #expect(bitmap.blurred.pointee.w == bitmap.sharp.pointee.w / Int32(PhotoBitmap.blurReduction))
        }
    }
}
