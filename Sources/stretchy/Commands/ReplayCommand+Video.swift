import FileSafety
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
            let line = "video → \(written.path) (\(written.frames) frames at \(JSONWriter.format(written.fps)) fps, "
                + "\(written.width)×\(written.height), \(String(format: "%.2f", megabytes)) MB, \(String(format: "%.1f", progress.elapsed - start)) s)"
            StderrLine.write(line)
        }
    }

    /// The video pass: a fresh group of the replay's phones, drawn as its screenshots are.
    func videoPass(_ headless: HeadlessReplay, variants: [ComparisonVariant]) -> FramePass {
        videoPass(headless) { () throws(StretchyError) in try Self.group(headless, variants: variants) }
    }

    /// One compared phone alone (`stretchy review`'s videos, one per phone): its variant over the
    /// script's setup.
    func videoPass(_ headless: HeadlessReplay, phone variant: ComparisonVariant) -> FramePass {
        videoPass(headless) { () throws(StretchyError) in
            SessionGroup(try Session(setup: variant.setup(over: headless.setup), measurer: headless.renderer.textMeasurer))
        }
    }

    private func videoPass(_ headless: HeadlessReplay, phones: @escaping () throws(StretchyError) -> SessionGroup) -> FramePass {
        let look = video.look
        return { frames, frame throws(StretchyError) in
            var group = try phones()
            try frames.run(&group, look: look, measurer: headless.renderer.textMeasurer, frame: frame)
        }
    }
}
