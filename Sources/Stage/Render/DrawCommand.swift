import CSDL2

/// One SDL call of a drawn frame, kept so the benchmark can replay a frame's exact SDL work with
/// no scene walking, text-cache lookups or app logic: the "floor" a frame is compared against.
public enum DrawCommand {
    case clear(SDL_Color)
    case clip(SDL_Rect?)
    case copy(texture: OpaquePointer, source: SDL_Rect?, destination: SDL_FRect, alpha: UInt8, blend: SDL_BlendMode)
    /// A white texture drawn in `color` (colour and alpha modulation: an icon's tint).
    case tintedCopy(texture: OpaquePointer, destination: SDL_FRect, color: SDL_Color)
    case fillRect(SDL_FRect, SDL_Color)
    case geometry([SDL_Vertex])
    /// Triangles textured from `texture` (an image cut to a rounded rectangle or a circle).
    case texturedGeometry(texture: OpaquePointer, vertices: [SDL_Vertex])
    case line(x0: Float, y0: Float, x1: Float, y1: Float, color: SDL_Color)
    /// The drawn pixels in `rect` blurred (`BackdropBlur`: read back, downscaled by `factor`,
    /// three box passes of `boxRadius` each way) and drawn back at `alpha`.
    case backdropBlur(SDL_Rect, factor: Int, boxRadius: Int, alpha: UInt8)
    /// A glass shape over the drawn pixels (`GlassPass`).
    case glass(GlassDraw)
    /// The drawn pixels of a band blurred and faded row by row (`ProgressiveBlurPass`).
    case progressiveBlur(ProgressiveBlurDraw)
}

extension Renderer {
    /// Issues recorded SDL calls as they are (textures must still be alive: replay soon after
    /// recording, before the text cache evicts them).
    public func replay(_ commands: [DrawCommand]) {
        for command in commands { issue(command) }
        SDL_RenderSetClipRect(renderer, nil)
        currentClip = nil
    }

    /// Every SDL drawing call of the renderer goes through here, so recording sees all of them.
    func issue(_ command: DrawCommand) {
        if recordsCommands { recordedCommands.append(command) }
        switch command {
        case let .clear(color):
            SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
            SDL_RenderClear(renderer)
        case var .clip(rect?):
            SDL_RenderSetClipRect(renderer, &rect)
        case .clip(nil):
            SDL_RenderSetClipRect(renderer, nil)
        case let .copy(texture, source, destination, alpha, blend):
            var target = destination
            SDL_SetTextureBlendMode(texture, blend)
            SDL_SetTextureAlphaMod(texture, alpha)
            if var source {
                SDL_RenderCopyF(renderer, texture, &source, &target)
            } else {
                SDL_RenderCopyF(renderer, texture, nil, &target)
            }
        case let .tintedCopy(texture, destination, color):
            var target = destination
            SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
            SDL_SetTextureAlphaMod(texture, color.a)
            SDL_RenderCopyF(renderer, texture, nil, &target)
        case let .fillRect(rect, color):
            var target = rect
            // Opaque fills skip blending: the software renderer's blended fill is several times slower.
            SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
            SDL_RenderFillRectF(renderer, &target)
        case let .geometry(vertices):
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            vertices.withUnsafeBufferPointer { buffer in
                _ = SDL_RenderGeometry(renderer, nil, buffer.baseAddress, Int32(buffer.count), nil, 0)
            }
        case let .texturedGeometry(texture, vertices):
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            SDL_SetTextureAlphaMod(texture, 255)
            vertices.withUnsafeBufferPointer { buffer in
                _ = SDL_RenderGeometry(renderer, texture, buffer.baseAddress, Int32(buffer.count), nil, 0)
            }
        case let .line(x0, y0, x1, y1, color):
            SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
            SDL_RenderDrawLineF(renderer, x0, y0, x1, y1)
        case let .backdropBlur(rect, factor, boxRadius, alpha):
            backdrop.apply(renderer: renderer, target: targetSurface, rect: rect, factor: factor, boxRadius: boxRadius, alpha: alpha)
        case let .glass(draw):
            glass.apply(renderer: renderer, target: targetSurface, draw: draw, frame: outputPixelSize)
        case let .progressiveBlur(draw):
            edgeBlur.apply(renderer: renderer, target: targetSurface, draw: draw)
        }
    }

    /// Starts keeping every SDL drawing call (for `takeRecordedCommands`).
    public func startRecordingCommands() {
        recordsCommands = true
        recordedCommands.removeAll(keepingCapacity: true)
    }

    /// The calls since `startRecordingCommands`, and stops recording.
    public func takeRecordedCommands() -> [DrawCommand] {
        recordsCommands = false
        defer { recordedCommands = [] }
        return recordedCommands
    }

    /// Finishes the batched drawing (headless frames are otherwise drawn lazily at read-back).
    public func flush() {
        SDL_RenderFlush(renderer)
    }
}
