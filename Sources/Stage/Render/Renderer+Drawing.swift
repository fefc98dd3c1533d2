import CSDL2
import DisplayList
import InputGeometry

extension Renderer {
    /// Draws `scene` in order: clear to the background, then each item within its clip. Does not
    /// present (call `present()` for a window). The steady state allocates nothing.
    public func draw(_ scene: Scene) throws {
        let (width, height) = outputPixelSize
        if width * height < lastFramePixels {
            backdrop.release()
            glass.release()
            edgeBlur.release()
            textCache.removeAll()
            // The large frame's text and surfaces were freed into the heap: give the pages back.
            HeapTrim.giveBackFreePages()
        }
        lastFramePixels = width * height
        textCache.beginFrame()
        setClip(nil)
        let background = scene.background
        issue(.clear(SDL_Color(r: background.r, g: background.g, b: background.b, a: background.a)))
        // Through the buffer: Array's subscript would copy each item before drawing it. The items are
        // plain bytes (`PackedSceneItem`); a text's string is read from the scene's table.
        try scene.packedItems.withUnsafeBufferPointer { items in
            for index in items.indices { try draw(items[index], in: scene) }
        }
        setClip(nil)
    }

    /// Draws one item within its clip.
    private func draw(_ item: PackedSceneItem, in scene: Scene) throws {
        switch item {
        case let .image(ref, source, destination, alpha, blurRadius, clip):
            setClip(clip)
            drawImage(ref, source: source, destination: destination, alpha: alpha, blurRadius: blurRadius)
        case let .maskedImage(ref, source, destination, cornerRadius, alpha, blurRadius, clip):
            setClip(clip)
            drawMaskedImage(ref, source: source, destination: destination, cornerRadius: cornerRadius, alpha: alpha,
                            blurRadius: blurRadius)
        case let .fill(rect, color, cornerRadius, clip):
            setClip(clip)
            fill(rect, color: color, cornerRadius: cornerRadius)
        case let .icon(glyph, weight, color, frame, alpha, clip):
            setClip(clip)
            drawIcon(scene.texts[glyph], weight: weight, color: color, frame: frame, alpha: alpha)
        case let .text(text, style, frame, alignment, lineBreak, alpha, clip):
            setClip(clip)
            try drawText(scene.texts[text], style: style, frame: frame, alignment: alignment, lineBreak: lineBreak, alpha: alpha)
        case let .line(from, to, color, width, clip):
            setClip(clip)
            drawLine(from: from, to: to, color: color, width: width)
        case let .backdropBlur(rect, blurRadius, alpha, cornerRadius, clip):
            setClip(clip)
            drawBackdropBlur(rect, blurRadius: blurRadius, alpha: alpha, cornerRadius: cornerRadius)
        case let .gradient(gradient, rect, cornerRadius, alpha, clip):
            setClip(clip)
            drawGradient(scene.gradients[gradient], rect: rect, cornerRadius: cornerRadius, alpha: alpha)
        case let .shadow(rect, cornerRadius, color, blurRadius, clip):
            setClip(clip)
            drawShape(rect, cornerRadius: cornerRadius, color: color, blur: max(0, blurRadius))
        case let .border(rect, cornerRadius, width, color, clip):
            setClip(clip)
            if width > 0 { drawShape(rect, cornerRadius: cornerRadius, color: color, ring: width) }
        case let .glass(index):
            let glass = scene.glasses[index]
            setClip(glass.clip)
            drawGlass(glass)
        case let .progressiveBlur(blur):
            setClip(blur.clip)
            drawProgressiveBlur(blur)
        }
    }

    /// Draws `scene`'s items over what is drawn now, not its background (`stretchy bench` times
    /// glass and the edge effect this way), and finishes them.
    public func drawOver(_ scene: Scene) throws {
        for index in scene.packedItems.indices { try draw(scene.packedItems[index], in: scene) }
        setClip(nil)
        flush()
    }

    /// Blur radius (points) at which only the blurred copy shows; below it the two cross-fade.
    static let fullBlurRadius = 12.0

    private func drawImage(_ ref: ImageRef, source: Rect, destination: Rect, alpha: Double, blurRadius: Double) {
        guard case let .photo(index) = ref, photos.indices.contains(index), alpha > 0 else { return }
        let slot = photos[index]
        let target = pixelRect(destination)
        let blurAmount = min(1, max(0, blurRadius) / Self.fullBlurRadius)
        if blurAmount < 1, let sharp = slot.sharp, let copy = visibleCopy(source, target, scale: slot.bitmap.sharpScale, of: sharp) {
            let opaque = slot.bitmap.isOpaque && alphaByte(alpha) == 255
            issue(.copy(texture: sharp, source: copy.source, destination: copy.destination,
                        alpha: alphaByte(alpha), blend: opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND))
        }
        if blurAmount > 0, let blurred = slot.blurred,
           let copy = visibleCopy(source, target, scale: slot.bitmap.blurredScale, of: blurred) {
            issue(.copy(texture: blurred, source: copy.source, destination: copy.destination,
                        alpha: alphaByte(alpha * blurAmount), blend: SDL_BLENDMODE_BLEND))
        }
    }

    /// A photo cut to its outline with anti-aliased edges (`ShapedContent`): the texture is the
    /// shape's own pixels, so nothing is refused or lost whatever the size and position (SDL
    /// refuses a whole textured-geometry call when one texture coordinate rounds past 1.0, which
    /// made circle-masked photos vanish on single frames). Blurred as `drawImage` blurs: the
    /// sharp shape, the blurred copy's shape over it at the blur's amount.
    private func drawMaskedImage(_ ref: ImageRef, source: Rect, destination: Rect, cornerRadius: Double, alpha: Double,
                                 blurRadius: Double) {
        guard case let .photo(index) = ref, photos.indices.contains(index), alpha > 0, !destination.isEmpty,
              let part = VisibleShapePart.of(destination, margin: cornerRadius + 2, bounds: drawableBounds, scale: pixelsPerPoint)
        else { return }
        // The source follows the destination's cut in proportion.
        let source = Rect(x: source.minX + (part.minX - destination.minX) / destination.width * source.width,
                          y: source.minY + (part.minY - destination.minY) / destination.height * source.height,
                          width: part.width / destination.width * source.width, height: part.height / destination.height * source.height)
        let destination = part
        let bitmap = photos[index].bitmap
        let blurAmount = min(1, max(0, blurRadius) / Self.fullBlurRadius)
        func pixels(_ scale: Double) -> Rect {
            Rect(x: source.minX * scale, y: source.minY * scale, width: source.width * scale, height: source.height * scale)
        }
        if blurAmount < 1 {
            drawShapedContent(.photo(index: index, source: pixels(bitmap.sharpScale), blurred: false), photo: bitmap.sharp,
                              rect: destination, cornerRadius: cornerRadius, alpha: alpha)
        }
        if blurAmount > 0 {
            drawShapedContent(.photo(index: index, source: pixels(bitmap.blurredScale), blurred: true), photo: bitmap.blurred,
                              rect: destination, cornerRadius: cornerRadius, alpha: alpha * blurAmount)
        }
    }

    /// Content × outline coverage, through the shaped-content cache, placed on the pixel grid.
    private func drawShapedContent(_ content: ShapedContentKind, photo: SurfacePointer?, rect: Rect, cornerRadius: Double,
                                   alpha: Double) {
        let target = pixelRect(rect)
        let (key, originX, originY) = ShapeKey.make(x: Double(target.x), y: Double(target.y), width: Double(target.w),
                                                    height: Double(target.h), radius: cornerRadius * pixelsPerPoint)
        guard let entry = shapedContent.texture(for: .init(content: content, shape: key), photo: photo, renderer: renderer) else { return }
        let destination = SDL_FRect(x: Float(originX + entry.x), y: Float(originY + entry.y), w: Float(entry.width), h: Float(entry.height))
        issue(.copy(texture: entry.texture, source: nil, destination: destination, alpha: alphaByte(alpha), blend: SDL_BLENDMODE_BLEND))
    }

    /// An anti-aliased shape in `color` (`ShapeMasks`): a fill, a border `ring` points wide
    /// inside it, or a shadow blurred by `blur` points.
    private func drawShape(_ rect: Rect, cornerRadius: Double, color: Color, ring: Double? = nil, blur: Double = 0) {
        guard color.a > 0, !rect.isEmpty,
              let rect = VisibleShapePart.of(rect, margin: cornerRadius + (ring ?? 0) + 3 * blur + 2, bounds: drawableBounds,
                                             scale: pixelsPerPoint) else { return }
        let target = pixelRect(rect)
        let (key, originX, originY) = ShapeKey.make(x: Double(target.x), y: Double(target.y), width: Double(target.w),
                                                    height: Double(target.h), radius: cornerRadius * pixelsPerPoint,
                                                    ring: ring.map { $0 * pixelsPerPoint }, blur: blur * pixelsPerPoint)
        guard let entry = shapeMasks.texture(for: key, renderer: renderer) else { return }
        let destination = SDL_FRect(x: Float(originX + entry.x), y: Float(originY + entry.y), w: Float(entry.width), h: Float(entry.height))
        issue(.tintedCopy(texture: entry.texture, destination: destination, color: SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)))
    }

    /// A gradient: a plain rectangle stretches the unit-square texture (`GradientTextures`); a
    /// rounded one is composed with its outline.
    private func drawGradient(_ gradient: LinearGradient, rect: Rect, cornerRadius: Double, alpha: Double) {
        guard alpha > 0, !rect.isEmpty, !gradient.colors.isEmpty else { return }
        if cornerRadius * pixelsPerPoint >= 0.5 {
            drawShapedContent(.gradient(gradient), photo: nil, rect: rect, cornerRadius: cornerRadius, alpha: alpha)
            return
        }
        let target = pixelRect(rect)
        guard let texture = gradients.texture(for: gradient, pixelWidth: Double(target.w), pixelHeight: Double(target.h),
                                              renderer: renderer) else { return }
        issue(.copy(texture: texture, source: nil, destination: target, alpha: alphaByte(alpha), blend: SDL_BLENDMODE_BLEND))
    }

    /// The visible part of a photo copy (frame ∩ clip), so SDL never scales what is not shown.
    private func visibleCopy(_ source: Rect, _ target: SDL_FRect, scale: Double, of texture: OpaquePointer) -> VisibleCopy? {
        var width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        let frame = outputPixelSize
        var bounds = (minX: 0.0, minY: 0.0, maxX: Double(frame.width), maxY: Double(frame.height))
        if let clip = currentClip {
            bounds = (max(bounds.minX, Double(clip.x)), max(bounds.minY, Double(clip.y)),
                      min(bounds.maxX, Double(clip.x + clip.w)), min(bounds.maxY, Double(clip.y + clip.h)))
        }
        return VisibleCopy.fit(source: (source.minX * scale, source.minY * scale, source.width * scale, source.height * scale),
                               destination: target, bounds: bounds, bitmap: (Int(width), Int(height)))
    }

    /// A square fill on whole pixels, at least one pixel each way: a 0.5 pt hairline (UIKit's
    /// separator) stays one device pixel wherever it lands, instead of covering no pixel centre
    /// on one renderer and one row on another.
    static func snappedToPixels(_ rect: SDL_FRect) -> SDL_FRect {
        let x0 = rect.x.rounded(), y0 = rect.y.rounded()
        let x1 = max(x0 + 1, (rect.x + rect.w).rounded()), y1 = max(y0 + 1, (rect.y + rect.h).rounded())
        return SDL_FRect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
    }

    private func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
        guard color.a > 0, !rect.isEmpty else { return }
        if cornerRadius * pixelsPerPoint < 0.5 {
            issue(.fillRect(Self.snappedToPixels(pixelRect(rect)), SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)))
            return
        }
        drawShape(rect, cornerRadius: cornerRadius, color: color)
    }

    /// Hairlines through SDL's line call; wider lines as a quad of two triangles.
    private func drawLine(from: Point, to: Point, color: Color, width: Double) {
        guard color.a > 0, width > 0 else { return }
        let x0 = Float(from.x * pixelsPerPoint), y0 = Float(from.y * pixelsPerPoint)
        let x1 = Float(to.x * pixelsPerPoint), y1 = Float(to.y * pixelsPerPoint)
        let pixels = Float(width * pixelsPerPoint)
        let length = ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).squareRoot()
        if pixels <= 1.5 || length < 0.001 {
            issue(.line(x0: x0, y0: y0, x1: x1, y1: y1, color: SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)))
            return
        }
        let nx = -(y1 - y0) / length * pixels / 2, ny = (x1 - x0) / length * pixels / 2
        let sdlColor = SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)
        func vertex(_ x: Float, _ y: Float) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: sdlColor, tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        let quad = [vertex(x0 + nx, y0 + ny), vertex(x1 + nx, y1 + ny), vertex(x1 - nx, y1 - ny),
                    vertex(x0 + nx, y0 + ny), vertex(x1 - nx, y1 - ny), vertex(x0 - nx, y0 - ny)]
        issue(.geometry(quad))
    }

    private func drawText(_ text: String, style: TextStyle, frame: Rect, alignment: TextAlignment, lineBreak: TextLineBreak,
                          alpha: Double) throws {
        let opacity = alpha * Double(style.color.a) / 255
        guard opacity > 0, !text.isEmpty else { return }
        let key = TextKey(text, style: style, width: frame.width, height: frame.height, lineBreak: lineBreak,
                          alignment: alignment, pixelsPerPoint: pixelsPerPoint)
        guard let entry = try textCache.texture(for: key, renderer: renderer) else { return }
        let width = Float(entry.width), height = Float(entry.height)
        let x: Float
        switch alignment {
        case .leading: x = Float(frame.minX * pixelsPerPoint)
        case .center: x = Float(frame.midX * pixelsPerPoint) - width / 2
        case .trailing: x = Float(frame.maxX * pixelsPerPoint) - width
        }
        let target = SDL_FRect(x: x.rounded(), y: Float(frame.minY * pixelsPerPoint).rounded(), w: width, h: height)
        issue(.copy(texture: entry.texture, source: nil, destination: target, alpha: alphaByte(opacity), blend: SDL_BLENDMODE_BLEND))
    }

    /// The glyph rasterised at the square's size in whole pixels, centred on it (the @1×/@3×
    /// pixels of the SVG, never a scaled bitmap).
    private func drawIcon(_ glyph: String, weight: SymbolWeight, color: Color, frame: Rect, alpha: Double) {
        let opacity = alpha * Double(color.a) / 255
        let side = Int((frame.width * pixelsPerPoint).rounded())
        guard opacity > 0, side > 0,
              let texture = iconCache.texture(IconCache.Key(glyph: glyph, pixelSize: side, weight: weight), renderer: renderer) else { return }
        let x = (Float(frame.midX * pixelsPerPoint) - Float(side) / 2).rounded()
        let y = (Float(frame.midY * pixelsPerPoint) - Float(side) / 2).rounded()
        issue(.tintedCopy(texture: texture, destination: SDL_FRect(x: x, y: y, w: Float(side), h: Float(side)),
                          color: SDL_Color(r: color.r, g: color.g, b: color.b, a: alphaByte(opacity))))
    }

    /// One material backdrop over what is drawn now, outside any scene (`stretchy bench` times it).
    public func blurBackdrop(_ rect: Rect, blurRadius: Double) {
        setClip(nil)
        drawBackdropBlur(rect, blurRadius: blurRadius, alpha: 1, cornerRadius: 0)
        flush()
    }

    /// The pixels under `rect` (inside the clip and the frame) blurred by `blurRadius` points.
    private func drawBackdropBlur(_ rect: Rect, blurRadius: Double, alpha: Double, cornerRadius: Double) {
        guard alpha > 0, blurRadius > 0 else { return }
        let target = pixelRect(rect), frame = outputPixelSize
        var x0 = Int32(target.x.rounded()), y0 = Int32(target.y.rounded())
        var x1 = Int32((target.x + target.w).rounded()), y1 = Int32((target.y + target.h).rounded())
        x0 = max(x0, 0); y0 = max(y0, 0); x1 = min(x1, Int32(frame.width)); y1 = min(y1, Int32(frame.height))
        if let clip = currentClip {
            x0 = max(x0, clip.x); y0 = max(y0, clip.y); x1 = min(x1, clip.x + clip.w); y1 = min(y1, clip.y + clip.h)
        }
        guard x1 > x0, y1 > y0 else { return }
        let sigma = blurRadius * pixelsPerPoint
        let factor = BackdropBlur.factor(sigma: sigma)
        issue(.backdropBlur(SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0), factor: factor,
                            boxRadius: BackdropBlur.boxRadius(sigma: sigma / Double(factor)), alpha: alphaByte(alpha),
                            outline: cornerRadius * pixelsPerPoint >= 0.5 ? outline(target, cornerRadius: cornerRadius) : nil))
    }

    /// Sets the clip (points) unless it is already the current one; nil removes it.
    private func setClip(_ clip: Rect?) {
        guard let clip else {
            if currentClip != nil {
                issue(.clip(nil))
                currentClip = nil
            }
            return
        }
        // Most items share their clip with the one before: the same points give the same pixels.
        if currentClip != nil, clip == currentClipPoints { return }
        let x0 = Int32((clip.minX * pixelsPerPoint).rounded()), y0 = Int32((clip.minY * pixelsPerPoint).rounded())
        let x1 = Int32((clip.maxX * pixelsPerPoint).rounded()), y1 = Int32((clip.maxY * pixelsPerPoint).rounded())
        var rect = SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
        if let current = currentClip, current.x == rect.x, current.y == rect.y, current.w == rect.w, current.h == rect.h {
            return
        }
        if rect.w == 0 || rect.h == 0 {
            // SDL treats an empty clip rect as "no clip": clip to a pixel outside the frame instead.
            rect = SDL_Rect(x: -2, y: -2, w: 1, h: 1)
        }
        issue(.clip(rect))
        currentClip = rect
        currentClipPoints = clip
    }

    private func outline(_ target: SDL_FRect, cornerRadius: Double) -> ShapeCoverage {
        ShapeCoverage(x: Double(target.x), y: Double(target.y), width: Double(target.w), height: Double(target.h),
                      radius: cornerRadius * pixelsPerPoint)
    }

    func pixelRect(_ rect: Rect) -> SDL_FRect {
        SDL_FRect(x: Float(rect.minX * pixelsPerPoint), y: Float(rect.minY * pixelsPerPoint),
                  w: Float(rect.width * pixelsPerPoint), h: Float(rect.height * pixelsPerPoint))
    }

    func alphaByte(_ alpha: Double) -> UInt8 { UInt8((min(1, max(0, alpha)) * 255).rounded()) }
}
