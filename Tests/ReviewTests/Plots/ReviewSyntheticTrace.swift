import Foundation
@testable import Review
@testable import StretchyKit
import TestSupport

/// Traces built in code, written as CSV and read back, so tests go through the real parser.
enum SyntheticTrace {
    /// A pull-down released at 300 ms that bounces back: offset_y = -200·e^(-t/250).
    static func decayOffset(t: Double) -> Double { -200 * exp(-t / 250) }
    static func decayHeaderHeight(t: Double) -> Double { 240 - decayOffset(t: t) }
    static func decayVelocity(t: Double) -> Double { 800 * exp(-t / 250) }
    static func decayPhase(t: Double) -> String { t < 300 ? "dragging" : t < 1200 ? "bouncing" : "idle" }

    static func decay(stepMs: Double = 10, endMs: Double = 2000, source: String = "decay.csv") throws -> TraceTable {
        let times = Array(stride(from: 0, through: endMs, by: stepMs))
        return try table(times: times, offset: times.map(decayOffset), headerHeight: times.map(decayHeaderHeight),
                         velocity: times.map(decayVelocity), phases: times.map(decayPhase), source: source)
    }

    /// NaN values are written as empty cells.
    static func table(times: [Double], offset: [Double], headerHeight: [Double], velocity: [Double],
                      phases: [String], source: String) throws -> TraceTable {
        func cell(_ v: Double) -> String { v.isNaN ? "" : "\(v)" }
        var csv = "t_ms,offset_y,velocity_y,phase,header_y,header_height,header_scale,bar_y\n"
        for i in times.indices {
            csv += "\(times[i]),\(cell(offset[i])),\(cell(velocity[i])),\(phases[i]),0,\(cell(headerHeight[i])),1,\n"
        }
        return try TraceTable(csv: csv, source: source)
    }
}
