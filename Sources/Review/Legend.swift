import HeaderKit
import ScrollCore

/// One legend row: a swatch in the series' drawing style and its name.
public struct LegendEntry: Equatable, Sendable {
    public enum Swatch: Equatable, Sendable { case line, dashedLine, block }
    public var label: String
    public var color: Color
    public var swatch: Swatch
    public init(label: String, color: Color, swatch: Swatch = .line) {
        self.label = label; self.color = color; self.swatch = swatch
    }
}

/// A titled column of legend rows with its top-left at `origin`, `width` wide.
/// Returns the y just below the last row.
@discardableResult
func drawLegend(_ entries: [LegendEntry], title: String, origin: Point, width: Double,
                into scene: inout Scene) -> Double {
    let size = 13.0, row = 20.0, swatchWidth = 22.0
    scene.addText(title, x: origin.x, top: origin.y, width: width, size: size, weight: .bold)
    var top = origin.y + row + 2
    for entry in entries {
        let midY = top + TextMetrics.lineHeight(size) / 2
        switch entry.swatch {
        case .line:
            scene.addLine(Point(x: origin.x, y: midY), Point(x: origin.x + swatchWidth, y: midY), entry.color, width: 3)
        case .dashedLine:
            scene.addLine(Point(x: origin.x, y: midY), Point(x: origin.x + 8, y: midY), entry.color, width: 3)
            scene.addLine(Point(x: origin.x + 14, y: midY), Point(x: origin.x + swatchWidth, y: midY), entry.color, width: 3)
        case .block:
            // A 1-point grey outline so the palest band colours still show on white.
            let block = Rect(x: origin.x + 4, y: midY - 7, width: 14, height: 14)
            scene.addFill(Rect(x: block.minX - 1, y: block.minY - 1, width: 16, height: 16), PlotPalette.zeroLine)
            scene.addFill(block, entry.color)
        }
        scene.addText(TextMetrics.fitted(entry.label, width: width - swatchWidth - 8, size: size), x: origin.x + swatchWidth + 8, top: top,
                      width: width - swatchWidth - 8, size: size)
        top += row
    }
    return top
}
