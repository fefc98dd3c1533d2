import HeaderKit
import ScrollCore

/// `calibrate`'s `overlay.png`: the device's and the model's offsets (before and after the fit)
/// against time in the upper panel, the differences (model − device) in the lower, over bands
/// shaded by the device's phase; a phase the fit did not follow (`CalibrationVerdict`) is marked
/// by an orange strip along both panels' tops over its frames, and named in the legend.
public struct CalibrationPlot: Sendable {
    public var times: [Double]
    public var device: [Double]
    public var before: Calibration.Comparison
    public var after: Calibration.Comparison
    public var phases: [CalibrationPhase]
    public var title: String
    /// Phases whose RMS after the fit is too large.
    public var unfit: [CalibrationPhase] = []
    public var size = Size(width: 1200, height: 700)

    public init(trace: DeviceTrace, phases: [CalibrationPhase], before: Calibration.Comparison,
                after: Calibration.Comparison, title: String) {
        self.times = trace.frames.map(\.t)
        self.device = trace.frames.map(\.offset)
        self.before = before; self.after = after; self.phases = phases; self.title = title
    }

    static let margin = 16.0, legendWidth = 190.0, titleHeight = 56.0
    /// Orange: the model's own line is already red (`PlotPalette.trace(1)`).
    public static let unfitColor = PlotPalette.trace(4)
    static let unfitStrip = 6.0

    /// The scroll phase whose band colour a calibration phase borrows.
    static func band(_ phase: CalibrationPhase) -> Color {
        let name: ScrollPhase = switch phase {
        case .idle: .idle
        case .dragging: .dragging
        case .rubberBand: .tracking
        case .deceleration: .decelerating
        case .bounce: .bouncing
        }
        return PlotPalette.phaseBand(name.rawValue)
    }

    public func scene() -> Scene {
        let margin = Self.margin
        let top = margin + Self.titleHeight, bottom = size.height - margin - 2 * TextMetrics.lineHeight(12) - 8
        let left = margin + 80, right = size.width - margin - Self.legendWidth - 24, gap = 44.0
        let upperHeight = ((bottom - top - gap) * 0.62).rounded()
        let timeAxis = AxisScale(covering: finiteMin(times), finiteMax(times), pixels: left, right,
                                 niced: false, targetTickCount: 8)
        let offsets = device + before.modelOffsets + after.modelOffsets
        let differences = before.differences + after.differences
        let upper = PlotFrame(rect: Rect(x: left, y: top, width: right - left, height: upperHeight), timeAxis: timeAxis,
                              yMin: finiteMin(offsets), yMax: finiteMax(offsets))
        let lowerTop = top + upperHeight + gap
        let lower = PlotFrame(rect: Rect(x: left, y: lowerTop, width: right - left, height: bottom - lowerTop),
                              timeAxis: timeAxis, yMin: min(-1, finiteMin(differences)), yMax: max(1, finiteMax(differences)),
                              targetTickCount: 4)

        var scene = Scene(size: size, background: .white)
        scene.addText(title, x: margin, top: margin, width: size.width - 2 * margin, size: 20, weight: .bold)
        let runs = phaseRuns(timesMs: times, phases: phases.map(\.rawValue))
        for panel in [upper, lower] {
            for run in runs {
                let x0 = panel.x.pixel(for: run.startMs), x1 = panel.x.pixel(for: run.endMs)
                scene.addFill(Rect(x: x0, y: panel.rect.minY, width: max(1, x1 - x0), height: panel.rect.height),
                              Self.band(CalibrationPhase(rawValue: run.phase) ?? .idle), clip: panel.rect)
            }
            panel.drawGrid(into: &scene)
            for run in runs where unfit.contains(CalibrationPhase(rawValue: run.phase) ?? .idle) {
                let x0 = panel.x.pixel(for: run.startMs), x1 = panel.x.pixel(for: run.endMs)
                scene.addFill(Rect(x: x0, y: panel.rect.minY, width: max(2, x1 - x0), height: Self.unfitStrip), Self.unfitColor, clip: panel.rect)
            }
        }
        let deviceColor = PlotPalette.trace(0), beforeColor = PlotPalette.trace(1), afterColor = PlotPalette.trace(2)
        scene.append(contentsOf: polylineItems(xs: times, ys: device, in: upper, color: deviceColor, width: 3))
        scene.append(contentsOf: polylineItems(xs: times, ys: before.modelOffsets, in: upper, color: beforeColor, dashed: true))
        scene.append(contentsOf: polylineItems(xs: times, ys: after.modelOffsets, in: upper, color: afterColor))
        scene.append(contentsOf: polylineItems(xs: times, ys: before.differences, in: lower, color: beforeColor, dashed: true))
        scene.append(contentsOf: polylineItems(xs: times, ys: after.differences, in: lower, color: afterColor))
        upper.drawAxes(into: &scene, labelsTime: false, unit: "offset")
        lower.drawAxes(into: &scene, unit: "difference", timeTitle: "time (ms)")

        let legendOrigin = Point(x: size.width - margin - Self.legendWidth, y: top)
        let series = [LegendEntry(label: "device", color: deviceColor),
                      LegendEntry(label: "model", color: beforeColor, swatch: .dashedLine),
                      LegendEntry(label: "fitted model", color: afterColor)]
        let below = drawLegend(series, title: "Offsets (pt)", origin: legendOrigin,
                               width: Self.legendWidth, into: &scene)
        let present = CalibrationPhase.allCases.filter(phases.contains)
        let belowPhases = drawLegend(present.map { LegendEntry(label: $0.rawValue, color: Self.band($0), swatch: .block) }, title: "Phases",
                                     origin: Point(x: legendOrigin.x, y: below + 16), width: Self.legendWidth, into: &scene)
        if !unfit.isEmpty {
            let rms = { (phase: CalibrationPhase) in self.after.rmsByPhase.first { $0.phase == phase }.map { String(format: " %.1f pt", $0.rms) } ?? "" }
            drawLegend(unfit.map { LegendEntry(label: $0.rawValue + rms($0), color: Self.unfitColor, swatch: .block) }, title: "Did not fit (RMS)",
                       origin: Point(x: legendOrigin.x, y: belowPhases + 16), width: Self.legendWidth, into: &scene)
        }
        return scene
    }
}
