import CSDL2
import DisplayList

/// Rasterises each (string, style, wrap width, alignment) once into a texture and keeps the most
/// recently used ones, bounded by count and by pixel memory. Lookups allocate nothing.
final class TextCache {
    struct Entry {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        var lastUse: UInt64
        var bytes: Int { Int(width) * Int(height) * 4 }
    }

    let engine: TextLayoutEngine
    let rasterizer: TextRasterizer
    let maximumEntries: Int
    let maximumBytes: Int
    private var entries: [TextKey: Entry] = [:]
    private var clock: UInt64 = 0
    private(set) var bytesUsed = 0
    /// Texts drawn from scratch since creation (for tests and the HUD).
    private(set) var rasterisations = 0

    init(fonts: FontSet, maximumEntries: Int = 512, maximumBytes: Int = 64 << 20) {
        engine = TextLayoutEngine(fonts: fonts)
        rasterizer = TextRasterizer(fonts: fonts)
        self.maximumEntries = maximumEntries
        self.maximumBytes = maximumBytes
        entries.reserveCapacity(maximumEntries + 1)
    }

    deinit { removeAll() }

    var count: Int { entries.count }

    /// The texture for `key`, drawn on first use. Nil for empty text or when SDL fails.
    func texture(for key: TextKey, renderer: OpaquePointer) throws -> Entry? {
        clock &+= 1
        if var entry = entries[key] {
            entry.lastUse = clock
            entries[key] = entry
            return entry
        }
        let layout = engine.layout(key)
        guard let surface = try rasterizer.rasterize(layout, weight: key.weight, pixelSize: key.pixelSize,
                                                     color: key.color, alignment: key.alignment) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            throw StageError.sdl(operation: "uploading text \"\(key.text.prefix(40))\" as a texture", message: lastSDLError())
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let entry = Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUse: clock)
        rasterisations += 1
        while !entries.isEmpty && (entries.count >= maximumEntries || bytesUsed + entry.bytes > maximumBytes) {
            evictLeastRecentlyUsed()
        }
        entries[key] = entry
        bytesUsed += entry.bytes
        return entry
    }

    private func evictLeastRecentlyUsed() {
        guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return }
        SDL_DestroyTexture(oldest.value.texture)
        bytesUsed -= oldest.value.bytes
        entries.removeValue(forKey: oldest.key)
    }

    /// Frees every texture (after a device reset they are invalid; they are redrawn on demand).
    func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll(keepingCapacity: true)
        bytesUsed = 0
    }
}
