import CSDL2
import Foundation

/// One decoded photo kept in memory as ARGB8888 surfaces: the sharp bitmap (downscaled if it
/// exceeded the renderer's texture limit) and a small copy drawn, stretched, as a cheap blur.
/// Surfaces stay so textures can be rebuilt after a device reset without reading the file again.
final class PhotoBitmap {
    let path: String
    /// The size the file declares, in which scene source rects are given.
    let originalWidth: Int, originalHeight: Int
    let sharp: SurfacePointer
    /// No alpha channel: drawn with SDL_BLENDMODE_NONE when fully opaque.
    let isOpaque: Bool
    let blurred: SurfacePointer

    /// Each side of the blurred copy is this fraction of the sharp one's.
    static let blurReduction = 16

    /// Bitmap pixels per original pixel (1 unless downscaled to fit the texture limit).
    var sharpScale: Double { Double(sharp.pointee.w) / Double(originalWidth) }
    var blurredScale: Double { Double(blurred.pointee.w) / Double(originalWidth) }

    /// `isThumbnail`: a file this program wrote, downscaled to `maximumTextureSide` whatever its
    /// size (the full-size decode is freed before the next file is read).
    init(path: String, maximumTextureSide: Int, isThumbnail: Bool = false) throws {
        let (report, data) = try ImageFileInspector.inspect(path: path, enforcingLimits: !isThumbnail)
        self.path = path
        // The viewed size: an EXIF-rotated phone photo is as wide as it is shown, not as stored.
        originalWidth = report.orientedWidth
        originalHeight = report.orientedHeight
        let decoded = try Self.decode(data, report: report, path: path)
        defer { SDL_FreeSurface(decoded) }
        // A photo without an alpha channel (JPEG, RGB PNG) is drawn without blending: far cheaper
        // in the software renderer, and the same pixels.
        isOpaque = decoded.pointee.format.pointee.Amask == 0
        guard var converted = SDL_ConvertSurfaceFormat(decoded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw StageError.sdl(operation: "converting \(path) to ARGB8888", message: lastSDLError())
        }
        if report.orientation != 1 {
            let stored = converted
            defer { SDL_FreeSurface(stored) }
            converted = try orientedSurface(stored, orientation: report.orientation)
        }
        let limit = Double(maximumTextureSide)
        let fit = min(1, limit / Double(converted.pointee.w), limit / Double(converted.pointee.h))
        if fit < 1 {
            defer { SDL_FreeSurface(converted) }
            sharp = try resizedSurface(converted, width: Int(Double(converted.pointee.w) * fit),
                                       height: Int(Double(converted.pointee.h) * fit))
        } else {
            sharp = converted
        }
        do {
            blurred = try resizedSurface(sharp, width: max(1, Int(sharp.pointee.w) / Self.blurReduction),
                                         height: max(1, Int(sharp.pointee.h) / Self.blurReduction))
            // Smoothed before it is stretched 16×, so the blur shows no blocks (a Gaussian of σ ≈ 2.4 px).
            blurInPlace(blurred, radius: 2)
        } catch {
            SDL_FreeSurface(sharp)
            throw error
        }
    }

    deinit {
        SDL_FreeSurface(sharp)
        SDL_FreeSurface(blurred)
    }

    /// SDL_image's names for the formats the inspector accepts.
    static let typeName: [ImageFileInspector.Format: String] = [.jpeg: "JPG", .png: "PNG", .webp: "WEBP"]

    private static func decode(_ data: Data, report: ImageFileInspector.Report, path: String) throws -> SurfacePointer {
        if report.format == .heic { return try HEICDecoder.decode(data, path: path) }
        let (surface, printed): (SurfacePointer?, String) = LibraryDiagnostics.capturing {
            data.withUnsafeBytes { bytes in
                guard let rw = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else { return nil }
                return IMG_LoadTyped_RW(rw, 1, Self.typeName[report.format])  // 1: frees `rw`
            }
        }
        guard let surface else {
            let library = LibraryDiagnostics.clause(printed)
            throw ImageLoadError.decodeFailed(path: path, reason: lastSDLError() + (library.isEmpty ? "" : " (\(library))"))
        }
        return surface
    }
}
