/// Why a photo could not be used; every case names the file.
public enum ImageLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    case missing(path: String)
    case unreadable(path: String, reason: String)
    /// The file's first bytes are not those of any image format.
    case notAnImage(path: String)
    /// An image, but of a format the renderer does not load (it takes JPEG and PNG).
    case unsupported(path: String, format: String)
    /// The file ends before the image data does.
    case truncated(path: String)
    /// The header declares more pixels than the renderer accepts; refused before decoding.
    case tooLarge(path: String, width: Int, height: Int, limit: String)
    case decodeFailed(path: String, reason: String)

    public var path: String {
        switch self {
        case let .missing(path), let .unreadable(path, _), let .notAnImage(path),
             let .unsupported(path, _), let .truncated(path), let .tooLarge(path, _, _, _),
             let .decodeFailed(path, _):
            return path
        }
    }

    public var description: String {
        switch self {
        case let .missing(path): "image not found: \(path)"
        case let .unreadable(path, reason): "cannot read image \(path): \(reason)"
        case let .notAnImage(path): "not an image (not JPEG, PNG, WebP or HEIC data): \(path)"
        case let .unsupported(path, format): format == "CMYK JPEG" ? "unsupported image format CMYK JPEG (save it as an RGB JPEG or PNG): \(path)"
            : "unsupported image format \(format) (use JPEG, PNG, WebP or HEIC): \(path)"
        case let .truncated(path): "image file is truncated (its data ends early): \(path)"
        case let .tooLarge(path, width, height, limit):
            "image too large: \(path) is \(width)×\(height) pixels; the limit is \(limit)"
        case let .decodeFailed(path, reason): "cannot decode image \(path): \(reason)"
        }
    }
}
