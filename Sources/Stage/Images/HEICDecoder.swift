import CHeif
import CSDL2
import Foundation

/// HEIC/HEIF photos (the iPhone camera's default format) through libheif, which SDL_image does
/// not read. The size is read from the container before decoding, so the inspector's limits apply
/// as to JPEG and PNG; libheif applies the file's rotation and mirroring (irot/imir) itself.
enum HEICDecoder {
    /// Brands of `ftyp` that hold HEVC-coded still images.
    static let brands: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]

    static func isHEIC(_ header: [UInt8]) -> Bool {
        header.count >= 12 && Array(header[4..<8]) == Array("ftyp".utf8)
            && brands.contains(String(decoding: header[8..<12], as: UTF8.self))
    }

    /// Runs `body` with the primary image of `data`.
    private static func withPrimaryImage<T>(_ data: Data, path: String, _ body: (OpaquePointer) throws -> T) throws -> T {
        guard let context = heif_context_alloc() else { throw ImageLoadError.decodeFailed(path: path, reason: "libheif could not start") }
        defer { heif_context_free(context) }
        return try data.withUnsafeBytes { bytes in
            try check(heif_context_read_from_memory_without_copy(context, bytes.baseAddress, bytes.count, nil), path: path)
            var handle: OpaquePointer?
            try check(heif_context_get_primary_image_handle(context, &handle), path: path)
            guard let handle else { throw ImageLoadError.decodeFailed(path: path, reason: "no primary image") }
            defer { heif_image_handle_release(handle) }
            return try body(handle)
        }
    }

    private static func check(_ error: heif_error, path: String) throws {
        guard error.code != heif_error_Ok else { return }
        let message = error.message.map { String(cString: $0) } ?? "error \(error.code.rawValue)"
        if error.code == heif_error_Invalid_input, message.lowercased().contains("end of") {
            throw ImageLoadError.truncated(path: path)
        }
        throw ImageLoadError.decodeFailed(path: path, reason: "libheif: \(message)")
    }

    static func size(_ data: Data, path: String) throws -> (width: Int, height: Int) {
        try withPrimaryImage(data, path: path) { handle in
            (Int(heif_image_handle_get_width(handle)), Int(heif_image_handle_get_height(handle)))
        }
    }

    /// The primary image as an RGBA surface the caller frees.
    static func decode(_ data: Data, path: String) throws -> SurfacePointer {
        try withPrimaryImage(data, path: path) { handle in
            var image: OpaquePointer?
            try check(heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, nil), path: path)
            guard let image else { throw ImageLoadError.decodeFailed(path: path, reason: "libheif returned no image") }
            defer { heif_image_release(image) }
            let width = Int(heif_image_get_width(image, heif_channel_interleaved))
            let height = Int(heif_image_get_height(image, heif_channel_interleaved))
            var stride: Int32 = 0
            guard let plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride) else {
                throw ImageLoadError.decodeFailed(path: path, reason: "libheif returned no pixels")
            }
            // Bytes R, G, B, A in memory: ABGR8888 on a little-endian machine.
            guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ABGR8888.rawValue) else {
                throw StageError.sdl(operation: "allocating \(path)", message: lastSDLError())
            }
            let pitch = Int(surface.pointee.pitch)
            let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
            for row in 0..<height {
                (pixels + row * pitch).update(from: plane + row * Int(stride), count: width * 4)
            }
            return surface
        }
    }
}
