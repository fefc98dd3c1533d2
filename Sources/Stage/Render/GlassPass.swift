import CSDL2

/// One glass shape as the renderer draws it, in pixels (`Renderer.drawGlass` converts a
/// `GlassItem`'s points): the shape on whole pixels, its optics, the frost's downscale and box
/// radius, and the face's colour transfer.
public struct GlassDraw {
    var shape: SDL_Rect
    var geometry: GlassGeometry
    var factor: Int
    var boxRadius: Int
    /// Per channel: emission · washAlpha (0…255), and the backdrop's luminance / chroma gains.
    var emission: (r: Float, g: Float, b: Float)
    var transmittance: Float
    var chroma: Float
    var tint: (r: Float, g: Float, b: Float, a: Float)
    var alpha: UInt8
    /// Where it may draw (the clip ∩ the frame), pixels.
    var bounds: SDL_Rect
}

/// What a glass shape's per-pixel map depends on (pixels): maps are cached by it, so a shape that
/// only moves (a button riding on a bar) never rebuilds its map.
public struct GlassGeometry: Hashable {
    var width: Int32, height: Int32
    var radius: Double
    var bevel: Double, refraction: Double
    var highlight: Double, highlightWidth: Double
    var contour: Double, contourWidth: Double
}

/// Liquid Glass on the CPU, over what is already drawn: the backdrop under the shape is averaged
/// down and blurred (the frost, `BackdropBlur.blurredCopy`), put through the face's colour
/// transfer once per small texel, then every pixel of the shape samples that small copy where its
/// map says — displaced inward along the rim's normal across the bevel (the quarter-circle lens
/// `amount·(1 − √(1 − x²))` of the `liquid_glass_renderer` fit) — adds its rim light or contour
/// and is blended by its coverage (anti-aliased edge). The maps are cached per geometry.
///
/// Most of a shape is its flat face, where a pixel samples the face right behind it with no light
/// and full coverage: there (each row's `plain` span) the face is upscaled separably in vector
/// lanes as the material's blur is (`BackdropBlur.widen`, `lerpRows`) — the same pixels as the
/// per-pixel sample, a fraction of its cost.
final class GlassPass {
    /// Per pixel of the shape's box: where it samples (1/256 px from the box's origin), its light
    /// (−255…255: toward black or white) and its coverage.
    struct Texel {
        var sampleX: Int32
        var sampleY: Int32
        var light: Int16
        var coverage: UInt8
    }

    /// A shape's texels, and per row the span of plain face pixels (`start..<end` from the box's
    /// left; empty where the row has none).
    struct Map {
        var texels: [Texel]
        var plainStart: [Int32]
        var plainEnd: [Int32]
    }

    private let sampler = BackdropBlur()
    private let pixels = FramePixels()
    private var face: [UInt32] = []
    private var maps: [GlassGeometry: Map] = [:]
    private var mapOrder: [GlassGeometry] = []
    /// Maps kept (a screen shows a handful of glass shapes; a resize or a tuning makes new ones).
    static let cachedMaps = 16

    func reset() {
        sampler.reset()
        pixels.reset()
    }

    func apply(renderer: OpaquePointer, target: SurfacePointer?, draw: GlassDraw, frame: (width: Int, height: Int)) {
        let shape = draw.shape
        // The backdrop read: the shape's box within the frame; the pixels written: within `bounds`.
        let rx0 = max(0, shape.x), ry0 = max(0, shape.y)
        let rx1 = min(Int32(frame.width), shape.x + shape.w), ry1 = min(Int32(frame.height), shape.y + shape.h)
        let dx0 = max(rx0, draw.bounds.x), dy0 = max(ry0, draw.bounds.y)
        let dx1 = min(rx1, draw.bounds.x + draw.bounds.w), dy1 = min(ry1, draw.bounds.y + draw.bounds.h)
        guard rx1 > rx0, ry1 > ry0, dx1 > dx0, dy1 > dy0, draw.alpha > 0 else { return }
        let map = self.map(for: draw.geometry)
        let read = SDL_Rect(x: rx0, y: ry0, w: rx1 - rx0, h: ry1 - ry0)
        pixels.edit(renderer: renderer, target: target, rect: read) { origin, stride in
            let small = sampler.blurredCopy(UnsafePointer(origin), stride: stride, width: Int(read.w), height: Int(read.h),
                                            factor: draw.factor, boxRadius: draw.boxRadius)
            transferFace(draw, count: small.width * small.height)
            let shift = draw.factor.trailingZeroBitCount
            let maxU = Int32((small.width - 1) * 256), maxV = Int32((small.height - 1) * 256)
            // The map's sample points are from the shape's origin; the small copy's from the read's.
            let offsetX = (rx0 - shape.x) * 256, offsetY = (ry0 - shape.y) * 256
            let sw = small.width, alpha = UInt32(draw.alpha), readWidth = Int(read.w)
            // Opaque glass upscales its plain spans separably; translucent glass blends every pixel.
            let spans = draw.alpha == 255
            if spans { face.withUnsafeBufferPointer { sampler.widen($0.baseAddress!, width: readWidth, factor: draw.factor, from: sw, small.height) } }
            map.texels.withUnsafeBufferPointer { texels in
                face.withUnsafeBufferPointer { face in
                    for y in dy0..<dy1 {
                        let row = origin + Int(y - ry0) * stride
                        let mapRow = Int(y - shape.y) * Int(shape.w)
                        var plain0 = dx0, plain1 = dx0
                        if spans {
                            plain0 = max(dx0, shape.x + map.plainStart[Int(y - shape.y)])
                            plain1 = max(plain0, min(dx1, shape.x + map.plainEnd[Int(y - shape.y)]))
                            if plain1 > plain0 {
                                let (top, bottom, wy) = BackdropBlur.sample(Int(y - ry0), factor: draw.factor, count: small.height)
                                sampler.wide.withUnsafeBufferPointer { wide in
                                    let column = Int(plain0 - rx0)
                                    BackdropBlur.lerpRows(wide.baseAddress! + top * readWidth + column,
                                                          wide.baseAddress! + bottom * readWidth + column, wy,
                                                          into: row + column, count: Int(plain1 - plain0))
                                }
                            }
                        }
                        for x in dx0..<dx1 where x < plain0 || x >= plain1 {
                            let t = texels[mapRow + Int(x - shape.x)]
                            guard t.coverage > 0 else { continue }
                            let u = min(maxU, max(0, ((t.sampleX - offsetX) >> shift) - 128))
                            let v = min(maxV, max(0, ((t.sampleY - offsetY) >> shift) - 128))
                            let i = Int(v >> 8) * sw + Int(u >> 8)
                            let right = (u >> 8) < (maxU >> 8) ? 1 : 0, down = (v >> 8) < (maxV >> 8) ? sw : 0
                            let top = BackdropBlur.lerp(face[i], face[i + right], UInt32(u & 0xFF))
                            let bottom = BackdropBlur.lerp(face[i + down], face[i + down + right], UInt32(u & 0xFF))
                            var color = BackdropBlur.lerp(top, bottom, UInt32(v & 0xFF))
                            if t.light > 0 {
                                color = BackdropBlur.lerp(color, 0xFFFF_FFFF, UInt32(t.light))
                            } else if t.light < 0 {
                                color = BackdropBlur.lerp(color, 0xFF00_0000, UInt32(-t.light))
                            }
                            let weight = (UInt32(t.coverage) * alpha + 127) / 255
                            let p = row + Int(x - rx0)
                            p.pointee = weight >= 255 ? color : BackdropBlur.lerp(p.pointee, color, weight + (weight >> 7))
                        }
                    }
                }
            }
        }
    }

    /// The frosted small copy through the face's colour transfer and tint, into `face`.
    private func transferFace(_ draw: GlassDraw, count: Int) {
        if face.count < count { face = Array(repeating: 0, count: count) }
        let e = draw.emission, t = draw.transmittance, g = draw.chroma, tint = draw.tint
        sampler.small.withUnsafeBufferPointer { small in
            face.withUnsafeMutableBufferPointer { face in
                for i in 0..<count {
                    let p = small[i]
                    let r = Float(p >> 16 & 0xFF), gr = Float(p >> 8 & 0xFF), b = Float(p & 0xFF)
                    let luma = 0.2126 * r + 0.7152 * gr + 0.0722 * b
                    func channel(_ c: Float, _ emitted: Float, _ tinted: Float) -> UInt32 {
                        let washed = emitted + t * luma + g * (c - luma)
                        let value = washed + (tinted - washed) * tint.a
                        return UInt32(min(255, max(0, value + 0.5)))
                    }
                    face[i] = 0xFF00_0000 | channel(r, e.r, tint.r) << 16 | channel(gr, e.g, tint.g) << 8 | channel(b, e.b, tint.b)
                }
            }
        }
    }

    private func map(for geometry: GlassGeometry) -> Map {
        if let map = maps[geometry] { return map }
        let map = Self.buildMap(geometry)
        maps[geometry] = map
        mapOrder.append(geometry)
        if mapOrder.count > Self.cachedMaps { maps[mapOrder.removeFirst()] = nil }
        return map
    }

    /// The light falls from the upper left; the far rim catches half as much (the fit's opposite lobe).
    static let light = (x: -0.7071, y: -0.7071), oppositeLobe = 0.5

    static func buildMap(_ g: GlassGeometry) -> Map {
        let width = Int(g.width), height = Int(g.height)
        let shape = ShapeCoverage(x: 0, y: 0, width: Double(width), height: Double(height), radius: g.radius)
        var map = [Texel](repeating: Texel(sampleX: 0, sampleY: 0, light: 0, coverage: 0), count: width * height)
        for py in 0..<height {
            for px in 0..<width {
                let x = Double(px) + 0.5, y = Double(py) + 0.5
                let (distance, nx, ny) = shape.field(x: x, y: y)
                let coverage = min(1, max(0, 0.5 - distance))
                guard coverage > 0 else { continue }
                let depth = max(0, -distance)
                var sx = x, sy = y
                if g.bevel > 0, depth < g.bevel {
                    // x runs from 1 at the rim to 0 at the bevel's inner edge; the rim samples inward.
                    let t = 1 - depth / g.bevel
                    let displacement = g.refraction * (1 - (max(0, 1 - t * t)).squareRoot())
                    sx -= nx * displacement
                    sy -= ny * displacement
                }
                let facing = nx * light.x + ny * light.y
                let lobe = facing > 0 ? facing : -facing * oppositeLobe
                func band(_ width: Double) -> Double { width > 0 ? max(0, 1 - depth / max(1, width)) : 0 }
                let light = g.highlight * lobe * band(g.highlightWidth) - g.contour * band(g.contourWidth)
                map[py * width + px] = Texel(sampleX: Int32((sx * 256).rounded()), sampleY: Int32((sy * 256).rounded()),
                                             light: Int16(max(-255, min(255, (light * 255).rounded()))),
                                             coverage: UInt8((coverage * 255).rounded()))
            }
        }
        return Map(texels: map, plainStart: [], plainEnd: []).withPlainSpans(width: width, height: height)
    }
}

extension GlassPass.Map {
    /// Each row's longest run of plain texels: full coverage, no light, sampling its own pixel
    /// centre (the face, no lens).
    func withPlainSpans(width: Int, height: Int) -> Self {
        var map = self
        map.plainStart = Array(repeating: 0, count: height)
        map.plainEnd = Array(repeating: 0, count: height)
        for py in 0..<height {
            var best = (start: 0, end: 0), start = -1
            for px in 0...width {
                let plain = px < width && {
                    let t = texels[py * width + px]
                    return t.coverage == 255 && t.light == 0 && t.sampleX == Int32(px * 256 + 128) && t.sampleY == Int32(py * 256 + 128)
                }()
                if plain, start < 0 { start = px }
                if !plain, start >= 0 {
                    if px - start > best.end - best.start { best = (start, px) }
                    start = -1
                }
            }
            map.plainStart[py] = Int32(best.start)
            map.plainEnd[py] = Int32(best.end)
        }
        return map
    }
}
