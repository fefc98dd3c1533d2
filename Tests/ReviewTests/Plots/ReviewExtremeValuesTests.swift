import Foundation
import HeaderKit
import ScrollCore
import Testing
@testable import Review
@testable import StretchyKit

/// Traces with values near the ends of Double, and long traces: plots clamp, never trap, and draw
/// at most a few segments per pixel column.
@Suite struct ReviewExtremeValuesTests {
    @Test func axesNearTheEndsOfDoubleAreClampedWithFiniteTicks() {
        for (low, high) in [(-1e308, 1e308), (1.7e308, 1.7e308), (-Double.greatestFiniteMagnitude, 5), (0, .infinity)] {
            let axis = AxisScale(covering: low, high, pixels: 600, 0)
            #expect(axis.lower.isFinite && axis.upper.isFinite && axis.upper > axis.lower, "\(low)...\(high)")
            #expect((axis.upper - axis.lower).isFinite)
            #expect(axis.ticks.allSatisfy(\.isFinite) && axis.ticks.count < 20, "\(axis.ticks)")
            #expect(axis.pixel(for: high.isFinite ? high : 0).isFinite)
        }
        #expect(tickLabel(1e300, step: 5e299) == "1e+300")
    }

    @Test func segmentsAreCutToThePanel() throws {
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        let (a, b) = try #require(clipSegment(Point(x: 50, y: -1e10), Point(x: 50, y: 50), to: rect))
        #expect(a == Point(x: 50, y: 0) && b == Point(x: 50, y: 50))
        #expect(clipSegment(Point(x: 200, y: 0), Point(x: 300, y: 50), to: rect) == nil)
    }

    @Test func aLongTraceIsDecimatedToThePanelsPixelColumns() throws {
        // Ten times the bound below: drawn point to point it would be ~30,000 line items.
        let count = 30_000
        let times = (0..<count).map { Double($0) * 16.667 }
        let offsets = (0..<count).map { 200 * sin(Double($0) / 50) }
        let table = try SyntheticTrace.table(times: times, offset: offsets, headerHeight: offsets, velocity: offsets,
                                             phases: Array(repeating: "idle", count: count), source: "long.csv")
        #expect(table.rowCount == count)
        let plot = OverlayPlot(traces: [OverlayPlot.Trace(table)])
        let lines = plot.scene().items.filter { if case .line = $0 { true } else { false } }.count
        // Two points (lowest, highest) per column of a ~870-pixel panel, plus grid and frame.
        #expect(lines < 3 * Int(plot.layout.panel.rect.width) + 100, "\(lines) line items")
    }

    @Test func csvLinesAndFieldsKeepTheirMeaning() {
        let lines = csvLines("a,b\r\n\n  \n1, 2 ,\"x,\"\"y\"\"\"\r3,4")
        #expect(lines.map(\.number) == [1, 4, 5])
        #expect(csvFields(lines[0].text) == ["a", "b"])
        #expect(csvFields(lines[1].text) == ["1", " 2 ", "x,\"y\""])
        #expect(trimmedCSVField(" 2 ") == "2" && trimmedCSVField("3") == "3")
    }
}
