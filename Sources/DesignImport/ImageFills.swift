import FileSafety
import Foundation

/// Where an import finds the pictures of Figma's IMAGE fills, by `imageRef`: a folder of downloads
/// (`--images DIR`), or the Figma API itself (`--file-key`).
public struct ImageFills: Sendable {
    /// The bytes and file extension of `reference`; nil when it is not there.
    let lookup: @Sendable (String) throws(ImportError) -> (data: Data, ext: String)?

    public init(_ lookup: @escaping @Sendable (String) throws(ImportError) -> (data: Data, ext: String)?) {
        self.lookup = lookup
    }

    public static let none = ImageFills { _ in nil }

    /// `DIR/IMAGEREF.png|jpg|jpeg|webp|heic`, as downloaded from the `/images` response's URLs.
    public static func folder(_ folder: String?) -> ImageFills {
        guard let folder else { return .none }
        return ImageFills { reference throws(ImportError) in
            for ext in ["png", "jpg", "jpeg", "webp", "heic"] {
                // The reference is a name from the file: only its safe form is looked up, inside the folder.
                let source = (folder as NSString).appendingPathComponent(PathSafety.component(reference) + "." + ext)
                guard FileManager.default.fileExists(atPath: source) else { continue }
                do { return (try BoundedFile.read(path: source, limit: 200 << 20), ext) } catch {
                    throw ImportError("image fill \(source) could not be read (\(error))")
                }
            }
            return nil
        }
    }
}
