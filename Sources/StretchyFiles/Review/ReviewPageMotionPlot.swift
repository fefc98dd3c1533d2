import Review
import StretchyKit

/// The review page's motion plot as inline SVG (it scales with the page, unlike `motion.png`):
/// every phone's offset (solid) and header height (dashed) against time in its colour, the first
/// phone's phases as bands, a cursor the scrubber and the pointer move (the page's script reads
/// the plot's time axis from its `data-` attributes).
struct ReviewPageMotionPlot {
    let phones: [ReviewPage.Phone]
    let durationMs: Double

    static let width = 800.0, height = 300.0
    static let left = 56.0, right = 788.0, top = 12.0, bottom = 270.0

    var svg: String {
        let time = AxisScale(covering: 0, max(durationMs, 1), pixels: Self.left, Self.right, niced: false, targetTickCount: 8)
        let values = phones.flatMap { $0.records.flatMap { [$0.offsetY, $0.headerFrame.height] } }
        let value = AxisScale(covering: values.min() ?? 0, values.max() ?? 1, pixels: Self.bottom, Self.top)
        var parts: [String] = []
        if let first = phones.first {
            for run in phaseRuns(timesMs: first.records.map(\.timeMs), phases: first.records.map(\.phase.rawValue)) {
                let x0 = time.pixel(for: run.startMs), x1 = time.pixel(for: run.endMs)
                parts.append("<rect x=\"\(n(x0))\" y=\"\(n(Self.top))\" width=\"\(n(max(0, x1 - x0)))\" height=\"\(n(Self.bottom - Self.top))\" "
                    + "fill=\"\(HTMLText.css(PlotPalette.phaseBand(run.phase)))\"><title>\(run.phase)</title></rect>")
            }
        }
        for tick in value.ticks {
            let y = value.pixel(for: tick)
            parts.append("<line class=\"grid\" x1=\"\(n(Self.left))\" x2=\"\(n(Self.right))\" y1=\"\(n(y))\" y2=\"\(n(y))\"/>"
                + "<text x=\"\(n(Self.left - 6))\" y=\"\(n(y + 4))\" text-anchor=\"end\">\(tickLabel(tick, step: value.step))</text>")
        }
        for tick in time.ticks {
            let x = time.pixel(for: tick)
            parts.append("<text x=\"\(n(x))\" y=\"\(n(Self.bottom + 16))\" text-anchor=\"middle\">\(tickLabel(tick / 1000, step: time.step / 1000))</text>")
        }
        parts.append("<text x=\"\(n(Self.right))\" y=\"\(n(Self.bottom + 28))\" text-anchor=\"end\">time (s)</text>")
        parts.append("<text x=\"4\" y=\"\(n(Self.top + 4))\" transform=\"rotate(90 4 \(n(Self.top + 4)))\">points</text>")
        for (index, phone) in phones.enumerated() {
            let colour = HTMLText.css(PlotPalette.trace(index))
            func line(_ series: (FrameRecord) -> Double) -> String {
                phone.records.map { "\(n(time.pixel(for: $0.timeMs))),\(n(value.pixel(for: series($0))))" }.joined(separator: " ")
            }
            parts.append("<polyline class=\"offset\" stroke=\"\(colour)\" points=\"\(line(\.offsetY))\"><title>\(HTMLText.escaped(phone.label)): offset</title></polyline>")
            parts.append("<polyline class=\"header\" stroke=\"\(colour)\" points=\"\(line(\.headerFrame.height))\"><title>\(HTMLText.escaped(phone.label)): header height</title></polyline>")
        }
        parts.append("<line id=\"cursor\" x1=\"\(n(Self.left))\" x2=\"\(n(Self.left))\" y1=\"\(n(Self.top))\" y2=\"\(n(Self.bottom))\"/>")
        return "<svg id=\"motion\" viewBox=\"0 0 \(n(Self.width)) \(n(Self.height))\" role=\"img\" aria-label=\"motion plot\" "
            + "data-left=\"\(n(Self.left))\" data-right=\"\(n(Self.right))\" data-duration=\"\(n(max(durationMs, 1)))\">"
            + parts.joined(separator: "\n") + "</svg>"
    }

    private func n(_ value: Double) -> String { FrameRecord.number(value) }
}
