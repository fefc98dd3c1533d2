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
        for (a, b) in zip(points, points.dropFirst()) {
            for (from, to) in dashed ? dashes(from: a, to: b) : [(a, b)] {
                items.append(.line(from: from, to: to, color: color, width: width, clip: frame.rect))
            }
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

/// 6-point dashes with 4-point gaps along one segment (the pattern restarts per segment).
private func dashes(from a: Point, to b: Point) -> [(Point, Point)] {
    let dx = b.x - a.x, dy = b.y - a.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 6 else { return [(a, b)] }
    var pieces: [(Point, Point)] = []
    var start = 0.0
    while start < length {
        let end = min(start + 6, length)
        pieces.append((Point(x: a.x + dx * start / length, y: a.y + dy * start / length),
                       Point(x: a.x + dx * end / length, y: a.y + dy * end / length)))
        start += 10
    }
    return pieces
}
