import HeaderKit
import ScrollCore

/// The review picture of one replay: offset_y and header_height (points, upper panel) and
/// velocity_y (points per second, lower panel) against time, over shaded phase bands, with event
/// markers and legends.
public struct MotionPlot: Sendable {
    public static let seriesNames = (offset: "offset_y", headerHeight: "header_height", velocity: "velocity_y")

    public var trace: TraceTable
    public var events: [TraceEvent]
    public var title: String
    public var size: Size

    public init(trace: TraceTable, events: [TraceEvent] = [], title: String? = nil,
                size: Size = Size(width: 1200, height: 700)) {
        self.trace = trace
        self.events = events
        self.title = title ?? "Motion — \(trace.source)"
        self.size = size
    }

    /// Where everything goes; the panels share `timeAxis`.
    public struct Layout: Equatable, Sendable {
        public var positionPanel: PlotFrame
        public var velocityPanel: PlotFrame
        public var timeAxis: AxisScale { positionPanel.x }
        /// Top-left of the legend column.
        public var legendOrigin: Point
        /// Top of the strip of event labels above the upper panel.
        public var eventStripTop: Double
        /// The event labels' rows in that strip (as many as they need, so none overlaps).
        var eventLabels: EventLabelRows
    }

    static let margin = 16.0, legendWidth = 190.0, titleHeight = 34.0, eventRows = 3

    public var layout: Layout {
        let margin = MotionPlot.margin
        let left = margin + 80, right = size.width - margin - MotionPlot.legendWidth - 24
        let times = trace.timeMs + events.map(\.timeMs)
        let timeAxis = AxisScale(covering: finiteMin(times), finiteMax(times), pixels: left, right,
                                 niced: false, targetTickCount: 8)
        let eventStripTop = margin + MotionPlot.titleHeight
        let labelRows = EventLabelRows(events, timeAxis: timeAxis, minimumRows: MotionPlot.eventRows)
        let upperTop = eventStripTop + Double(labelRows.rowCount) * TextMetrics.lineHeight(EventLabelRows.size) + 12
        let lowerBottom = size.height - margin - 2 * TextMetrics.lineHeight(12) - 8
        let panelGap = 44.0
        let upperHeight = ((lowerBottom - upperTop - panelGap) * 0.58).rounded()
        let upperRect = Rect(x: left, y: upperTop, width: right - left, height: upperHeight)
        let lowerRect = Rect(x: left, y: upperRect.maxY + panelGap, width: right - left,
                             height: lowerBottom - upperRect.maxY - panelGap)

        let positions = trace.offsetY + trace.headerHeight
        let velocities = trace.velocityY
        return Layout(
            positionPanel: PlotFrame(rect: upperRect, timeAxis: timeAxis,
                                     yMin: finiteMin(positions), yMax: finiteMax(positions)),
            velocityPanel: PlotFrame(rect: lowerRect, timeAxis: timeAxis,
                                     yMin: finiteMin(velocities), yMax: finiteMax(velocities), targetTickCount: 4),
            legendOrigin: Point(x: size.width - margin - MotionPlot.legendWidth, y: upperTop),
            eventStripTop: eventStripTop, eventLabels: labelRows)
    }

    public var seriesLegend: [LegendEntry] {
        [LegendEntry(label: MotionPlot.seriesNames.offset, color: PlotPalette.offset),
         LegendEntry(label: MotionPlot.seriesNames.headerHeight, color: PlotPalette.headerHeight),
         LegendEntry(label: MotionPlot.seriesNames.velocity + " (lower)", color: PlotPalette.velocity)]
    }

    public func scene() -> Scene {
        let layout = layout
        let upper = layout.positionPanel, lower = layout.velocityPanel
        var scene = Scene(size: size, background: .white)
        scene.addText(title, x: MotionPlot.margin, top: MotionPlot.margin, width: size.width - 2 * MotionPlot.margin,
                      size: 20, weight: .bold)

        let runs = phaseRuns(timesMs: trace.timeMs, phases: trace.phases)
        for panel in [upper, lower] {
            for run in runs {
                let x0 = panel.x.pixel(for: run.startMs), x1 = panel.x.pixel(for: run.endMs)
                scene.addFill(Rect(x: x0, y: panel.rect.minY, width: max(1, x1 - x0), height: panel.rect.height),
                              PlotPalette.phaseBand(run.phase), clip: panel.rect)
            }
            panel.drawGrid(into: &scene)
        }
        layout.eventLabels.draw(labelTop: layout.eventStripTop, bottom: lower.rect.maxY, into: &scene)

        let times = trace.timeMs
        scene.append(contentsOf: polylineItems(xs: times, ys: trace.headerHeight, in: upper, color: PlotPalette.headerHeight))
        scene.append(contentsOf: polylineItems(xs: times, ys: trace.offsetY, in: upper, color: PlotPalette.offset))
        scene.append(contentsOf: polylineItems(xs: times, ys: trace.velocityY, in: lower, color: PlotPalette.velocity))

        upper.drawAxes(into: &scene, labelsTime: false, unit: "points")
        lower.drawAxes(into: &scene, unit: "pt/s", unitColor: PlotPalette.velocity, timeTitle: "time (ms)")

        let below = drawLegend(seriesLegend, title: "Series", origin: layout.legendOrigin,
                               width: MotionPlot.legendWidth, into: &scene)
        let phaseEntries = orderedPhaseNames(runs).map { LegendEntry(label: $0, color: PlotPalette.phaseBand($0), swatch: .block) }
        if !phaseEntries.isEmpty {
            drawLegend(phaseEntries, title: "Phases", origin: Point(x: layout.legendOrigin.x, y: below + 16),
                       width: MotionPlot.legendWidth, into: &scene)
        }
        return scene
    }
}

/// The least finite value (NaN when there is none, which `AxisScale` widens to 0…1).
func finiteMin(_ values: [Double]) -> Double { values.filter(\.isFinite).min() ?? .nan }
func finiteMax(_ values: [Double]) -> Double { values.filter(\.isFinite).max() ?? .nan }
