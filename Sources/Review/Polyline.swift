import HeaderKit
import ScrollCore

/// Line items tracing `ys` against `xs` in `frame`, clipped to it. Non-finite values break the
/// line. Long series are decimated per pixel column to the column's lowest and highest points
/// (plus each run's true first and last points), so a column costs at most about two segments
/// yet keeps its full vertical extent. A lone point is drawn as a 3-point dash.
func polylineItems(xs: [Double], ys: [Double], in frame: PlotFrame, color: Color, width: Double = 2,
                   dashed: Bool = false) -> [SceneItem] {
    var items: [SceneItem] = []
    for run in finiteRuns(xs: xs, ys: ys) {
        let points = decimated(run.map { frame.point(xs[$0], ys[$0]) })
        if points.count == 1 {
            let p = points[0]
            items.append(.line(from: Point(x: p.x - 1.5, y: p.y), to: Point(x: p.x + 1.5, y: p.y),
                               color: color, width: width + 1, clip: frame.rect))
            continue
        }
        let segments = zip(points, points.dropFirst()).map { ($0, $1) }
        // Cut to (a margin around) the panel first: a value far off the axis (±1e308 on a clamped
        // axis) would otherwise reach the renderer as a line billions of pixels long.
        let bounds = Rect(x: frame.rect.minX - 8, y: frame.rect.minY - 8, width: frame.rect.width + 16, height: frame.rect.height + 16)
        for (from, to) in dashed ? dashes(along: segments) : segments {
            guard let (a, b) = clipSegment(from, to, to: bounds) else { continue }
            items.append(.line(from: a, to: b, color: color, width: width, clip: frame.rect))
        }
    }
    return items
}

/// Index ranges of consecutive rows where both values are finite.
private func finiteRuns(xs: [Double], ys: [Double]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var start: Int?
    for index in 0..<min(xs.count, ys.count) {
        let finite = xs[index].isFinite && ys[index].isFinite
        if finite, start == nil { start = index }
        if !finite, let begun = start { runs.append(begun..<index); start = nil }
    }
    if let begun = start { runs.append(begun..<min(xs.count, ys.count)) }
    return runs
}

/// Keeps, per whole-pixel column, the points with the least and greatest y in their original
/// order, plus the first and last point of the whole run.
private func decimated(_ points: [Point]) -> [Point] {
    guard points.count > 2 else { return points }
    var kept: [Int] = [0]
    var columnStart = 0
    func flushColumn(_ range: Range<Int>) {
        let lowest = range.min { points[$0].y < points[$1].y }!
        let highest = range.max { points[$0].y < points[$1].y }!
        for index in Set([lowest, highest]).sorted() where index > kept.last! { kept.append(index) }
    }
    for index in 1..<points.count where points[index].x.rounded(.down) != points[columnStart].x.rounded(.down) {
        flushColumn(columnStart..<index)
        columnStart = index
    }
    flushColumn(columnStart..<points.count)
    if kept.last! != points.count - 1 { kept.append(points.count - 1) }
    return kept.map { points[$0] }
}

/// 6-point dashes with 4-point gaps along a polyline; the pattern runs on across its vertices,
/// so a curve made of many short segments still reads as dashed.
private func dashes(along segments: [(Point, Point)]) -> [(Point, Point)] {
    let dash = 6.0, period = 10.0
    var pieces: [(Point, Point)] = []
    var travelled = 0.0 // arc length at the start of the current segment
    for (a, b) in segments {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { continue }
        func at(_ s: Double) -> Point { Point(x: a.x + dx * s / length, y: a.y + dy * s / length) }
        // Walk the dashes that overlap [travelled, travelled + length).
        var dashStart = (travelled / period).rounded(.down) * period
        while dashStart < travelled + length {
            let from = max(dashStart, travelled) - travelled, to = min(dashStart + dash, travelled + length) - travelled
            if to > from { pieces.append((at(from), at(to))) }
            dashStart += period
        }
        travelled += length
    }
    return pieces
}

/// The part of the segment `a`–`b` inside `rect` (Liang–Barsky), or nil when none is.
func clipSegment(_ a: Point, _ b: Point, to rect: Rect) -> (Point, Point)? {
    let dx = b.x - a.x, dy = b.y - a.y
    var t0 = 0.0, t1 = 1.0
    for (p, q) in [(-dx, a.x - rect.minX), (dx, rect.maxX - a.x), (-dy, a.y - rect.minY), (dy, rect.maxY - a.y)] {
        if p == 0 {
            if q < 0 { return nil }
            continue
        }
        let t = q / p
        if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
        if t0 > t1 { return nil }
    }
    guard t0.isFinite, t1.isFinite else { return nil }
    return (Point(x: a.x + t0 * dx, y: a.y + t0 * dy), Point(x: a.x + t1 * dx, y: a.y + t1 * dy))
}
