import CSDL2

/// Read-modify-write access to the drawn pixels of one rectangle, for the passes that compute
/// their pixels on the CPU (glass, the scroll edge effect). Drawing into memory (headless), the
/// renderer's own surface is changed in place; a window's pixels are read back, changed, and
/// drawn back as a streaming texture (opaque copy: the pass has already blended).
final class FramePixels {
    private var buffer: [UInt32] = []
    private let upload = StreamingTexture()

    /// Frees the texture (invalid after a render device reset; made again on demand).
    func reset() { upload.reset() }

    /// Frees the read-back buffer and the texture (the frame shrank).
    func release() {
        reset()
        buffer = []
    }

    var bufferBytes: Int { 4 * buffer.capacity }

    /// Calls `body` with the ARGB8888 pixels of `rect` (its top-left pixel and the row stride);
    /// what `body` writes is what the frame shows there afterwards.
    func edit(renderer: OpaquePointer, target: SurfacePointer?, rect: SDL_Rect,
              _ body: (UnsafeMutablePointer<UInt32>, Int) -> Void) {
        let width = Int(rect.w), height = Int(rect.h)
        guard width > 0, height > 0 else { return }
        if let target, target.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue {
            // The software renderer draws lazily: finish what is queued before touching its pixels.
            SDL_RenderFlush(renderer)
            guard SDL_LockSurface(target) == 0 else { return }
            defer { SDL_UnlockSurface(target) }
            let stride = Int(target.pointee.pitch) / 4
            body(target.pointee.pixels.assumingMemoryBound(to: UInt32.self) + Int(rect.y) * stride + Int(rect.x), stride)
            return
        }
        if buffer.count < width * height { buffer = Array(repeating: 0, count: width * height) }
        var region = rect
        let status = buffer.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(renderer, &region, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, Int32(width * 4))
        }
        guard status == 0, let texture = upload.texture(renderer: renderer, width: width, height: height) else { return }
        buffer.withUnsafeMutableBufferPointer { pixels in body(pixels.baseAddress!, width) }
        buffer.withUnsafeBytes { bytes in
            var area = SDL_Rect(x: 0, y: 0, w: rect.w, h: rect.h)
            _ = SDL_UpdateTexture(texture, &area, bytes.baseAddress, Int32(width * 4))
        }
        var source = SDL_Rect(x: 0, y: 0, w: rect.w, h: rect.h), destination = rect
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, texture, &source, &destination)
    }
}
