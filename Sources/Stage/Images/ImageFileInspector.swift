import FileSafety
import Foundation

/// Reads an image file's header without decoding it: its format, its declared size, and whether its
/// data is complete. Lets the loader refuse huge or broken files before SDL_image decodes them.
struct ImageFileInspector {
    enum Format: String { case jpeg = "JPEG", png = "PNG", webp = "WebP", heic = "HEIC" }

    struct Report: Equatable {
        var format: Format
        /// As stored in the file (before `orientation` turns it).
        var width: Int
        var height: Int
        /// EXIF orientation (1 upright; JPEG only).
        var orientation = 1
        /// The viewed size, after the orientation is applied.
        var orientedWidth: Int { ExifOrientation.swapsSides(orientation) ? height : width }
        var orientedHeight: Int { ExifOrientation.swapsSides(orientation) ? width : height }
    }

    /// The largest image side and pixel count accepted (a 16384² RGBA bitmap would be 1 GiB).
    static let maximumSide = 16384
    static let maximumPixels = 64 * 1024 * 1024
    /// Compressed images are smaller than their pixels; a bigger file is not a photo to show.
    static let maximumFileBytes = 256 * 1024 * 1024

    /// `enforcingLimits: false` for files this program wrote itself (a replay's screenshots, of
    /// any size the replay could render), which are only ever loaded as thumbnails.
    static func inspect(path: String, enforcingLimits: Bool = true) throws -> (Report, Data) {
        let data: Data
        do {
            data = try BoundedFile.read(path: path, limit: maximumFileBytes)
        } catch {
            switch error {
            case .missing: throw ImageLoadError.missing(path: path)
            case .directory: throw ImageLoadError.unreadable(path: path, reason: "it is a directory")
            case let .notRegular(kind): throw ImageLoadError.unreadable(path: path, reason: "it is \(kind)")
            case let .tooLarge(size):
                throw ImageLoadError.unreadable(path: path, reason: "the file is \(size / 1_048_576) MB; the limit is \(maximumFileBytes / 1_048_576) MB")
            case let .unreadable(reason): throw ImageLoadError.unreadable(path: path, reason: reason)
            }
        }
        let report = try inspect(data, path: path)
        if enforcingLimits, report.width > maximumSide || report.height > maximumSide
            || report.width * report.height > maximumPixels {
            throw ImageLoadError.tooLarge(
                path: path, width: report.width, height: report.height,
                limit: "\(maximumSide) pixels a side and \(maximumPixels / (1024 * 1024)) Mpx")
        }
        return (report, data)
    }

    static func inspect(_ bytes: Data, path: String) throws -> Report {
        let b = [UInt8](bytes.prefix(32))
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try inspectPNG(bytes, path: path) }
        if b.starts(with: [0xFF, 0xD8, 0xFF]) { return try inspectJPEG(bytes, path: path) }
        if b.starts(with: Array("RIFF".utf8)), b.count >= 12, Array(b[8..<12]) == Array("WEBP".utf8) { return try inspectWebP(bytes, path: path) }
        if HEICDecoder.isHEIC(b) {
            let (width, height) = try HEICDecoder.size(bytes, path: path)
            return Report(format: .heic, width: width, height: height)
        }
        if let other = otherImageFormat(b) { throw ImageLoadError.unsupported(path: path, format: other) }
        if b.isEmpty { throw ImageLoadError.notAnImage(path: path) }
        if b.starts(with: [0xFF, 0xD8]) || b.starts(with: [0x89, 0x50]) { throw ImageLoadError.truncated(path: path) }
        throw ImageLoadError.notAnImage(path: path)
    }

    private static func otherImageFormat(_ b: [UInt8]) -> String? {
        if b.starts(with: Array("GIF8".utf8)) { return "GIF" }
        if b.starts(with: Array("BM".utf8)) { return "BMP" }
        if b.starts(with: [0x49, 0x49, 0x2A, 0x00]) || b.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return "TIFF" }
        if b.count >= 12, Array(b[4..<12]) == Array("ftypavif".utf8) { return "AVIF" }
        if b.count >= 12, Array(b[4..<8]) == Array("ftyp".utf8) { return "HEIF" }
        return nil
    }

    private static func bigEndian(_ d: Data, _ at: Int, _ count: Int) -> Int {
        var value = 0
        for i in 0..<count { value = value << 8 | Int(d[d.startIndex + at + i]) }
        return value
    }

    /// WebP (SDL_image decodes it through libwebp): the size from the first chunk's header
    /// (lossy VP8, lossless VP8L, or the extended VP8X canvas); complete when the RIFF size fits.
    private static func inspectWebP(_ d: Data, path: String) throws -> Report {
        guard d.count >= 30 else { throw ImageLoadError.truncated(path: path) }
        func le(_ at: Int, _ count: Int) -> Int { (0..<count).reduce(0) { $0 | Int(d[d.startIndex + at + $1]) << (8 * $1) } }
        guard le(4, 4) + 8 <= d.count else { throw ImageLoadError.truncated(path: path) }
        let chunk = String(decoding: d[(d.startIndex + 12)..<(d.startIndex + 16)], as: UTF8.self)
        switch chunk {
        case "VP8 ": return Report(format: .webp, width: le(26, 2) & 0x3FFF, height: le(28, 2) & 0x3FFF)
        case "VP8L":
            let bits = le(21, 4)
            return Report(format: .webp, width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X": return Report(format: .webp, width: le(24, 3) + 1, height: le(27, 3) + 1)
        default: throw ImageLoadError.decodeFailed(path: path, reason: "unknown WebP chunk '\(chunk)'")
        }
    }

    private static func inspectPNG(_ d: Data, path: String) throws -> Report {
        guard d.count >= 33 else { throw ImageLoadError.truncated(path: path) }
        let width = bigEndian(d, 16, 4), height = bigEndian(d, 20, 4)
        // A complete PNG ends with its IEND chunk (tolerate a little trailing padding).
        guard d.suffix(64).range(of: Data("IEND".utf8)) != nil else { throw ImageLoadError.truncated(path: path) }
        return Report(format: .png, width: width, height: height)
    }

    /// Walks the JPEG marker segments to the frame header (SOFn) for the size, then checks that the
    /// entropy-coded data is followed by the end-of-image marker (FF D9 appears nowhere else).
    private static func inspectJPEG(_ d: Data, path: String) throws -> Report {
        var i = 2
        var size: (Int, Int)?
        var orientation = 1
        let count = d.count
        while i + 4 <= count {
            guard d[d.startIndex + i] == 0xFF else { throw ImageLoadError.decodeFailed(path: path, reason: "corrupt JPEG marker at byte \(i)") }
            let marker = d[d.startIndex + i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = bigEndian(d, i + 2, 2)
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard i + 9 <= count else { throw ImageLoadError.truncated(path: path) }
                size = (bigEndian(d, i + 7, 2), bigEndian(d, i + 5, 2))
                // Four components is CMYK (Adobe Photoshop's, usually inverted): SDL_image hands its
                // bytes over as if RGB, so orange comes out light blue. Refused rather than shown wrong.
                if i + 10 <= count, d[d.startIndex + i + 9] == 4 {
                    throw ImageLoadError.unsupported(path: path, format: "CMYK JPEG")
                }
            }
            if marker == 0xE1, orientation == 1, i + 4 + 6 <= count {
                let start = d.startIndex + i + 4
                orientation = ExifOrientation.read(d[start..<min(d.endIndex, start + max(0, length - 2))])
            }
            if marker == 0xDA {
                guard let (width, height) = size else {
                    throw ImageLoadError.decodeFailed(path: path, reason: "JPEG has no frame header")
                }
                let scanStart = d.startIndex + min(count, i + 2 + length)
                guard d[scanStart...].range(of: Data([0xFF, 0xD9])) != nil else { throw ImageLoadError.truncated(path: path) }
                return Report(format: .jpeg, width: width, height: height, orientation: orientation)
            }
            i += 2 + length
        }
        throw ImageLoadError.truncated(path: path)
    }
}
