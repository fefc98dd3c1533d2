import HeaderKit
import ScrollCore

/// Where each event's label goes in the strip above the plot: the first row where it overlaps no
/// label and its line (drawn down from the label) crosses no label below. The strip grows to the
/// rows needed, up to `maximumRows`; an event with no free row even then keeps its line and loses
/// its label, because labels printed over each other could not be read at all.
struct EventLabelRows: Equatable, Sendable {
    static let size = 12.0, maximumRows = 8
    /// An event on the time axis, at its x, with its label's row (nil: line only).
    struct Placed: Equatable, Sendable {
        var event: TraceEvent
        var x: Double
        var row: Int?
    }
    var placed: [Placed] = []
    /// Rows used, at least `minimumRows` (the plot's usual strip).
    var rowCount: Int

    init(_ events: [TraceEvent], timeAxis: AxisScale, minimumRows: Int) {
        var rowEnds = Array(repeating: -Double.infinity, count: Self.maximumRows)
        var used = 0
        for event in events.sorted(by: { $0.timeMs < $1.timeMs }) where timeAxis.contains(event.timeMs) {
            let x = timeAxis.pixel(for: event.timeMs)
            let row = rowEnds.indices.first { candidate in
                rowEnds[candidate] + 6 <= x && rowEnds[(candidate + 1)...].allSatisfy { $0 + 2 <= x }
            }
            if let row {
                rowEnds[row] = x + 3 + TextMetrics.width(event.name, size: Self.size)
                used = max(used, row + 1)
            }
            placed.append(Placed(event: event, x: x, row: row))
        }
        rowCount = max(minimumRows, used)
    }

    /// Vertical event lines down to `bottom`, each flagged with its name in its row from `labelTop`.
    func draw(labelTop: Double, bottom: Double, into scene: inout Scene) {
        let rowHeight = TextMetrics.lineHeight(Self.size)
        for place in placed {
            let x = place.x
            guard let row = place.row else {
                scene.addLine(Point(x: x, y: labelTop + Double(rowCount) * rowHeight), Point(x: x, y: bottom), PlotPalette.eventMarker)
                continue
            }
            let top = labelTop + Double(row) * rowHeight
            let width = TextMetrics.width(place.event.name, size: Self.size)
            scene.addLine(Point(x: x, y: top + 2), Point(x: x, y: bottom), PlotPalette.eventMarker)
            scene.addText(place.event.name, x: x + 3, top: top, width: width + 4, size: Self.size, color: PlotPalette.eventMarker)
        }
    }
}
