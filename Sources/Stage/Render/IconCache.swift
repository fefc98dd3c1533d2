import CSDL2
import Foundation
import DisplayList

/// Icon glyphs rasterised from their SVG at the exact pixel size they are drawn (SDL_image's
/// IMG_LoadSizedSVG_RW, nanosvg), white, so one texture serves every colour (tinted with the
/// texture's colour modulation); one texture per (glyph, pixel size, weight).
final class IconCache {
    struct Key: Hashable { var glyph: String; var pixelSize: Int; var weight: SymbolWeight }

    let folder: URL
    private var textures: [Key: OpaquePointer] = [:]
    /// Glyph files read once (a few hundred bytes each).
    private var sources: [String: String] = [:]
    private static let maximumEntries = 256

    init(folder: URL) { self.folder = folder }
    deinit { removeAll() }

    /// The glyph's texture, `pixelSize` pixels square; nil when the file is missing or unreadable.
    func texture(_ key: Key, renderer: OpaquePointer) -> OpaquePointer? {
        if let known = textures[key] { return known }
        guard key.pixelSize > 0, let svg = source(key.glyph) else { return nil }
        let text = Self.whiteGlyph(svg, outline: key.weight.outline)
        let surface: SurfacePointer? = text.utf8CString.withUnsafeBytes { bytes in
            guard let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count - 1)) else { return nil }
            defer { SDL_RWclose(stream) }
            return IMG_LoadSizedSVG_RW(stream, Int32(key.pixelSize), Int32(key.pixelSize))
        }
        guard let surface else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        if textures.count >= Self.maximumEntries { removeAll() }
        textures[key] = texture
        return texture
    }

    /// The SVG drawn in white (Bootstrap Icons fill with `currentColor`, which nanosvg does not
    /// know), its outline stroked `outline` grid units wide for heavier weights.
    static func whiteGlyph(_ svg: String, outline: Double) -> String {
        let stroke = outline > 0 ? " stroke=\"#ffffff\" stroke-width=\"\(outline)\" stroke-linejoin=\"round\"" : ""
        return svg.replacingOccurrences(of: "fill=\"currentColor\"", with: "fill=\"#ffffff\"" + stroke)
    }

    private func source(_ glyph: String) -> String? {
        if let known = sources[glyph] { return known }
        // The glyph name comes from SymbolTable, one file name component.
        guard let text = try? String(contentsOf: folder.appendingPathComponent(glyph + ".svg"), encoding: .utf8) else { return nil }
        sources[glyph] = text
        return text
    }

    /// Frees every texture (after a device reset they are invalid; they are redrawn on demand).
    func removeAll() {
        for texture in textures.values { SDL_DestroyTexture(texture) }
        textures.removeAll(keepingCapacity: true)
    }
}
