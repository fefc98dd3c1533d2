import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

extension ReplayCommand {
    /// `--video`: each file from its own pass over a fresh session (`VideoFrames`), drawn at the
    /// picture's size (the first viewport; a script's later `resize` draws into that frame).
    func exportVideos(_ plan: (ffmpeg: String, videos: [VideoRequest]), script loaded: Script, renderer: Renderer,
                      pictureSize: Size, pass: @escaping FramePass) throws(StretchyError) {
        let (width, height) = renderer.outputPixelSize
        if width != Int((pictureSize.width * scale).rounded()) || height != Int((pictureSize.height * scale).rounded()) {
            do { try renderer.resizeOffscreenFrame(to: pictureSize) } catch { throw .environment(describe(error)) }
        }
        let exporter = VideoExporter(ffmpeg: plan.ffmpeg, renderer: renderer, script: loaded, replayRate: fps,
                                     outputFolder: out, pass: pass)
        let progress = ExportProgress(total: exporter.frameTotal(plan.videos), quiet: video.quiet)
        for request in plan.videos {
            let start = progress.elapsed
            let written = try exporter.export(request, progress: progress)
            progress.finish()
            let megabytes = Double(written.bytes) / 1_048_576
            let line = "stretchy: video → \(written.path) (\(written.frames) frames at \(JSONWriter.format(written.fps)) fps, "
                + "\(written.width)×\(written.height), \(String(format: "%.2f", megabytes)) MB, \(String(format: "%.1f", progress.elapsed - start)) s)\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    /// One session's video pass.
    func sessionPass(_ headless: HeadlessReplay) -> FramePass {
        let look = video.look
        return { frames, frame throws(StretchyError) in
            var session = try Session(setup: headless.setup, measurer: headless.renderer.textMeasurer)
            try frames.run(&session, look: look, measurer: headless.renderer.textMeasurer, frame: frame)
        }
    }

    /// A comparison's video pass: both phones side by side.
    func pairPass(_ headless: HeadlessReplay, variants: (ComparisonVariant, ComparisonVariant)) -> FramePass {
        let look = video.look
        return { frames, frame throws(StretchyError) in
            var pair = try SessionPair(base: headless.setup, variants: variants, measurer: headless.renderer.textMeasurer)
            try frames.run(&pair, look: look, measurer: headless.renderer.textMeasurer, frame: frame)
        }
    }
}
