import CSDL2
import DisplayList
import PNGWriting
import InputGeometry

/// Draws `Scene`s with an SDL_Renderer: on a window (accelerated with vsync, else software) or
/// headless on an offscreen surface (software; no video driver needed). Scene rectangles are in
/// points; the renderer multiplies them by `pixelsPerPoint`.
public final class Renderer {
    private(set) var renderer: OpaquePointer
    /// The offscreen target of a headless renderer (nil when drawing to a window).
    private(set) var targetSurface: SurfacePointer?
    public let pixelsPerPoint: Double
    public let fonts: FontSet
    /// Measures text exactly as this renderer draws it.
    public let textMeasurer: TextMeasurer
    /// The SDL renderer's name ("software", "opengl", …).
    public let name: String
    public let isAccelerated: Bool
    /// The largest texture side the renderer takes; bigger photos are downscaled at load.
    public let maximumTextureSide: Int

    let textCache: TextCache
    let iconCache: IconCache
    var photos: [PhotoSlot] = []
    let backdrop = BackdropBlur()
    let glass = GlassPass()
    let edgeBlur = ProgressiveBlurPass()
    /// The frame's pixel count at the last draw: window-sized buffers follow the window, so a
    /// frame that shrank (a 16000² window made small again) releases what the large one needed.
    var lastFramePixels = 0
    let shapeMasks = ShapeMasks()
    let shapedContent = ShapedContent()
    let gradients = GradientTextures()
    var currentClip: SDL_Rect?
    /// The clip in points `currentClip` was made from (meaningful while `currentClip` is set).
    var currentClipPoints: Rect?
    var recordsCommands = false
    var recordedCommands: [DrawCommand] = []

    /// A renderer drawing into memory: `size` points at `pixelsPerPoint`. Read frames with `readPixels`.
    public static func headless(size: Size, pixelsPerPoint: Double = 1, fonts: FontSet) throws -> Renderer {
        try SDLEnvironment.start(headless: true)
        let (renderer, surface) = try makeOffscreen(size: size, pixelsPerPoint: pixelsPerPoint)
        return Renderer(renderer: renderer, targetSurface: surface, pixelsPerPoint: pixelsPerPoint, fonts: fonts)
    }

    private static func makeOffscreen(size: Size, pixelsPerPoint: Double) throws -> (OpaquePointer, SurfacePointer) {
        let width = Int((size.width * pixelsPerPoint).rounded()), height = Int((size.height * pixelsPerPoint).rounded())
        let surface = try makeARGBSurface(width: width, height: height, doing: "allocating a \(width)×\(height) offscreen frame")
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw StageError.sdl(operation: "creating the offscreen software renderer", message: lastSDLError())
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        return (renderer, surface)
    }

    /// Headless only: from now on draws into a new offscreen frame of `size` points (a replayed
    /// window resize; SDL's software renderer is bound to its surface for life). Photos are
    /// uploaded again from memory; texts are redrawn on demand.
    public func resizeOffscreenFrame(to size: Size) throws {
        guard let oldSurface = targetSurface else { return }
        let (newRenderer, newSurface) = try Self.makeOffscreen(size: size, pixelsPerPoint: pixelsPerPoint)
        textCache.removeAll()
        iconCache.removeAll()
        resetBackdropPasses()
        removeComputedTextures()
        for slot in photos { slot.destroyTextures() }
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(oldSurface)
        renderer = newRenderer
        targetSurface = newSurface
        currentClip = nil
        for slot in photos { try slot.upload(to: renderer) }
    }

    /// A renderer for `window` (an `SDL_Window*`): accelerated with vsync when available, else software.
    public convenience init(window: OpaquePointer, pixelsPerPoint: Double, fonts: FontSet, vsync: Bool = true) throws {
        SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1")
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | (vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
        guard let renderer = SDL_CreateRenderer(window, -1, accelerated)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw StageError.sdl(operation: "creating a renderer for the window", message: lastSDLError())
        }
        self.init(renderer: renderer, targetSurface: nil, pixelsPerPoint: pixelsPerPoint, fonts: fonts)
    }

    private init(renderer: OpaquePointer, targetSurface: SurfacePointer?, pixelsPerPoint: Double, fonts: FontSet) {
        self.renderer = renderer
        self.targetSurface = targetSurface
        self.pixelsPerPoint = pixelsPerPoint
        self.fonts = fonts
        textMeasurer = TextMeasurer(fonts: fonts, pixelsPerPoint: pixelsPerPoint)
        textCache = TextCache(fonts: fonts)
        iconCache = IconCache(folder: fonts.iconFolder)
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        name = info.name.map { String(cString: $0) } ?? "unknown"
        isAccelerated = info.flags & SDL_RENDERER_ACCELERATED.rawValue != 0
        let reported = Int(min(info.max_texture_width, info.max_texture_height))
        maximumTextureSide = reported > 0 ? reported : ImageFileInspector.maximumSide
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit {
        textCache.removeAll()
        iconCache.removeAll()
        resetBackdropPasses()
        removeComputedTextures()
        photos.removeAll()
        SDL_DestroyRenderer(renderer)
        if let targetSurface { SDL_FreeSurface(targetSurface) }
    }

    /// The size of what is drawn, in pixels.
    public var outputPixelSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Texts currently held as textures, and how many were drawn from scratch so far.
    var textCacheStatistics: (entries: Int, rasterisations: Int) { (textCache.count, textCache.rasterisations) }

    /// Shows the frame drawn (window renderers); headless, finishes the batched drawing.
    public func present() {
        if targetSurface == nil { SDL_RenderPresent(renderer) } else { SDL_RenderFlush(renderer) }
    }

    /// Copies the frame into `buffer` in ARGB8888 (the offscreen surface's own layout: a plain
    /// copy, no conversion), resizing it only if the frame size changed. This is all a screenshot
    /// costs the frame thread; encoding happens in `PNGWriter`.
    public func readPixels(into buffer: inout PixelBuffer) throws {
        let (width, height) = outputPixelSize
        buffer.resize(width: width, height: height)
        buffer.order = .bgra  // read as SDL_PIXELFORMAT_ARGB8888 below
        let pitch = Int32(buffer.bytesPerRow)
        let status = buffer.bytes.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, pitch)
        }
        if status != 0 { throw StageError.sdl(operation: "reading the frame's pixels", message: lastSDLError()) }
    }

    public func readPixels() throws -> PixelBuffer {
        var buffer = PixelBuffer()
        try readPixels(into: &buffer)
        return buffer
    }

    /// Rebuilds every texture: call after SDL_RENDER_TARGETS_RESET or SDL_RENDER_DEVICE_RESET.
    /// Photos are re-uploaded from the bitmaps kept in memory; texts are redrawn on demand.
    public func recreateTextures() throws {
        textCache.removeAll()
        iconCache.removeAll()
        resetBackdropPasses()
        removeComputedTextures()
        for slot in photos { try slot.upload(to: renderer) }
    }

    /// Shapes, shaped photos and gradients: made again on demand.
    func removeComputedTextures() {
        shapeMasks.removeAll()
        shapedContent.removeAll()
        gradients.removeAll()
    }
}

extension Renderer {
    /// Call with each SDL event's type: on SDL_RENDER_TARGETS_RESET or SDL_RENDER_DEVICE_RESET it
    /// rebuilds the textures and returns true (redraw the frame); other events return false.
    @discardableResult
    public func handleRenderReset(eventType: UInt32) throws -> Bool {
        guard eventType == SDL_RENDER_TARGETS_RESET.rawValue || eventType == SDL_RENDER_DEVICE_RESET.rawValue else {
            return false
        }
        try recreateTextures()
        return true
    }
}
