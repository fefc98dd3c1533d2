import HeaderKit
import ScrollCore

/// One rectangular plot panel: a time (x) axis and a value (y) axis mapped onto `rect`, with the
/// grid, frame, ticks and tick labels drawn around it.
public struct PlotFrame: Equatable, Sendable {
    public enum LabelSide: Sendable { case left, right }

    public let rect: Rect
    public let x: AxisScale
    public let y: AxisScale

    public init(rect: Rect, x: AxisScale, y: AxisScale) {
        self.rect = rect; self.x = x; self.y = y
    }

    /// `y` spans `yMin...yMax` niced outwards, bottom to top of `rect`; `x` shares `timeAxis`'s domain.
    public init(rect: Rect, timeAxis: AxisScale, yMin: Double, yMax: Double, targetTickCount: Int = 5) {
        self.rect = rect
        self.x = timeAxis
        self.y = AxisScale(covering: yMin, yMax, pixels: rect.maxY, rect.minY, targetTickCount: targetTickCount)
    }

    public func point(_ xValue: Double, _ yValue: Double) -> Point {
        Point(x: x.pixel(for: xValue), y: y.pixel(for: yValue))
    }

    /// Gridlines at every tick (and a darker line at y = 0 when zero is inside the domain).
    func drawGrid(into scene: inout Scene) {
        for tick in x.ticks {
            let px = x.pixel(for: tick)
            scene.addLine(Point(x: px, y: rect.minY), Point(x: px, y: rect.maxY), PlotPalette.grid)
        }
        for tick in y.ticks {
            let py = y.pixel(for: tick)
            scene.addLine(Point(x: rect.minX, y: py), Point(x: rect.maxX, y: py), tick == 0 ? PlotPalette.zeroLine : PlotPalette.grid)
        }
    }

    /// The frame, tick marks and tick labels; x labels only when `labelsTime` (stacked panels
    /// share the bottom one's), `unit` written above the y labels.
    func drawAxes(into scene: inout Scene, side: LabelSide = .left, labelsTime: Bool = true,
                  unit: String? = nil, unitColor: Color = PlotPalette.mutedText, timeTitle: String? = nil) {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
        for index in corners.indices {
            scene.addLine(corners[index], corners[(index + 1) % 4], PlotPalette.axis)
        }
        let labelWidth = 64.0, tickLength = 4.0, size = 12.0
        let axisX = side == .left ? rect.minX : rect.maxX
        let outward = side == .left ? -1.0 : 1.0
        for tick in y.ticks {
            let py = y.pixel(for: tick)
            scene.addLine(Point(x: axisX, y: py), Point(x: axisX + outward * tickLength, y: py), PlotPalette.axis)
            let labelX = side == .left ? axisX - tickLength - 3 - labelWidth : axisX + tickLength + 3
            scene.addText(tickLabel(tick, step: y.step), x: labelX, top: py - TextMetrics.lineHeight(size) / 2,
                          width: labelWidth, size: size, color: PlotPalette.mutedText,
                          alignment: side == .left ? .trailing : .leading)
        }
        if let unit {
            let unitX = side == .left ? axisX - labelWidth - tickLength - 3 : axisX + tickLength + 3
            // Clear of the top tick label, which is centred on the frame's top edge.
            scene.addText(unit, x: unitX, top: rect.minY - 1.5 * TextMetrics.lineHeight(size) - 2,
                          width: labelWidth + tickLength + 3, size: size, weight: .bold, color: unitColor,
                          alignment: side == .left ? .trailing : .leading)
        }
        guard labelsTime else { return }
        for tick in x.ticks {
            let px = x.pixel(for: tick)
            scene.addLine(Point(x: px, y: rect.maxY), Point(x: px, y: rect.maxY + tickLength), PlotPalette.axis)
            scene.addText(tickLabel(tick, step: x.step), x: px - 40, top: rect.maxY + tickLength + 2,
                          width: 80, size: size, color: PlotPalette.mutedText, alignment: .center)
        }
        if let timeTitle {
            scene.addText(timeTitle, x: rect.minX, top: rect.maxY + tickLength + 4 + TextMetrics.lineHeight(size),
                          width: rect.width, size: size, weight: .bold, color: PlotPalette.mutedText, alignment: .center)
        }
    }
}
