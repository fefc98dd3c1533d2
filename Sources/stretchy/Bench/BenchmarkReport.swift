import ScrollCore
import StretchyFiles
import StretchyKit

/// The benchmark's figures: a human summary and the one-line JSON object `stretchy bench` ends with.
struct BenchmarkReport {
    let rows: Int
    let frames: Int
    let viewport: Size
    let scale: Double
    let renderer: String
    let frameMs: FrameStatistics
    let coreUs: FrameStatistics
    let floorMs: FrameStatistics
    let startupMs: Double
    let rssMb: Double
    let longestScreenshotFrameMs: Double
    /// The core alone, run again with no drawing in between (warm caches).
    let isolatedCoreUs: FrameStatistics
    /// One material backdrop blur (a 103 pt full-width bar) drawn over the frame.
    let materialMs: FrameStatistics
    /// iOS 26 (`LiquidGlassOverlay`): three 44 pt glass buttons and a glass tab bar; the soft top edge effect.
    let glassMs: FrameStatistics
    let edgeEffectMs: FrameStatistics

    var overheadRatio: Double { floorMs.median > 0 ? frameMs.median / floorMs.median : 0 }
    /// The frame with a material bar over the frame without it.
    var materialRatio: Double { frameMs.median > 0 ? (frameMs.median + materialMs.median) / frameMs.median : 0 }
    var screenshotStallRatio: Double { frameMs.median > 0 ? longestScreenshotFrameMs / frameMs.median : 0 }

    var json: JSONValue {
        func r(_ x: Double, _ places: Double = 1000) -> JSONValue { .number((x * places).rounded() / places) }
        return .object([
            ("rows", .number(Double(rows))),
            ("frames", .number(Double(frames))),
            ("viewport", .string("\(Int(viewport.width))x\(Int(viewport.height))")),
            ("scale", .number(scale)),
            ("renderer", .string(renderer)),
            ("frame_ms_p50", r(frameMs.median)),
            ("frame_ms_p99", r(frameMs.percentile(99))),
            ("core_us_p50", r(coreUs.median, 10)),
            ("core_us_p99", r(coreUs.percentile(99), 10)),
            ("core_isolated_us_p50", r(isolatedCoreUs.median, 10)),
            ("core_isolated_us_p99", r(isolatedCoreUs.percentile(99), 10)),
            ("floor_ms_p50", r(floorMs.median)),
            ("floor_ms_p99", r(floorMs.percentile(99))),
            ("overhead_ratio", r(overheadRatio)),
            ("material_ms_p50", r(materialMs.median)),
            ("material_ms_p99", r(materialMs.percentile(99))),
            ("material_ratio", r(materialRatio)),
            ("glass_ms_p50", r(glassMs.median)),
            ("glass_ms_p99", r(glassMs.percentile(99))),
            ("edge_effect_ms_p50", r(edgeEffectMs.median)),
            ("edge_effect_ms_p99", r(edgeEffectMs.percentile(99))),
            ("startup_ms", r(startupMs, 10)),
            ("rss_mb", r(rssMb, 10)),
            ("screenshot_stall_ratio", r(screenshotStallRatio)),
        ])
    }

    var summaryLines: [String] {
        [
            "stretchy bench: \(rows) rows, \(frames) frames, \(Int(viewport.width))x\(Int(viewport.height)) @\(scale)x, renderer \(renderer)",
            "  frame   p50 \(fmt(frameMs.median)) ms   p99 \(fmt(frameMs.percentile(99))) ms",
            "  core    p50 \(fmt(coreUs.median)) µs   p99 \(fmt(coreUs.percentile(99))) µs   (alone, warm caches: p50 \(fmt(isolatedCoreUs.median)) µs   p99 \(fmt(isolatedCoreUs.percentile(99))) µs)",
            "  floor   p50 \(fmt(floorMs.median)) ms   overhead ratio \(fmt(overheadRatio))",
            "  material blur (\(Int(viewport.width)) × 103 pt bar) p50 \(fmt(materialMs.median)) ms   p99 \(fmt(materialMs.percentile(99))) ms   frame with it / without \(fmt(materialRatio))",
            "  glass (3 × 44 pt buttons + a 62 pt tab bar) p50 \(fmt(glassMs.median)) ms   p99 \(fmt(glassMs.percentile(99))) ms   soft edge effect (103 + 50 pt) p50 \(fmt(edgeEffectMs.median)) ms   p99 \(fmt(edgeEffectMs.percentile(99))) ms",
            "  startup \(fmt(startupMs)) ms   peak RSS \(fmt(rssMb)) MB   screenshot stall ratio \(fmt(screenshotStallRatio))",
        ]
    }

    private func fmt(_ x: Double) -> String { FrameRecord.number(x) }
}
