import CSDL2

typealias SurfacePointer = UnsafeMutablePointer<SDL_Surface>

/// A new ARGB8888 surface of `width`×`height` (transparent black), or an SDL error.
func makeARGBSurface(width: Int, height: Int, doing operation: String) throws -> SurfacePointer {
    guard let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(max(1, width)), Int32(max(1, height)), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { throw StageError.sdl(operation: operation, message: lastSDLError()) }
    return surface
}

/// `source` resized to `width`×`height` with bilinear filtering. Large reductions go by halves so
/// every source pixel contributes (a single bilinear step would skip most of them and alias).
/// `source` must be ARGB8888; the caller owns (and frees) both surfaces.
func resizedSurface(_ source: SurfacePointer, width: Int, height: Int) throws -> SurfacePointer {
    var current = source
    defer { if current != source { SDL_FreeSurface(current) } }
    while Int(current.pointee.w) >= width * 2 && Int(current.pointee.h) >= height * 2 {
        let half = try makeARGBSurface(width: Int(current.pointee.w) / 2, height: Int(current.pointee.h) / 2,
                                       doing: "allocating a downscaled image")
        try stretch(current, into: half)
        if current != source { SDL_FreeSurface(current) }
        current = half
    }
    let result = try makeARGBSurface(width: width, height: height, doing: "allocating a resized image")
    do { try stretch(current, into: result) } catch { SDL_FreeSurface(result); throw error }
    return result
}

private func stretch(_ source: SurfacePointer, into target: SurfacePointer) throws {
    if SDL_SoftStretchLinear(source, nil, target, nil) != 0 {
        throw StageError.sdl(operation: "resizing an image (SDL_SoftStretchLinear)", message: lastSDLError())
    }
}

/// `surface` (ARGB8888) blurred in place by `BoxBlur` with boxes of `radius` pixels.
func blurInPlace(_ surface: SurfacePointer, radius: Int) {
    let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
    guard width > 0, height > 0, SDL_LockSurface(surface) == 0 else { return }
    defer { SDL_UnlockSurface(surface) }
    guard let base = surface.pointee.pixels else { return }
    var pixels = [UInt32](repeating: 0, count: width * height), scratch: [UInt32] = []
    for y in 0..<height {
        let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width { pixels[y * width + x] = row[x] }
    }
    BoxBlur.apply(&pixels, width: width, height: height, radius: radius, scratch: &scratch)
    for y in 0..<height {
        let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width { row[x] = pixels[y * width + x] }
    }
}

/// Mean Rec. 709 luminance (0…1) of `surface` (ARGB8888) in each cell of a `side`² grid, rows first.
func lightnessGrid(of surface: SurfacePointer, side: Int) -> [Double] {
    let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
    var sums = [Double](repeating: 0, count: side * side), counts = [Double](repeating: 0, count: side * side)
    guard width > 0, height > 0, SDL_LockSurface(surface) == 0, let base = surface.pointee.pixels else { return sums }
    defer { SDL_UnlockSurface(surface) }
    for y in 0..<height {
        let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
            let p = row[x]
            let cell = min(side - 1, y * side / height) * side + min(side - 1, x * side / width)
            sums[cell] += (0.2126 * Double(p >> 16 & 0xFF) + 0.7152 * Double(p >> 8 & 0xFF) + 0.0722 * Double(p & 0xFF)) / 255
            counts[cell] += 1
        }
    }
    return zip(sums, counts).map { $1 > 0 ? $0 / $1 : 0 }
}
