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
    /// What the current frame's texts found so far, by their order in it (`beginFrame`): a frame
    /// draws the texts of the one before in the same order, and comparing a key with that frame's
    /// (the same strings) is cheaper than hashing it into `entries`, whose storage the frame's blits
    /// have pushed out of the CPU's cache. Hits keep their use here; `entries` learns it before any
    /// eviction, which clears this.
    private var recent: [(key: TextKey, entry: Entry)?]
    private var position = 0
    static let recentSlots = 256
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
        recent = Array(repeating: nil, count: Self.recentSlots)
    }

    /// A frame starts: its texts are looked up in order from the first again.
    func beginFrame() { position = 0 }

    deinit { removeAll() }

    var count: Int { entries.count }

    /// The texture for `key`, drawn on first use. Nil for empty text or when SDL fails.
    func texture(for key: TextKey, renderer: OpaquePointer) throws -> Entry? {
        clock &+= 1
        let order = position
        position += 1
        if order < recent.count, let last = recent[order], last.key == key {
            recent[order]!.entry.lastUse = clock
            return recent[order]!.entry
        }
        // One hash of the key per hit (a lookup, then a write back by key, hashed the text twice).
        if let slot = entries.index(forKey: key) {
            entries.values[slot].lastUse = clock
            let entry = entries.values[slot]
            if order < recent.count { recent[order] = (key, entry) }
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
        if !entries.isEmpty && (entries.count >= maximumEntries || bytesUsed + entry.bytes > maximumBytes) { forgetRecent() }
        while !entries.isEmpty && (entries.count >= maximumEntries || bytesUsed + entry.bytes > maximumBytes) {
            evictLeastRecentlyUsed()
        }
        entries[key] = entry
        bytesUsed += entry.bytes
        if order < recent.count { recent[order] = (key, entry) }
        return entry
    }

    private func evictLeastRecentlyUsed() {
        guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return }
        SDL_DestroyTexture(oldest.value.texture)
        bytesUsed -= oldest.value.bytes
        entries.removeValue(forKey: oldest.key)
    }

    /// Gives `entries` the uses of the frame's hits, then empties `recent` (before an entry goes,
    /// so no slot keeps a freed texture).
    private func forgetRecent() {
        for index in recent.indices {
            guard let last = recent[index] else { continue }
            if let slot = entries.index(forKey: last.key) {
                entries.values[slot].lastUse = max(entries.values[slot].lastUse, last.entry.lastUse)
            }
            recent[index] = nil
        }
    }

    /// Frees every texture (after a device reset they are invalid; they are redrawn on demand).
    func removeAll() {
        forgetRecent()
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll(keepingCapacity: true)
        bytesUsed = 0
    }
}
