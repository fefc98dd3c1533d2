import HeaderKit
import ScrollCore

/// Vertical event lines down to `bottom`, each flagged with the event name in a strip of
/// `rowCount` text rows starting at `labelTop` (the line starts at its label). A label takes the
/// first row where it overlaps no label and its line crosses no label below; when none is free,
/// the least crowded row.
func drawEventMarkers(_ events: [TraceEvent], timeAxis: AxisScale, labelTop: Double, rowCount: Int,
                      bottom: Double, into scene: inout Scene) {
    let size = 12.0, rowHeight = TextMetrics.lineHeight(size)
    var rowEnds = Array(repeating: -Double.infinity, count: max(1, rowCount))
    for event in events.sorted(by: { $0.timeMs < $1.timeMs }) where timeAxis.contains(event.timeMs) {
        let x = timeAxis.pixel(for: event.timeMs)
        let width = TextMetrics.width(event.name, size: size)
        // The first row free at x whose line would not cut through a label in a row below it.
        let row = rowEnds.indices.first { candidate in
            rowEnds[candidate] + 6 <= x && rowEnds[(candidate + 1)...].allSatisfy { $0 + 2 <= x }
        } ?? rowEnds.indices.min { rowEnds[$0] < rowEnds[$1] }!
        rowEnds[row] = x + 3 + width
        let top = labelTop + Double(row) * rowHeight
        scene.addLine(Point(x: x, y: top + 2), Point(x: x, y: bottom), PlotPalette.eventMarker)
        scene.addText(event.name, x: x + 3, top: top, width: width + 4, size: size, color: PlotPalette.eventMarker)
    }
}
