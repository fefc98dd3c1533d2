import CSDL2

/// UIVisualEffectView's backdrop, fast enough for every frame: the pixels already drawn under a
/// rectangle are averaged down by `factor` (4–16: the blur hides what that drops), blurred
/// (`BoxBlur`), saturated (`BackdropSaturation`) and stretched back with bilinear filtering.
///
/// Drawing into memory (the headless renderer, `stretchy bench`), the frame's own pixels are read
/// and written in place: no read-back copy, and a separable bilinear upscale in vector lanes that
/// takes about a quarter of the time of SDL's software linear stretch. A window's renderer reads the
/// pixels back and lets the GPU stretch a small streaming texture. Buffers live across frames:
/// no allocation per frame once the bar's size is known.
final class BackdropBlur {
    private var full: [UInt32] = []
    /// The last blurred small copy (`blurredCopy` leaves it here for glass and the edge effect).
    private(set) var small: [UInt32] = []
    private var scratch: [UInt32] = []
    /// The upscale's per-column source texel and weight, for the last (width, factor) seen.
    private var columns: (left: [Int32], right: [Int32], weight: [UInt32]) = ([], [], [])
    private var columnsKey = (width: 0, factor: 0, smallWidth: 0)
    /// Each small row stretched across the bar's width (`widen`), and a row blended at partial alpha.
    private(set) var wide: [UInt32] = []
    private var blended: [UInt32] = []
    /// The downscale's per-column sums down one block row.
    private var redBlueSums: [UInt32] = []
    private var greenSums: [UInt32] = []
    private let stretched = StreamingTexture(scaleMode: SDL_ScaleModeLinear)

    /// Frees the texture (after a render device reset it is invalid; it is made again on demand).
    func reset() {
        outside.reset()
        stretched.reset()
    }

    /// Frees every buffer and the texture (the frame shrank: they are made again at the sizes the
    /// smaller frame needs).
    func release() {
        reset()
        full = []; small = []; scratch = []; wide = []; blended = []; redBlueSums = []; greenSums = []
        columns = ([], [], [])
        columnsKey = (0, 0, 0)
    }

    /// The bytes its buffers hold now.
    var bufferBytes: Int {
        4 * (full.capacity + small.capacity + scratch.capacity + wide.capacity + blended.capacity + redBlueSums.capacity
            + greenSums.capacity + columns.left.capacity + columns.right.capacity + columns.weight.capacity)
    }

    /// The downscale for a Gaussian of `sigma` pixels: a power of two leaving ≈ 2.5 px of blur.
    static func factor(sigma: Double) -> Int {
        var factor = 1
        while factor < 16, sigma / Double(factor * 2) >= 2.5 { factor *= 2 }
        return factor
    }

    /// Box widths of three passes giving a Gaussian of `sigma` (each pass: radius r, width 2r+1).
    static func boxRadius(sigma: Double) -> Int {
        Int(((12 * sigma * sigma / 3 + 1).squareRoot() - 1) / 2 + 0.5)
    }

    /// Blurs what `renderer` has drawn in `rect` (pixels, inside the output) and draws it back at
    /// `alpha`. `target`: the renderer's own ARGB8888 surface when it draws into memory.
    func apply(renderer: OpaquePointer, target: SurfacePointer?, rect: SDL_Rect, factor: Int, boxRadius: Int, alpha: UInt8,
               outline: ShapeCoverage? = nil) {
        let width = Int(rect.w), height = Int(rect.h)
        guard width > 0, height > 0 else { return }
        let sw = max(1, (width + factor - 1) / factor), sh = max(1, (height + factor - 1) / factor)
        if small.count < sw * sh { small = Array(repeating: 0, count: sw * sh) }
        if let target, target.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue {
            // The software renderer draws lazily: finish what is queued before touching its pixels.
            SDL_RenderFlush(renderer)
            guard SDL_LockSurface(target) == 0 else { return }
            defer { SDL_UnlockSurface(target) }
            let stride = Int(target.pointee.pitch) / 4
            let origin = target.pointee.pixels.assumingMemoryBound(to: UInt32.self) + Int(rect.y) * stride + Int(rect.x)
            if outline != nil { keepOriginal(UnsafePointer(origin), stride: stride, width: width, height: height) }
            downscale(UnsafePointer(origin), stride: stride, width: width, height: height, factor: factor, into: sw, sh)
            BoxBlur.apply(&small, width: sw, height: sh, radius: boxRadius, scratch: &scratch)
            BackdropSaturation.apply(&small, count: sw * sh)
            upscale(into: origin, stride: stride, width: width, height: height, factor: factor, from: sw, sh, alpha: alpha)
            if let outline { restoreOutside(outline, into: origin, stride: stride, rect: rect) }
            return
        }
        if full.count < width * height { full = Array(repeating: 0, count: width * height) }
        var region = rect
        let status = full.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(renderer, &region, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, Int32(width * 4))
        }
        guard status == 0 else { return }
        full.withUnsafeBufferPointer { pixels in
            downscale(pixels.baseAddress!, stride: width, width: width, height: height, factor: factor, into: sw, sh)
        }
        BoxBlur.apply(&small, width: sw, height: sh, radius: boxRadius, scratch: &scratch)
        BackdropSaturation.apply(&small, count: sw * sh)
        stretch(renderer: renderer, rect: rect, factor: factor, sw, sh, alpha: alpha)
        if let outline { drawOutside(outline, renderer: renderer, rect: rect) }
    }

    /// A rounded material: the pixels under the rectangle as they were before the blur.
    private var original: [UInt32] = []
    private let outside = StreamingTexture()

    private func keepOriginal(_ origin: UnsafePointer<UInt32>, stride: Int, width: Int, height: Int) {
        if original.count < width * height { original = Array(repeating: 0, count: width * height) }
        for y in 0..<height { for x in 0..<width { original[y * width + x] = origin[y * stride + x] } }
    }

    /// Calls `body(x, y, coverage)` for the pixels of `rect` the outline does not wholly cover:
    /// its corners and its edge pixels (the rest is inside).
    private static func partlyCovered(_ outline: ShapeCoverage, rect: SDL_Rect, _ body: (Int, Int, Double) -> Void) {
        let width = Int(rect.w), height = Int(rect.h), corner = Int(outline.radius.rounded(.up)) + 2
        for y in 0..<height {
            let nearEdge = y < 2 || y >= height - 2
            let band = nearEdge ? width : (y < corner || y >= height - corner ? corner : 2)
            for x in 0..<width where nearEdge || x < band || x >= width - band {
                let covered = outline.coverage(px: Int(rect.x) + x, py: Int(rect.y) + y)
                if covered < 1 { body(x, y, covered) }
            }
        }
    }

    /// Headless: outside the outline the original pixels come back (the blur stays inside it).
    private func restoreOutside(_ outline: ShapeCoverage, into origin: UnsafeMutablePointer<UInt32>, stride: Int, rect: SDL_Rect) {
        let width = Int(rect.w)
        Self.partlyCovered(outline, rect: rect) { x, y, covered in
            let weight = UInt32((covered * 256).rounded())
            origin[y * stride + x] = Self.lerp(original[y * width + x], origin[y * stride + x], weight)
        }
    }

    /// The window's path: the read-back original drawn again over the blur where the outline
    /// does not cover, with alpha 1 − coverage.
    private func drawOutside(_ outline: ShapeCoverage, renderer: OpaquePointer, rect: SDL_Rect) {
        let width = Int(rect.w), height = Int(rect.h)
        guard let outsideTexture = outside.texture(renderer: renderer, width: width, height: height) else { return }
        if original.count < width * height { original = Array(repeating: 0, count: width * height) }
        for i in 0..<(width * height) { original[i] = 0 }
        Self.partlyCovered(outline, rect: rect) { x, y, covered in
            original[y * width + x] = UInt32(((1 - covered) * 255).rounded()) << 24 | full[y * width + x] & 0x00FF_FFFF
        }
        original.withUnsafeBytes { bytes in
            var area = SDL_Rect(x: 0, y: 0, w: rect.w, h: rect.h)
            _ = SDL_UpdateTexture(outsideTexture, &area, bytes.baseAddress, Int32(width * 4))
        }
        SDL_SetTextureBlendMode(outsideTexture, SDL_BLENDMODE_BLEND)
        var source = SDL_Rect(x: 0, y: 0, w: rect.w, h: rect.h)
        var target = SDL_FRect(x: Float(rect.x), y: Float(rect.y), w: Float(rect.w), h: Float(rect.h))
        SDL_RenderCopyF(renderer, outsideTexture, &source, &target)
    }

    /// The `width` × `height` pixels at `source` averaged down by `factor` and blurred by three box
    /// passes of `boxRadius`, left in `small` (no saturation: glass has its own colour transfer).
    func blurredCopy(_ source: UnsafePointer<UInt32>, stride: Int, width: Int, height: Int, factor: Int,
                     boxRadius: Int) -> (width: Int, height: Int) {
        let sw = max(1, (width + factor - 1) / factor), sh = max(1, (height + factor - 1) / factor)
        if small.count < sw * sh { small = Array(repeating: 0, count: sw * sh) }
        downscale(source, stride: stride, width: width, height: height, factor: factor, into: sw, sh)
        BoxBlur.apply(&small, width: sw, height: sh, radius: boxRadius, scratch: &scratch)
        return (sw, sh)
    }

    /// Each small pixel: the mean of its factor × factor block (opaque result). Red and blue are
    /// summed together in one word (blue in bits 0–15, red in 16–31) and green in another: a
    /// block of at most 16 × 16 = 256 pixels sums each channel to ≤ 65 280, so lanes never carry.
    /// A block row's pixels are first summed down its `factor` rows across the whole width, four
    /// columns at a time in registers (`addColumns`: each pixel read once, each sum stored once),
    /// then each block's column sums are added.
    private func downscale(_ source: UnsafePointer<UInt32>, stride: Int, width: Int, height: Int, factor: Int,
                           into sw: Int, _ sh: Int) {
        precondition(factor * factor <= 256, "a block's channel sums must fit 16 bits")
        if redBlueSums.count < width { redBlueSums = Array(repeating: 0, count: width); greenSums = redBlueSums }
        small.withUnsafeMutableBufferPointer { dst in
            redBlueSums.withUnsafeMutableBufferPointer { redBlue in
                greenSums.withUnsafeMutableBufferPointer { green in
                    let redBlue = redBlue.baseAddress!, green = green.baseAddress!
                    for sy in 0..<sh {
                        let y0 = sy * factor, y1 = min(height, y0 + factor)
                        Self.addColumns(source + y0 * stride, stride: stride, rows: y1 - y0, count: width, redBlue: redBlue, green: green)
                        for sx in 0..<sw {
                            let x0 = sx * factor, x1 = min(width, x0 + factor)
                            var rb: UInt32 = 0, g: UInt32 = 0
                            for x in x0..<x1 { rb &+= redBlue[x]; g &+= green[x] }
                            let n = UInt32((y1 - y0) * (x1 - x0))
                            dst[sy * sw + sx] = 0xFF00_0000 | ((rb >> 16) / n) << 16 | ((g >> 8) / n) << 8 | (rb & 0xFFFF) / n
                        }
                    }
                }
            }
        }
    }

    /// Per column of `count`, the sums down `rows` rows from `top` (red and blue in one word, green
    /// in another), four columns per SSE register.
    @inline(__always) private static func addColumns(_ top: UnsafePointer<UInt32>, stride: Int, rows: Int, count: Int,
                                                     redBlue: UnsafeMutablePointer<UInt32>, green: UnsafeMutablePointer<UInt32>) {
        let redBlueMask = SIMD4<UInt32>(repeating: 0x00FF_00FF), greenMask = SIMD4<UInt32>(repeating: 0x0000_FF00)
        var x = 0
        while x + 4 <= count {
            var rb = SIMD4<UInt32>(repeating: 0), g = SIMD4<UInt32>(repeating: 0)
            var p = top + x
            for _ in 0..<rows {
                let pixels = UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt32>.self)
                rb &+= pixels & redBlueMask
                g &+= pixels & greenMask
                p += stride
            }
            UnsafeMutableRawPointer(redBlue + x).storeBytes(of: rb, as: SIMD4<UInt32>.self)
            UnsafeMutableRawPointer(green + x).storeBytes(of: g, as: SIMD4<UInt32>.self)
            x += 4
        }
        while x < count {
            var rb: UInt32 = 0, g: UInt32 = 0
            for y in 0..<rows { let p = top[y * stride + x]; rb &+= p & 0x00FF_00FF; g &+= p & 0x0000_FF00 }
            redBlue[x] = rb; green[x] = g
            x += 1
        }
    }

    /// Bilinear upscale of the small copy over `width` × `height` pixels at `origin`, blended at
    /// `alpha`. Texel centres sit at the middle of their blocks and edges clamp, as SDL's linear
    /// stretch of the small texture does. Separable: each small row is first stretched across
    /// the full width (`wide`, a few dozen rows), then every output row is one blend of two wide
    /// rows with a single weight (`lerpRows`, in vector lanes).
    private func upscale(into origin: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int, factor: Int,
                         from sw: Int, _ sh: Int, alpha: UInt8) {
        small.withUnsafeBufferPointer { widen($0.baseAddress!, width: width, factor: factor, from: sw, sh) }
        if blended.count < width { blended = Array(repeating: 0, count: width) }
        let blend = UInt32(alpha) + UInt32(alpha >> 7)  // 0…255 → 0…256
        wide.withUnsafeBufferPointer { wide in
            blended.withUnsafeMutableBufferPointer { blended in
                for y in 0..<height {
                    let (top, bottom, wy) = Self.sample(y, factor: factor, count: sh)
                    let out = origin + y * stride
                    let a = wide.baseAddress! + top * width, b = wide.baseAddress! + bottom * width
                    if alpha == 255 {
                        Self.lerpRows(a, b, wy, into: out, count: width)
                    } else {
                        Self.lerpRows(a, b, wy, into: blended.baseAddress!, count: width)
                        Self.lerpRows(UnsafePointer(out), UnsafePointer(blended.baseAddress!), blend, into: out, count: width)
                    }
                }
            }
        }
    }

    /// A small copy's rows (`texels`, `sw` × `sh`) each stretched across `width` pixels, bilinear
    /// with clamped edges, into `wide` (row `sy` at `sy * width`): the first half of the separable
    /// upscale (texel centres in the middle of their `factor`-pixel blocks).
    func widen(_ texels: UnsafePointer<UInt32>, width: Int, factor: Int, from sw: Int, _ sh: Int) {
        prepareColumns(width: width, factor: factor, smallWidth: sw)
        if wide.count < width * sh { wide = Array(repeating: 0, count: width * sh) }
        wide.withUnsafeMutableBufferPointer { wide in
            for sy in 0..<sh { widenRow(texels + sy * sw, into: wide.baseAddress! + sy * width, width: width) }
        }
    }

    /// One small row stretched across `width` pixels into `out`, by the columns `prepareColumns`
    /// made for this width, factor and small width.
    func widenRow(_ texelRow: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>, width: Int) {
        columns.left.withUnsafeBufferPointer { left in
            columns.right.withUnsafeBufferPointer { right in
                columns.weight.withUnsafeBufferPointer { weight in
                    for x in 0..<width { out[x] = Self.lerp(texelRow[Int(left[x])], texelRow[Int(right[x])], weight[x]) }
                }
            }
        }
    }

    /// `out[i] = lerp(a[i], b[i], w)` for a whole row, four pixels at a time (`lerp4`).
    static func lerpRows(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, _ w: UInt32,
                         into out: UnsafeMutablePointer<UInt32>, count: Int, fourAtATime: Bool = fourAtATime) {
        let weights = Lerp4Weights(w)
        var x = 0
        while fourAtATime, x + 4 <= count {
            let pa = UnsafeRawPointer(a + x).loadUnaligned(as: SIMD4<UInt32>.self)
            let pb = UnsafeRawPointer(b + x).loadUnaligned(as: SIMD4<UInt32>.self)
            UnsafeMutableRawPointer(out + x).storeBytes(of: lerp4(pa, pb, weights), as: SIMD4<UInt32>.self)
            x += 4
        }
        while x < count { out[x] = lerp(a[x], b[x], w); x += 1 }
    }

    /// Rows are blended four pixels at a time (`lerp4`) in optimised builds only: unoptimised,
    /// SIMD's generic lane operators made `lerp4` a third of a debug replay's CPU (a glass design,
    /// the tests' build), where the scalar `lerp` gives the same values (the tests run both ways).
    #if DEBUG
    static let fourAtATime = false
    #else
    static let fourAtATime = true
    #endif

    /// A weight w (0…256) and 256 − w in eight 16-bit lanes, for `lerp4`.
    struct Lerp4Weights {
        let near: SIMD8<UInt16>, far: SIMD8<UInt16>
        init(_ w: UInt32) {
            far = SIMD8(repeating: UInt16(w))
            near = SIMD8(repeating: UInt16(256 - w))
        }
    }

    /// `lerp` of four pixels at once: their red and blue, then alpha and green, as eight 16-bit
    /// lanes (255 · 256 fits 16 bits), so SSE2 multiplies a lane per pixel channel in one
    /// instruction — 2.5× faster than the 32-bit packed `lerp`, and the same values.
    @inline(__always) static func lerp4(_ pa: SIMD4<UInt32>, _ pb: SIMD4<UInt32>, _ w: Lerp4Weights) -> SIMD4<UInt32> {
        let low = SIMD4<UInt32>(repeating: 0x00FF_00FF), high = SIMD8<UInt16>(repeating: 0xFF00)
        let redBlueA = unsafeBitCast(pa & low, to: SIMD8<UInt16>.self)
        let redBlueB = unsafeBitCast(pb & low, to: SIMD8<UInt16>.self)
        let alphaGreenA = unsafeBitCast((pa &>> 8) & low, to: SIMD8<UInt16>.self)
        let alphaGreenB = unsafeBitCast((pb &>> 8) & low, to: SIMD8<UInt16>.self)
        let redBlue = (redBlueA &* w.near &+ redBlueB &* w.far) &>> 8
        let alphaGreen = (alphaGreenA &* w.near &+ alphaGreenB &* w.far) & high
        return unsafeBitCast(redBlue | alphaGreen, to: SIMD4<UInt32>.self)
    }

    /// The small texels either side of output pixel `index` and the far one's weight (0…256).
    static func sample(_ index: Int, factor: Int, count: Int) -> (Int, Int, UInt32) {
        // Output pixel centre (index + ½) in texel units, minus ½ for texel centres; × 256 fixed point.
        let position = max(0, ((2 * index + 1) * 256 - factor * 256) / (2 * factor))
        let near = min(position >> 8, count - 1)
        return (near, min(near + 1, count - 1), UInt32(position & 0xFF))
    }

    func prepareColumns(width: Int, factor: Int, smallWidth: Int) {
        guard columnsKey != (width, factor, smallWidth) else { return }
        columnsKey = (width, factor, smallWidth)
        columns = ([], [], [])
        for x in 0..<width {
            let (left, right, weight) = Self.sample(x, factor: factor, count: smallWidth)
            columns.left.append(Int32(left))
            columns.right.append(Int32(right))
            columns.weight.append(weight)
        }
    }

    /// `a` + (`b` − `a`) · `w` / 256 on all four channels, two at a time: (0xFF00FF · 256) fits 32 bits.
    @inline(__always) static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let v = 256 - w
        let redBlue = ((a & 0x00FF_00FF) &* v &+ (b & 0x00FF_00FF) &* w) >> 8 & 0x00FF_00FF
        let alphaGreen = ((a >> 8 & 0x00FF_00FF) &* v &+ (b >> 8 & 0x00FF_00FF) &* w) & 0xFF00_FF00
        return alphaGreen | redBlue
    }

    /// The window's path: the blurred small copy uploaded and stretched by the renderer (linear).
    private func stretch(renderer: OpaquePointer, rect: SDL_Rect, factor: Int, _ sw: Int, _ sh: Int, alpha: UInt8) {
        guard let texture = stretched.texture(renderer: renderer, width: sw, height: sh) else { return }
        small.withUnsafeBytes { bytes in
            var area = SDL_Rect(x: 0, y: 0, w: Int32(sw), h: Int32(sh))
            _ = SDL_UpdateTexture(texture, &area, bytes.baseAddress, Int32(sw * 4))
        }
        // The small copy's texels cover factor × factor pixels (the last row/column maybe fewer).
        var source = SDL_Rect(x: 0, y: 0, w: Int32(sw), h: Int32(sh))
        var target = SDL_FRect(x: Float(rect.x), y: Float(rect.y), w: Float(sw * factor), h: Float(sh * factor))
        SDL_SetTextureBlendMode(texture, alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(texture, alpha)
        var clip = rect
        let hadClip = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
        var previous = SDL_Rect()
        SDL_RenderGetClipRect(renderer, &previous)
        SDL_RenderSetClipRect(renderer, &clip)
        SDL_RenderCopyF(renderer, texture, &source, &target)
        if hadClip { SDL_RenderSetClipRect(renderer, &previous) } else { SDL_RenderSetClipRect(renderer, nil) }
    }
}
