import Testing
import HeaderKit
import ScrollCore
@testable import Review
@testable import StretchyKit
import TestSupport

extension ReviewPictureTests {
    @Suite struct MotionPlotTests {
        static let events = [TraceEvent(timeMs: 0, name: "willBeginDragging"),
                             TraceEvent(timeMs: 300, name: "willEndDragging"),
                             TraceEvent(timeMs: 1200, name: "didEndDecelerating"),
                             TraceEvent(timeMs: 1600, name: "screenshot", detail: "shot-01.png")]

        /// Pixel of (t, v) in `panel`, computed from the rect and domains alone.
        static func expectedPoint(_ t: Double, _ v: Double, _ panel: PlotFrame) -> Point {
            let r = panel.rect
            return Point(x: r.minX + (t - panel.x.lower) / (panel.x.upper - panel.x.lower) * r.width,
                         y: r.maxY - (v - panel.y.lower) / (panel.y.upper - panel.y.lower) * r.height)
        }

        static func close(_ a: Point, _ b: Point, _ tolerance: Double = 0.01) -> Bool {
            abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
        }

        @Test func curvesStayInsideTheirPanelAndFollowTheData() throws {
            let plot = MotionPlot(trace: try SyntheticTrace.decay(), events: Self.events)
            let scene = plot.scene(), layout = plot.layout
            let upper = layout.positionPanel, lower = layout.velocityPanel
            #expect(layout.timeAxis.lower == 0 && layout.timeAxis.upper == 2000)

            let series: [(Color, PlotFrame, (Double) -> Double)] = [
                (PlotPalette.offset, upper, SyntheticTrace.decayOffset),
                (PlotPalette.headerHeight, upper, SyntheticTrace.decayHeaderHeight),
                (PlotPalette.velocity, lower, SyntheticTrace.decayVelocity),
            ]
            for (color, panel, function) in series {
                let lines = scene.lines.filter { $0.color == color && $0.clip == panel.rect }
                #expect(lines.count == 200) // 201 rows → 200 segments, no decimation needed
                #expect(lines.allSatisfy { panel.rect.holds($0.from) && panel.rect.holds($0.to) })
                #expect(Self.close(lines.first!.from, Self.expectedPoint(0, function(0), panel)))
                #expect(Self.close(lines.last!.to, Self.expectedPoint(2000, function(2000), panel)))
                // Every vertex sits on the curve: recover t from x and compare y.
                for line in lines {
                    let t = (line.to.x - panel.rect.minX) / panel.rect.width * 2000
                    #expect(Self.close(line.to, Self.expectedPoint(t, function(t), panel), 0.001))
                }
            }
            #expect(scene.allCoordinatesFinite)
        }

        @Test func phaseBandsCoverEachPhasesTimeRange() throws {
            let plot = MotionPlot(trace: try SyntheticTrace.decay())
            let scene = plot.scene(), layout = plot.layout
            let x = { (t: Double) in Self.expectedPoint(t, 0, layout.positionPanel).x }
            for (phase, start, end) in [("dragging", 0.0, 300.0), ("bouncing", 300, 1200), ("idle", 1200, 2000)] {
                let bands = scene.fills.filter { $0.color == PlotPalette.phaseBand(phase) && $0.clip != nil }
                #expect(bands.count == 2, "one band per panel for \(phase)")
                for band in bands {
                    #expect(abs(band.rect.minX - x(start)) < 0.01 && abs(band.rect.maxX - x(end)) < 0.01)
                }
                let upperBand = bands.first { $0.rect.minY == layout.positionPanel.rect.minY }
                #expect(upperBand?.rect.height == layout.positionPanel.rect.height)
            }
            // Bands are drawn before (under) every curve.
            let lastBand = scene.items.lastIndex { if case .fill(_, let c, _, let clip) = $0 { c == PlotPalette.phaseBand("idle") && clip != nil } else { false } }!
            let firstCurve = scene.items.firstIndex { if case .line(_, _, let c, _, _) = $0 { c == PlotPalette.offset } else { false } }!
            #expect(lastBand < firstCurve)
        }

        @Test func legendsNameTheSeriesAndPhasesReadably() throws {
            let scene = MotionPlot(trace: try SyntheticTrace.decay(), events: Self.events).scene()
            let strings = scene.texts.map(\.string)
            for name in ["offset_y", "header_height", "velocity_y", "dragging", "bouncing", "idle"] {
                #expect(strings.contains { $0.hasPrefix(name) }, "legend lacks \(name)")
            }
            #expect(strings.contains("Motion — decay.csv"))
            #expect(scene.texts.allSatisfy { $0.style.size >= 12 })
            // Each series has a swatch in its colour outside the plot panels.
            let legendX = MotionPlot(trace: try SyntheticTrace.decay()).layout.legendOrigin.x
            for color in [PlotPalette.offset, PlotPalette.headerHeight, PlotPalette.velocity] {
                #expect(scene.lines.contains { $0.color == color && $0.from.x >= legendX })
            }
        }

        /// Six callbacks within 50 ms (a tap's burst) need more than the usual three rows: the strip
        /// grows and no two labels overlap; every label stays above the upper panel.
        @Test func crowdedCallbackLabelsNeverOverlap() throws {
            let names = ["willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating", "tap"]
            let events = names.enumerated().map { TraceEvent(timeMs: 300 + Double($0) * 10, name: $1) }
            let plot = MotionPlot(trace: try SyntheticTrace.decay(), events: events)
            let scene = plot.scene()
            let labels = scene.texts.filter { names.contains($0.string) }
            #expect(labels.count == names.count)
            for (i, a) in labels.enumerated() {
                #expect(a.frame.maxY <= plot.layout.positionPanel.rect.minY)
                for b in labels[(i + 1)...] {
                    #expect(a.frame.intersection(b.frame).isEmpty, "\(a.string) overlaps \(b.string)")
                }
            }
            #expect(plot.layout.positionPanel.rect.minY > MotionPlot(trace: try SyntheticTrace.decay(), events: Self.events).layout.positionPanel.rect.minY)
        }

        @Test func eventMarkersStandAtTheirTimes() throws {
            let plot = MotionPlot(trace: try SyntheticTrace.decay(), events: Self.events)
            let crowded = MotionPlot(trace: try SyntheticTrace.decay(), events: Self.events + [TraceEvent(timeMs: 310, name: "willBeginDecelerating")]).scene()
            // No marker line cuts through another event's label, even when events crowd together.
            let names = Set(Self.events.map(\.name) + ["willBeginDecelerating"])
            let labels = crowded.texts.filter { names.contains($0.string) }
            for marker in crowded.lines where marker.color == PlotPalette.eventMarker {
                for label in labels where marker.from.x < label.frame.minX - 1 || marker.from.x > label.frame.minX {
                    let crosses = marker.from.x > label.frame.minX && marker.from.x < label.frame.maxX
                        && marker.from.y < label.frame.maxY && marker.to.y > label.frame.minY
                    #expect(!crosses, "marker at \(marker.from.x) crosses \(label.string)")
                }
            }
            let scene = plot.scene(), layout = plot.layout
            let markers = scene.lines.filter { $0.color == PlotPalette.eventMarker }
            #expect(markers.count == Self.events.count)
            for (marker, event) in zip(markers.sorted { $0.from.x < $1.from.x }, Self.events) {
                let x = Self.expectedPoint(event.timeMs, 0, layout.positionPanel).x
                #expect(abs(marker.from.x - x) < 0.01 && marker.from.x == marker.to.x)
                #expect(marker.from.y < layout.positionPanel.rect.minY)
                #expect(marker.to.y == layout.velocityPanel.rect.maxY)
                let label = scene.texts.first { $0.string == event.name }
                #expect(label != nil && abs(label!.frame.minX - x - 3) < 0.01)
            }
        }

        @Test func longTracesAreDecimatedToAboutTwoSegmentsPerPixel() throws {
            let trace = try SyntheticTrace.decay(stepMs: 0.05, endMs: 2000) // 40 001 rows
            let plot = MotionPlot(trace: trace)
            let scene = plot.scene()
            let panel = plot.layout.positionPanel
            let lines = scene.lines.filter { $0.color == PlotPalette.offset && $0.clip == panel.rect }
            #expect(lines.count <= Int(2 * panel.rect.width) + 4)
            #expect(lines.count > Int(panel.rect.width) / 2)
            #expect(Self.close(lines.first!.from, Self.expectedPoint(0, -200, panel)))
            #expect(Self.close(lines.last!.to, Self.expectedPoint(2000, SyntheticTrace.decayOffset(t: 2000), panel)))
            // Consecutive segments join up: decimation leaves no holes.
            #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.to == $1.from })
        }

        @Test func nanCellsBreakTheCurve() throws {
            let times = Array(stride(from: 0.0, through: 100, by: 10))
            var offset = times.map { -$0 }
            offset[4] = .nan; offset[5] = .nan
            let table = try SyntheticTrace.table(times: times, offset: offset, headerHeight: times.map { _ in 200 },
                                                 velocity: times.map { _ in .nan }, phases: times.map { _ in "decelerating" },
                                                 source: "gap.csv")
            let plot = MotionPlot(trace: table)
            let scene = plot.scene()
            let panel = plot.layout.positionPanel
            let lines = scene.lines.filter { $0.color == PlotPalette.offset && $0.clip == panel.rect }
            #expect(lines.count == 3 + 4) // rows 0–3 and 6–10
            let gapStart = Self.expectedPoint(30, 0, panel).x, gapEnd = Self.expectedPoint(60, 0, panel).x
            #expect(!lines.contains { $0.from.x < gapEnd - 0.01 && $0.to.x > gapStart + 0.01 })
            #expect(scene.lines.filter { $0.color == PlotPalette.velocity && $0.clip != nil }.isEmpty)
            #expect(scene.allCoordinatesFinite)
        }

        @Test func degenerateTracesStillMakeAFinitePicture() throws {
            let one = try SyntheticTrace.table(times: [500], offset: [-120], headerHeight: [300], velocity: [0],
                                               phases: ["idle"], source: "one.csv")
            let plot = MotionPlot(trace: one)
            let scene = plot.scene(), panel = plot.layout.positionPanel
            #expect(scene.allCoordinatesFinite)
            #expect(plot.layout.timeAxis.upper > plot.layout.timeAxis.lower)
            let dot = scene.lines.first { $0.color == PlotPalette.offset && $0.clip == panel.rect }
            #expect(dot != nil && panel.rect.holds(dot!.from) && panel.rect.holds(dot!.to))

            let flat = try SyntheticTrace.table(times: [0, 10, 20], offset: [5, 5, 5], headerHeight: [5, 5, 5],
                                                velocity: [0, 0, 0], phases: ["idle", "idle", "idle"], source: "flat.csv")
            let flatPlot = MotionPlot(trace: flat)
            #expect(flatPlot.layout.positionPanel.y.upper > flatPlot.layout.positionPanel.y.lower)
            #expect(flatPlot.layout.velocityPanel.y.upper > flatPlot.layout.velocityPanel.y.lower)
            #expect(flatPlot.scene().allCoordinatesFinite)
        }
    }
}
