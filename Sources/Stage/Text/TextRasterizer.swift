import CSDL2
import DisplayList

/// Draws a `TextLayout` into one ARGB8888 surface: each run rendered by SDL_ttf in its own face,
/// placed on the line's common baseline, lines aligned within the widest one.
struct TextRasterizer {
    let fonts: FontSet

    /// The caller frees the surface. Nil for empty text.
    func rasterize(_ layout: TextLayout, weight: TextWeight, pixelSize: Int, color: Color,
                   alignment: TextAlignment) throws -> SurfacePointer? {
        guard layout.width > 0, layout.height > 0 else { return nil }
        let surface = try makeARGBSurface(width: layout.width, height: layout.height, doing: "allocating a text image")
        // Transparent pixels of the text's own colour: blending glyph edges onto them keeps the
        // colour exact instead of darkening edges towards black.
        SDL_FillRect(surface, nil, SDL_MapRGBA(surface.pointee.format, color.r, color.g, color.b, 0))
        let ink = SDL_Color(r: color.r, g: color.g, b: color.b, a: 255)
        for (lineIndex, line) in layout.lines.enumerated() {
            let lineX: Int
            switch alignment {
            case .leading: lineX = 0
            case .center: lineX = (layout.width - line.width) / 2
            case .trailing: lineX = layout.width - line.width
            }
            let baseline = lineIndex * layout.lineHeight + layout.leading + layout.ascent
            for run in line.runs {
                guard let sized = fonts.sizedFont(face: run.face, weight: weight, pixelSize: pixelSize) else { continue }
                run.direction.apply(to: sized.font)
                guard let rendered = TTF_RenderUTF8_Blended(sized.font, run.text, ink) else { continue }
                defer { SDL_FreeSurface(rendered) }
                // A bitmap strike (colour emoji) is drawn at its own size and scaled to the text's.
                let glyphs = sized.scale == 1 ? rendered
                    : try resizedSurface(rendered, width: max(1, sized.scaled(rendered.pointee.w)),
                                         height: max(1, sized.scaled(rendered.pointee.h)))
                defer { if glyphs != rendered { SDL_FreeSurface(glyphs) } }
                SDL_SetSurfaceBlendMode(glyphs, SDL_BLENDMODE_BLEND)
                var target = SDL_Rect(x: Int32(lineX + run.x), y: Int32(baseline - sized.scaled(TTF_FontAscent(sized.font))),
                                      w: glyphs.pointee.w, h: glyphs.pointee.h)
                SDL_UpperBlit(glyphs, nil, surface, &target)
            }
        }
        return surface
    }
}
