import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

/// `stretchy bench --export`: the benchmark session (`BenchmarkScript`) as a 10 s replay exported
/// to MP4 at 60 fps, timed from the first frame rendered to the file renamed into place; with the
/// peak memory of this process and of the encoder.
struct ExportBenchmark {
    let viewport: Size
    let scale: Double
    let designName: String
    let seconds: Double

    func run() throws(StretchyError) -> JSONValue {
        let ffmpeg = try FFmpeg.locate()
        Interruption.install()
        do { try SDLEnvironment.start(headless: true) } catch { throw .environment(describe(error)) }
        let assets = try PrototypeAssets.load(imagePath: nil, contentPath: nil, rows: 1000)
        let renderer: Renderer
        do { renderer = try Renderer.headless(size: viewport, pixelsPerPoint: scale, fonts: assets.fonts) } catch {
            throw .environment(describe(error))
        }
        let design: Design
        do { design = try assets.design(designName) } catch { throw StretchyError(error.kind, "--design: \(error.message)") }
        let setup = assets.setup(design, viewport: viewport, overrides: [:], images: try assets.upload([design], to: renderer))
        let durationMs = seconds * 1000
        let script = Script(designName: design.name, viewport: viewport, rows: 1000, durationMs: durationMs,
                            events: BenchmarkScript.events(viewport: viewport, durationMs: durationMs))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stretchy-bench-export-\(getpid())").path
        try FileBytes.prepareDirectory(folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Ctrl+C: the encoder's clean-up removes its file, this the folder.
        let token = Interruption.onInterrupt { try? FileManager.default.removeItem(atPath: folder) }
        defer { Interruption.remove(token) }
        let pass: FramePass = { frames, frame throws(StretchyError) in
            var group = SessionGroup(try Session(setup: setup, measurer: renderer.textMeasurer))
            try frames.run(&group, look: VideoLook(), measurer: renderer.textMeasurer, frame: frame)
        }
        let exporter = VideoExporter(ffmpeg: ffmpeg, renderer: renderer, script: script, replayRate: 60, outputFolder: folder, pass: pass)
        let request = try VideoRequest(path: folder + "/bench.mp4")
        let progress = ExportProgress(total: exporter.frameTotal([request]), quiet: false)
        let start = ProcessMetrics.now()
        let written = try exporter.export(request, progress: progress)
        let wall = ProcessMetrics.now() - start
        progress.finish()
        return .object([
            ("video_seconds", .number(seconds)),
            ("frames", .number(Double(written.frames))),
            ("size", .string("\(written.width)x\(written.height)")),
            ("scale", .number(scale)),
            ("wall_s", .number((wall * 100).rounded() / 100)),
            ("realtime_ratio", .number((seconds / wall * 100).rounded() / 100)),
            ("file_mb", .number((Double(written.bytes) / 1_048_576 * 100).rounded() / 100)),
            ("rss_mb", .number(ProcessMetrics.peakResidentMegabytes().rounded())),
            ("encoder_rss_mb", .number(ProcessMetrics.peakChildResidentMegabytes().rounded())),
        ])
    }
}
