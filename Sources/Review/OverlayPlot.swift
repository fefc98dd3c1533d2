import HeaderKit
import ScrollCore

/// Several replays' offset_y (and, dashed, header_height) on common axes, one colour per trace:
/// the picture behind `stretchy plot TRACE.csv [TRACE2.csv …]`.
public struct OverlayPlot: Sendable {
    public struct Trace: Sendable {
        public var label: String
        public var table: TraceTable
        /// `label` defaults to the table's source (its file name).
        public init(_ table: TraceTable, label: String? = nil) {
            self.table = table; self.label = label ?? table.source
        }
    }

    public var traces: [Trace]
    public var includesHeaderHeight: Bool
    public var title: String
    public var size: Size

    public init(traces: [Trace], includesHeaderHeight: Bool = false, title: String? = nil,
                size: Size = Size(width: 1200, height: 700)) {
        self.traces = traces
        self.includesHeaderHeight = includesHeaderHeight
        self.title = title ?? (includesHeaderHeight ? "offset_y and header_height" : "offset_y") + " — \(traces.count) trace\(traces.count == 1 ? "" : "s")"
        self.size = size
    }

    static let margin = 16.0, legendWidth = 190.0, titleHeight = 56.0

    public struct Layout: Equatable, Sendable {
        public var panel: PlotFrame
        public var legendOrigin: Point
    }

    public var layout: Layout {
        let margin = OverlayPlot.margin
        let top = margin + OverlayPlot.titleHeight
        let bottom = size.height - margin - 2 * TextMetrics.lineHeight(12) - 8
        let left = margin + 80, right = size.width - margin - OverlayPlot.legendWidth - 24
        let times = traces.flatMap(\.table.timeMs)
        let values = traces.flatMap { $0.table.offsetY + (includesHeaderHeight ? $0.table.headerHeight : []) }
        let timeAxis = AxisScale(covering: finiteMin(times), finiteMax(times), pixels: left, right,
                                 niced: false, targetTickCount: 8)
        let panel = PlotFrame(rect: Rect(x: left, y: top, width: right - left, height: bottom - top),
                              timeAxis: timeAxis, yMin: finiteMin(values), yMax: finiteMax(values))
        return Layout(panel: panel, legendOrigin: Point(x: size.width - margin - OverlayPlot.legendWidth, y: top))
    }

    public var legend: [LegendEntry] {
        traces.enumerated().map { LegendEntry(label: $1.label, color: PlotPalette.trace($0)) }
    }

    public func scene() -> Scene {
        let panel = layout.panel
        var scene = Scene(size: size, background: .white)
        scene.addText(title, x: OverlayPlot.margin, top: OverlayPlot.margin,
                      width: size.width - 2 * OverlayPlot.margin, size: 20, weight: .bold)
        panel.drawGrid(into: &scene)
        for (index, trace) in traces.enumerated() {
            let color = PlotPalette.trace(index)
            if includesHeaderHeight {
                scene.append(contentsOf: polylineItems(xs: trace.table.timeMs, ys: trace.table.headerHeight, in: panel,
                                             color: color, dashed: true))
            }
            scene.append(contentsOf: polylineItems(xs: trace.table.timeMs, ys: trace.table.offsetY, in: panel, color: color))
        }
        panel.drawAxes(into: &scene, unit: "points", timeTitle: "time (ms)")

        let below = drawLegend(legend, title: "Traces", origin: layout.legendOrigin,
                               width: OverlayPlot.legendWidth, into: &scene)
        if includesHeaderHeight {
            let key = [LegendEntry(label: "offset_y", color: PlotPalette.axis),
                       LegendEntry(label: "header_height", color: PlotPalette.axis, swatch: .dashedLine)]
            drawLegend(key, title: "Lines", origin: Point(x: layout.legendOrigin.x, y: below + 16),
                       width: OverlayPlot.legendWidth, into: &scene)
        }
        return scene
    }
}
