import ArgumentParser
import StretchyFiles
import StretchyKit

/// `--scale S`: pixels per point of what is rendered to files (`replay`, `export`, `bench`). 0.5
/// keeps a GIF small; 4 is past every iPhone (@3x). `run --scale` is a different quantity, the
/// window's zoom, and keeps its own range (RunCommand).
struct PixelScaleOption: ParsableArguments {
    static let range = 0.5...4.0

    @Option(name: .long, help: "Pixels per point of screenshots, frames and videos (0.5...4).")
    var scale: Double = 1

    func validate() throws {
        guard scale.isFinite, Self.range.contains(scale) else {
            throw ValidationError("--scale must be from 0.5 to 4, found \(JSONWriter.describe(scale))")
        }
    }
}

/// `--fps N`: the rate of a replay's trace and of MP4 videos (`replay`, `export`). `run --fps` is
/// the window's frame rate and keeps its own range (RunCommand).
struct ReplayRateOption: ParsableArguments {
    @Option(name: .long, help: "Frames per second of the trace and of MP4 videos (1...1000).")
    var fps: Double = 60

    func validate() throws {
        guard fps.isFinite, fps >= 1, fps <= ReplayRunner.maximumFramesPerSecond else {
            throw ValidationError("--fps must be from 1 to \(Int(ReplayRunner.maximumFramesPerSecond)), found \(JSONWriter.describe(fps))")
        }
    }
}
