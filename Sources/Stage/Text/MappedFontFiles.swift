import CSDL2

/// Font files mapped into memory once, so FreeType reads glyphs from memory. Through SDL_ttf's
/// file streams every glyph load was an lseek + read system call: a third of text layout time in
/// a profile, since SDL_ttf's 256-slot glyph cache reloads glyphs often. A mapping also outlives
/// the file being deleted while the app runs.
final class MappedFontFiles {
    private var mappings: [String: UnsafeRawBufferPointer] = [:]

    /// `file` opened at `pixelSize` from its mapping (from the file itself if it cannot be mapped).
    func openFont(_ file: FontFile, pixelSize: Int) -> OpaquePointer? {
        guard let bytes = mapping(of: file.path), let base = bytes.baseAddress,
              let stream = SDL_RWFromConstMem(base, Int32(bytes.count)) else {
            return TTF_OpenFontIndex(file.path, Int32(pixelSize), file.index)
        }
        return TTF_OpenFontIndexRW(stream, 1, Int32(pixelSize), file.index)
    }

    private func mapping(of path: String) -> UnsafeRawBufferPointer? {
        if let known = mappings[path] { return known }
        guard let bytes = FileMapping.map(path) else { return nil }
        mappings[path] = bytes
        return bytes
    }

    /// Call only once every font opened from a mapping is closed.
    deinit {
        for bytes in mappings.values { FileMapping.unmap(bytes) }
    }
}
