import HeaderKit
import ScrollCore

/// Vertical event lines down to `bottom`, each flagged with the event name in a strip of
/// `rowCount` text rows starting at `labelTop` (the line starts at its label); a label drops to the next row when it would
/// overlap the one before it (and back to the least crowded row when all are taken).
func drawEventMarkers(_ events: [TraceEvent], timeAxis: AxisScale, labelTop: Double, rowCount: Int,
                      bottom: Double, into scene: inout Scene) {
    let size = 12.0, rowHeight = TextMetrics.lineHeight(size)
    var rowEnds = Array(repeating: -Double.infinity, count: max(1, rowCount))
    for event in events.sorted(by: { $0.timeMs < $1.timeMs }) where timeAxis.contains(event.timeMs) {
        let x = timeAxis.pixel(for: event.timeMs)
        let width = TextMetrics.width(event.name, size: size)
        let row = rowEnds.firstIndex { $0 + 6 <= x } ?? rowEnds.indices.min { rowEnds[$0] < rowEnds[$1] }!
        rowEnds[row] = x + 3 + width
        let top = labelTop + Double(row) * rowHeight
        scene.addLine(Point(x: x, y: top + 2), Point(x: x, y: bottom), PlotPalette.eventMarker)
        scene.addText(event.name, x: x + 3, top: top, width: width + 4, size: size, color: PlotPalette.eventMarker)
    }
}
