import CSDL2

/// A streaming ARGB8888 texture the CPU passes upload into every frame (a window's backdrop
/// blur, glass, the edge effect): kept across frames and grown, never shrunk, to the largest size
/// asked (at least 64 × 64), so a bar of steady size allocates nothing per frame.
final class StreamingTexture {
    private var texture: OpaquePointer?
    private var size = (width: 0, height: 0)
    /// Linear for a small copy the renderer stretches; nearest for pixels copied one to one.
    private let scaleMode: SDL_ScaleMode

    init(scaleMode: SDL_ScaleMode = SDL_ScaleModeNearest) { self.scaleMode = scaleMode }

    deinit { reset() }

    /// Frees the texture (invalid after a render device reset; made again on demand).
    func reset() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        size = (0, 0)
    }

    /// The texture, at least `width` × `height`.
    func texture(renderer: OpaquePointer, width: Int, height: Int) -> OpaquePointer? {
        if let texture, size.width >= width, size.height >= height { return texture }
        reset()
        let w = max(width, 64), h = max(height, 64)
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                    Int32(w), Int32(h))
        if let texture { SDL_SetTextureScaleMode(texture, scaleMode) }
        size = (w, h)
        return texture
    }
}
