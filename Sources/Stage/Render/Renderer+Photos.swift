import CSDL2
import DisplayList

/// A photo's bitmap and its two textures (sharp, and the small copy stretched as a blur).
final class PhotoSlot {
    let bitmap: PhotoBitmap
    private(set) var sharp: OpaquePointer?
    private(set) var blurred: OpaquePointer?

    init(bitmap: PhotoBitmap) { self.bitmap = bitmap }

    deinit { destroyTextures() }

    func destroyTextures() {
        if let sharp { SDL_DestroyTexture(sharp) }
        if let blurred { SDL_DestroyTexture(blurred) }
        sharp = nil
        blurred = nil
    }

    func upload(to renderer: OpaquePointer) throws {
        destroyTextures()
        sharp = try Self.texture(bitmap.sharp, renderer: renderer, path: bitmap.path)
        blurred = try Self.texture(bitmap.blurred, renderer: renderer, path: bitmap.path)
    }

    private static func texture(_ surface: SurfacePointer, renderer: OpaquePointer, path: String) throws -> OpaquePointer {
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            throw StageError.sdl(operation: "uploading \(path) as a texture", message: lastSDLError())
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return texture
    }
}

extension Renderer {
    /// Loads the photos `.photo(0)`, `.photo(1)`, … draw, replacing the previous ones only when all
    /// load. Each is decoded once (`PhotoCache`: a reload decodes only what changed) and uploaded once; a photo larger than the renderer's texture limit
    /// is downscaled (scene source rects stay in the file's pixels).
    ///
    /// `thumbnailSide`: the files are this program's own screenshots, kept only downscaled to fit
    /// this many pixels a side (a contact sheet: memory follows the sheet, not the screenshots).
    ///
    /// All the photos together hold at most `budget`'s pixels (`PhotoBudget`: the largest are
    /// decoded smaller when they would not fit); the returned line says so when it cut any.
    @discardableResult
    public func setPhotos(_ paths: [String], thumbnailSide: Int? = nil, budget: PhotoBudget = PhotoBudget()) throws -> String? {
        var loaded: [PhotoSlot] = []
        let side = min(maximumTextureSide, max(1, thumbnailSide ?? maximumTextureSide))
        var sides = Array(repeating: side, count: paths.count), note: String?
        if thumbnailSide == nil {
            // The sizes the files declare, fitted to the texture limit, share the budget.
            let sizes = try paths.map { path in
                let size = try PhotoCache.shared.declaredSize(path: path)
                let fit = min(1, Double(side) / Double(max(1, size.width)), Double(side) / Double(max(1, size.height)))
                return (width: Int(Double(size.width) * fit), height: Int(Double(size.height) * fit))
            }
            sides = budget.longestSides(for: sizes).map { min(side, $0) }
            note = budget.note(for: sizes)
        }
        for (path, side) in zip(paths, sides) {
            let slot = PhotoSlot(bitmap: try PhotoCache.shared.bitmap(path: path, maximumTextureSide: side, isThumbnail: thumbnailSide != nil))
            try slot.upload(to: renderer)
            loaded.append(slot)
        }
        photos = loaded
        return note
    }

    /// Each loaded photo's mean luminance per cell of a `side`² grid (rows first), from its small
    /// blurred copy: what the status bar's style follows over a photo.
    public func photoLightness(side: Int) -> [[Double]] {
        photos.map { lightnessGrid(of: $0.bitmap.blurred, side: side) }
    }

    /// The pixel size of each loaded photo as its file declares it (the space of source rects).
    public var photoSizes: [(width: Int, height: Int)] {
        photos.map { ($0.bitmap.originalWidth, $0.bitmap.originalHeight) }
    }
}

/// The pixel size a PNG or JPEG file declares, read from its header without decoding it (any size:
/// a contact sheet lays out a replay's screenshots before loading them as thumbnails).
/// `enforcingLimits`: refuse a photo larger than the loader takes, as loading it would.
public func imagePixelSize(at path: String, enforcingLimits: Bool = false) throws -> (width: Int, height: Int) {
    let (report, _) = try ImageFileInspector.inspect(path: path, enforcingLimits: enforcingLimits)
    return (report.orientedWidth, report.orientedHeight)
}

/// Loads a photo without a renderer, to check it (e.g. a CLI validating `--photo` before opening a
/// window). Throws `ImageLoadError` for missing, unreadable, non-image, truncated or huge files.
func validatePhoto(at path: String) throws -> (width: Int, height: Int) {
    try SDLEnvironment.start(headless: true)
    let bitmap = try PhotoBitmap(path: path, maximumTextureSide: ImageFileInspector.maximumSide)
    return (bitmap.originalWidth, bitmap.originalHeight)
}
