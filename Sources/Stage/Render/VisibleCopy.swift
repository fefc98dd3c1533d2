import CSDL2

/// The part of a scaled image copy that lands inside `bounds`, with its source cut to match.
///
/// SDL's software renderer scales a copy whose destination reaches outside the frame through a
/// temporary surface the size of the whole destination (to keep its proportions): a header photo
/// zoomed 3× costs a 1365×700 scale and an allocation per frame. Cutting the copy to what is
/// visible first keeps the work proportional to the pixels shown.
struct VisibleCopy: Equatable {
    var source: SDL_Rect
    var destination: SDL_FRect

    static func == (a: VisibleCopy, b: VisibleCopy) -> Bool {
        a.source.x == b.source.x && a.source.y == b.source.y && a.source.w == b.source.w && a.source.h == b.source.h
            && a.destination.x == b.destination.x && a.destination.y == b.destination.y
            && a.destination.w == b.destination.w && a.destination.h == b.destination.h
    }

    /// - Parameters:
    ///   - source: the copy's source in bitmap pixels (fractional).
    ///   - destination: where the whole source would land, in frame pixels.
    ///   - bounds: the frame (∩ the clip), in frame pixels: (minX, minY, maxX, maxY).
    ///   - bitmap: the bitmap's size in pixels.
    /// - Returns: nil when nothing is visible.
    static func fit(source: (x: Double, y: Double, w: Double, h: Double), destination: SDL_FRect,
                    bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double),
                    bitmap: (w: Int, h: Int)) -> VisibleCopy? {
        let dx = Double(destination.x), dy = Double(destination.y)
        let dw = Double(destination.w), dh = Double(destination.h)
        guard dw > 0, dh > 0, source.w > 0, source.h > 0 else { return nil }
        let x0 = max(dx, bounds.minX), y0 = max(dy, bounds.minY)
        let x1 = min(dx + dw, bounds.maxX), y1 = min(dy + dh, bounds.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        // Source pixels per frame pixel along each axis.
        let sx = source.w / dw, sy = source.h / dh
        // The visible part's source, rounded outward to whole pixels (and kept in the bitmap);
        // the tolerance keeps float noise (199.99999999999997) from adding a pixel.
        let tolerance = 1e-6
        let s0x = max(0, (source.x + (x0 - dx) * sx + tolerance).rounded(.down))
        let s0y = max(0, (source.y + (y0 - dy) * sy + tolerance).rounded(.down))
        let s1x = min(Double(bitmap.w), (source.x + (x1 - dx) * sx - tolerance).rounded(.up))
        let s1y = min(Double(bitmap.h), (source.y + (y1 - dy) * sy - tolerance).rounded(.up))
        guard s1x > s0x, s1y > s0y else { return nil }
        // Where those whole pixels land, pulled back inside the bounds (a squeeze of under one
        // source pixel at a cut edge, invisible, instead of SDL's full-size detour).
        let fx0 = max(bounds.minX, dx + (s0x - source.x) / sx), fy0 = max(bounds.minY, dy + (s0y - source.y) / sy)
        let fx1 = min(bounds.maxX, dx + (s1x - source.x) / sx), fy1 = min(bounds.maxY, dy + (s1y - source.y) / sy)
        return VisibleCopy(
            source: SDL_Rect(x: Int32(s0x), y: Int32(s0y), w: Int32(s1x - s0x), h: Int32(s1y - s0y)),
            destination: SDL_FRect(x: Float(fx0), y: Float(fy0), w: Float(fx1 - fx0), h: Float(fy1 - fy0)))
    }
}
