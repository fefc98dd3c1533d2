import CSDL2

/// Textures Stage computes on the CPU (shape coverage, shadows, shaped photos, gradients), kept by
/// what they show so a still or merely moving shape is computed once. The least recently drawn
/// go first past `capacity` entries or `byteBudget` bytes of pixels.
final class TextureCache<Key: Hashable> {
    struct Entry {
        let texture: OpaquePointer
        /// Where the texture goes, in pixels from the key's whole-pixel origin.
        let x: Int, y: Int, width: Int, height: Int
        let bytes: Int
        var lastUse: Int
    }

    private var entries: [Key: Entry] = [:]
    private var clock = 0
    private var bytes = 0
    let capacity: Int
    let byteBudget: Int

    init(capacity: Int, byteBudget: Int = 48 << 20) {
        self.capacity = capacity
        self.byteBudget = byteBudget
    }

    deinit { removeAll() }

    var count: Int { entries.count }

    func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
        bytes = 0
    }

    /// The texture for `key`, made by `make` (ARGB8888 pixels, their size, and the placement)
    /// when it is not kept; nil when SDL cannot make it.
    func texture(for key: Key, renderer: OpaquePointer, linear: Bool = false,
                 make: () -> (pixels: [UInt32], width: Int, height: Int, x: Int, y: Int, drawnWidth: Int, drawnHeight: Int))
        -> Entry? {
        clock += 1
        // One hash of the key per hit, as `TextCache` does.
        if let slot = entries.index(forKey: key) {
            entries.values[slot].lastUse = clock
            return entries.values[slot]
        }
        let made = make()
        guard made.width > 0, made.height > 0,
              let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(made.width), Int32(made.height)) else { return nil }
        made.pixels.withUnsafeBytes { bytes in
            _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(made.width * 4))
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, linear ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
        let size = made.width * made.height * 4
        while !entries.isEmpty, entries.count >= capacity || bytes + size > byteBudget,
              let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            SDL_DestroyTexture(oldest.value.texture)
            bytes -= oldest.value.bytes
            entries[oldest.key] = nil
        }
        bytes += size
        let entry = Entry(texture: texture, x: made.x, y: made.y, width: made.drawnWidth, height: made.drawnHeight, bytes: size,
                          lastUse: clock)
        entries[key] = entry
        return entry
    }
}
