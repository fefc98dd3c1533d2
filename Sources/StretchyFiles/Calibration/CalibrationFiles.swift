import Foundation
import Review
import StretchyKit

/// `calibrate`'s `diff.csv`: per frame the time, device and model offsets, their difference and
/// the phase; then the fitted model's offset and difference.
public enum CalibrationFiles {
    public static let diffHeader = "t_ms,device_offset,model_offset,difference,phase,fitted_offset,fitted_difference"

    public static func diffCSV(trace: DeviceTrace, phases: [CalibrationPhase], before: Calibration.Comparison,
                               after: Calibration.Comparison) -> String {
        var lines = [diffHeader]
        lines.reserveCapacity(trace.frames.count + 1)
        for index in trace.frames.indices {
            let frame = trace.frames[index]
            lines.append([JSONWriter.format(frame.t), format(frame.offset), format(before.modelOffsets[index]),
                          format(before.differences[index]), phases[index].rawValue,
                          format(after.modelOffsets[index]), format(after.differences[index])].joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Three decimals, with no "-0.000".
    static func format(_ value: Double) -> String { String(format: "%.3f", abs(value) < 0.0005 ? 0 : value) }
}
