import CSDL2

/// `source` (ARGB8888) turned upright as its EXIF orientation says, as UIImage shows a phone photo;
/// a new surface the caller owns. Each destination pixel reads the stored pixel it shows.
func orientedSurface(_ source: SurfacePointer, orientation: Int) throws -> SurfacePointer {
    let w = Int(source.pointee.w), h = Int(source.pointee.h)
    let swaps = ExifOrientation.swapsSides(orientation)
    let width = swaps ? h : w, height = swaps ? w : h
    let result = try makeARGBSurface(width: width, height: height, doing: "allocating a rotated photo")
    SDL_LockSurface(source)
    SDL_LockSurface(result)
    defer { SDL_UnlockSurface(result); SDL_UnlockSurface(source) }
    guard let from = source.pointee.pixels, let to = result.pointee.pixels else { return result }
    let fromPitch = Int(source.pointee.pitch) / 4, toPitch = Int(result.pointee.pitch) / 4
    let input = from.assumingMemoryBound(to: UInt32.self), output = to.assumingMemoryBound(to: UInt32.self)
    for y in 0..<height {
        for x in 0..<width {
            let (sx, sy): (Int, Int)
            switch orientation {
            case 2: (sx, sy) = (w - 1 - x, y)
            case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
            case 4: (sx, sy) = (x, h - 1 - y)
            case 5: (sx, sy) = (y, x)
            case 6: (sx, sy) = (y, h - 1 - x)
            case 7: (sx, sy) = (w - 1 - y, h - 1 - x)
            case 8: (sx, sy) = (w - 1 - y, x)
            default: (sx, sy) = (x, y)
            }
            output[y * toPitch + x] = input[sy * fromPitch + sx]
        }
    }
    return result
}
