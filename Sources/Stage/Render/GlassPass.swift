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
/// transfer once per small texel, and stretched back over the shape's box (`face`, bilinear,
/// separably in vector lanes as the material's blur). Then every pixel of the shape takes the
/// face's pixel its map says — displaced inward along the rim's normal across the bevel (the
/// quarter-circle lens `amount·(1 − √(1 − x²))` of the `liquid_glass_renderer` fit), to the
/// nearest whole pixel — adds its rim light or contour and is blended by its coverage
/// (anti-aliased edge). The maps are cached per geometry.
///
/// Most of a shape is made of runs of pixels that take a run of one face row with no light at
/// full coverage: the flat face (each pixel its own) and the bevel along a straight side (each
/// pixel the face a fixed distance inward). Those runs are copied whole (`Map.runs`); only the
/// corners, the round ends and the lit rim take their pixels one by one.
final class GlassPass {
    /// Per pixel of the shape's box: the face pixel it takes (whole pixels from the box's
    /// origin), its light (−255…255: toward black or white) and its coverage.
    struct Texel {
        var sampleX: Int32
        var sampleY: Int32
        var light: Int16
        var coverage: UInt8
    }

    /// A run of a row's texels (`start..<end` from the box's left) that copies the face from
    /// (`sourceX`, `sourceY`) rightward: full coverage, no light.
    struct Run {
        var start: Int32, end: Int32
        var sourceX: Int32, sourceY: Int32
    }

    /// A shape's texels, and its runs: row `y`'s are `runs[rowRuns[y]..<rowRuns[y + 1]]`, left to right.
    struct Map {
        var texels: [Texel]
        var runs: [Run]
        var rowRuns: [Int]
    }

    private let sampler = BackdropBlur()
    private let pixels = FramePixels()
    /// The frosted small copy after the colour transfer, then stretched over the read rectangle.
    private var small: [UInt32] = []
    private var face: [UInt32] = []
    private var maps: [GlassGeometry: Map] = [:]
    private var mapOrder: [GlassGeometry] = []
    /// Maps kept (a screen shows a handful of glass shapes; a resize or a tuning makes new ones).
    static let cachedMaps = 16

    func reset() {
        sampler.reset()
        pixels.reset()
    }

    /// Frees every buffer and cached map (the frame shrank: a large frame's shapes are not drawn again).
    func release() {
        sampler.release()
        pixels.release()
        small = []; face = []
        maps = [:]; mapOrder = []
    }

    /// The bytes its buffers and maps hold now.
    var bufferBytes: Int {
        sampler.bufferBytes + pixels.bufferBytes + 4 * (small.capacity + face.capacity)
            + maps.values.reduce(0) { total, map in
                total + map.texels.capacity * MemoryLayout<Texel>.stride + map.runs.capacity * MemoryLayout<Run>.stride
                    + map.rowRuns.capacity * MemoryLayout<Int>.stride
            }
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
        let readWidth = Int(read.w), readHeight = Int(read.h)
        pixels.edit(renderer: renderer, target: target, rect: read) { origin, stride in
            let copy = sampler.blurredCopy(UnsafePointer(origin), stride: stride, width: readWidth, height: readHeight,
                                           factor: draw.factor, boxRadius: draw.boxRadius)
            transferFace(draw, count: copy.width * copy.height)
            stretchFace(width: readWidth, height: readHeight, factor: draw.factor, from: copy.width, copy.height)
            // The map's sample points are from the shape's origin; the face's from the read's.
            let offsetX = rx0 - shape.x, offsetY = ry0 - shape.y
            let alpha = UInt32(draw.alpha), boxWidth = Int(shape.w)
            // Opaque glass copies its runs; translucent glass blends every pixel.
            let copiesRuns = draw.alpha == 255
            map.texels.withUnsafeBufferPointer { texels in
                face.withUnsafeBufferPointer { face in
                    let face = face.baseAddress!
                    /// Pixels `x0..<x1` of frame row `y` one by one.
                    func blend(row: UnsafeMutablePointer<UInt32>, mapRow: Int, _ x0: Int32, _ x1: Int32) {
                        for x in x0..<x1 {
                            let t = texels[mapRow + Int(x - shape.x)]
                            guard t.coverage > 0 else { continue }
                            let u = min(read.w - 1, max(0, t.sampleX - offsetX)), v = min(read.h - 1, max(0, t.sampleY - offsetY))
                            var color = face[Int(v) * readWidth + Int(u)]
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
                    for y in dy0..<dy1 {
                        let row = origin + Int(y - ry0) * stride
                        let boxRow = Int(y - shape.y), mapRow = boxRow * boxWidth
                        var x = dx0
                        if copiesRuns {
                            for run in map.runs[map.rowRuns[boxRow]..<map.rowRuns[boxRow + 1]] {
                                let start = max(x, shape.x + run.start), end = min(dx1, shape.x + run.end)
                                guard end > start else { continue }
                                // The run's source in the face; a run reaching outside it (the shape
                                // partly off the frame) is left to the pixel-by-pixel path.
                                let sourceX = run.sourceX + (start - shape.x - run.start) - offsetX, sourceY = run.sourceY - offsetY
                                guard sourceX >= 0, sourceX + (end - start) <= read.w, sourceY >= 0, sourceY < read.h else { continue }
                                blend(row: row, mapRow: mapRow, x, start)
                                (row + Int(start - rx0)).update(from: face + Int(sourceY) * readWidth + Int(sourceX), count: Int(end - start))
                                x = end
                            }
                        }
                        blend(row: row, mapRow: mapRow, x, dx1)
                    }
                }
            }
        }
    }

    /// The face (`small`) stretched over the read rectangle into `face`: each small row across
    /// (`BackdropBlur.widen`), then each row a blend of two (`lerpRows`).
    private func stretchFace(width: Int, height: Int, factor: Int, from sw: Int, _ sh: Int) {
        if face.count < width * height { face = Array(repeating: 0, count: width * height) }
        small.withUnsafeBufferPointer { sampler.widen($0.baseAddress!, width: width, factor: factor, from: sw, sh) }
        sampler.wide.withUnsafeBufferPointer { wide in
            face.withUnsafeMutableBufferPointer { face in
                for y in 0..<height {
                    let (top, bottom, wy) = BackdropBlur.sample(y, factor: factor, count: sh)
                    BackdropBlur.lerpRows(wide.baseAddress! + top * width, wide.baseAddress! + bottom * width, wy,
                                          into: face.baseAddress! + y * width, count: width)
                }
            }
        }
    }

    /// The frosted small copy through the face's colour transfer and tint, into `small`.
    private func transferFace(_ draw: GlassDraw, count: Int) {
        if small.count < count { small = Array(repeating: 0, count: count) }
        let e = draw.emission, t = draw.transmittance, g = draw.chroma, tint = draw.tint
        sampler.small.withUnsafeBufferPointer { frosted in
            small.withUnsafeMutableBufferPointer { face in
                for i in 0..<count {
                    let p = frosted[i]
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
                // The face pixel whose centre is nearest the sample point.
                map[py * width + px] = Texel(sampleX: Int32(sx.rounded(.down)), sampleY: Int32(sy.rounded(.down)),
                                             light: Int16(max(-255, min(255, (light * 255).rounded()))),
                                             coverage: UInt8((coverage * 255).rounded()))
            }
        }
        return Map(texels: map, runs: [], rowRuns: []).withRuns(width: width, height: height)
    }
}

extension GlassPass.Map {
    /// Runs shorter than this take their pixels one by one (a copy's set-up costs more).
    static let shortestRun = 4

    /// Each row's runs: texels at full coverage with no light whose face pixels lie side by side
    /// in one row, rightward.
    func withRuns(width: Int, height: Int) -> Self {
        var map = self
        map.runs = []
        map.rowRuns = [0]
        for py in 0..<height {
            var start = 0
            func copies(_ px: Int) -> Bool {
                let t = texels[py * width + px]
                return t.coverage == 255 && t.light == 0
            }
            while start < width {
                guard copies(start) else { start += 1; continue }
                let first = texels[py * width + start]
                var end = start + 1
                while end < width, copies(end), texels[py * width + end].sampleY == first.sampleY,
                      texels[py * width + end].sampleX == first.sampleX + Int32(end - start) { end += 1 }
                if end - start >= Self.shortestRun {
                    map.runs.append(GlassPass.Run(start: Int32(start), end: Int32(end), sourceX: first.sampleX, sourceY: first.sampleY))
                }
                start = end
            }
            map.rowRuns.append(map.runs.count)
        }
        return map
    }
}
