import CSDL2
import DisplayList
import InputGeometry

extension Renderer {
    /// Frees the backdrop passes' textures (after a device reset or a new frame size).
    func resetBackdropPasses() {
        backdrop.reset()
        glass.reset()
        edgeBlur.reset()
    }

    /// A glass shape in pixels: its box on whole pixels (a third of a point at @3×, so a shape
    /// that moves keeps its cached map), the optics scaled, the frost's downscale.
    func drawGlass(_ item: GlassItem) {
        guard item.alpha > 0, !item.frame.isEmpty else { return }
        let scale = pixelsPerPoint, look = item.look
        func quarterPixels(_ points: Double) -> Double { (points * scale * 4).rounded() / 4 }
        let x = Int32((item.frame.minX * scale).rounded()), y = Int32((item.frame.minY * scale).rounded())
        let w = max(1, Int32((item.frame.width * scale).rounded())), h = max(1, Int32((item.frame.height * scale).rounded()))
        let geometry = GlassGeometry(width: w, height: h, radius: quarterPixels(item.cornerRadius), bevel: quarterPixels(look.bevel),
                                     refraction: quarterPixels(look.refraction), highlight: look.highlight,
                                     highlightWidth: quarterPixels(look.highlightWidth), contour: look.contour,
                                     contourWidth: quarterPixels(look.contourWidth))
        let sigma = look.frost * scale
        let factor = BackdropBlur.factor(sigma: sigma)
        let wash = Float(look.washAlpha)
        let draw = GlassDraw(shape: SDL_Rect(x: x, y: y, w: w, h: h), geometry: geometry, factor: factor,
                             boxRadius: BackdropBlur.boxRadius(sigma: sigma / Double(factor)),
                             emission: (Float(look.emission.r) * wash, Float(look.emission.g) * wash, Float(look.emission.b) * wash),
                             transmittance: Float(look.transmittance), chroma: Float(look.chroma),
                             tint: (Float(look.tint.r), Float(look.tint.g), Float(look.tint.b), Float(look.tint.a) / 255),
                             alpha: alphaByte(item.alpha), bounds: drawableBounds)
        issue(.glass(draw))
    }

    /// The edge effect's band in pixels, each row's strength from `ProgressiveBlur.strength`.
    func drawProgressiveBlur(_ item: ProgressiveBlur) {
        let scale = pixelsPerPoint, frame = outputPixelSize, bounds = drawableBounds
        let y0 = max(bounds.y, Int32((item.band.minY * scale).rounded())), y1 = min(bounds.y + bounds.h, Int32((item.band.maxY * scale).rounded()))
        let x0 = max(bounds.x, Int32((item.band.minX * scale).rounded())), x1 = min(bounds.x + bounds.w, Int32((item.band.maxX * scale).rounded()))
        guard y1 > y0, x1 > x0, frame.width > 0 else { return }
        var strengths: [UInt32] = []
        strengths.reserveCapacity(Int(y1 - y0))
        for row in y0..<y1 {
            let centre = (Double(row) + 0.5) / scale
            let distance = item.edge == .top ? centre - item.band.minY : item.band.maxY - centre
            strengths.append(UInt32((item.strength(atDistance: distance) * 256).rounded()))
        }
        let sigma = item.blurRadius * scale
        let factor = BackdropBlur.factor(sigma: sigma)
        let fade = item.fade
        issue(.progressiveBlur(ProgressiveBlurDraw(band: SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0), factor: factor,
                                                   boxRadius: BackdropBlur.boxRadius(sigma: sigma / Double(factor)), rowStrengths: strengths,
                                                   fade: 0xFF00_0000 | UInt32(fade.r) << 16 | UInt32(fade.g) << 8 | UInt32(fade.b),
                                                   fadeAlpha: UInt32(fade.a) + UInt32(fade.a >> 7))))
    }

    /// The clip's pixels, or the whole frame.
    var drawableBounds: SDL_Rect {
        let frame = outputPixelSize
        return currentClip ?? SDL_Rect(x: 0, y: 0, w: Int32(frame.width), h: Int32(frame.height))
    }
}
