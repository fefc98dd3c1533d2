import FileSafety
import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

/// Renders a replay's frames for one pass of a video: a fresh session (or pair) runs the script
/// through `VideoFrames`, and each frame's scene goes to the closure.
typealias FramePass = (VideoFrames, (Scene, Int) throws(StretchyError) -> Void) throws(StretchyError) -> Void

/// A `--video` file and its format.
struct VideoRequest {
    let path: String
    let format: VideoFormat

    /// The hidden temporary copies add ".", ".PID.palette.png" (at most 24 bytes) or AtomicFile's
    /// margin (more) to the name.
    static let maximumNameBytes = FileNameLength.maximumBytes - max(24, AtomicFile.temporaryNameMargin)

    /// Checks what can be known before rendering: the format, a name that can be created, and a
    /// path that is a file or nothing (a folder there failed only after the whole replay).
    init(path: String) throws(StretchyError) {
        self.path = path
        if path.hasSuffix("/") { throw .badInput("--video \(path): ends in '/', which names a folder; give a file name") }
        format = try VideoFormat(path: path)
        if let kind = ReplaceableFile.refusal(path) { throw .badInput("--video \(path): is \(kind)") }
        if let file = FileBytes.fileAmongParents(of: path) { throw .badInput("--video \(path): \(file) is a file, not a folder") }
        if let long = FileNameLength.tooLong(in: URL(fileURLWithPath: path).deletingLastPathComponent().path) {
            throw .badInput("--video \(path): the folder name \(FileNameLength.describe(long.name, bytes: long.bytes)); a name may have at most 255")
        }
        let name = URL(fileURLWithPath: path).lastPathComponent
        if name.utf8.count > Self.maximumNameBytes {
            throw .badInput("--video \(path): the file name \(FileNameLength.describe(name, bytes: name.utf8.count)); "
                + "a video's may have at most \(Self.maximumNameBytes) (255 less room for its temporary copy's)")
        }
        try checkOutput()
        if let problem = Self.folderProblem(URL(fileURLWithPath: path).deletingLastPathComponent().path) {
            throw .environment("--video \(path): \(problem); nothing rendered")
        }
    }

    /// The video is an output: never one of the command's inputs (checked again before the rename).
    func checkOutput() throws(StretchyError) {
        if let refusal = PathSafety.refusal(writing: path) { throw .badInput("--video \(path): \(refusal)") }
    }

    /// Why the folder (or, not made yet, its nearest existing parent) cannot take a new file: a
    /// file is created there and removed, which asks the file system itself (a read-only mount,
    /// a folder without write permission, no inodes left). Nil when it can.
    static func folderProblem(_ folder: String) -> String? {
        var existing = folder.isEmpty ? "." : folder
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: existing, isDirectory: &isDirectory) {
            let parent = URL(fileURLWithPath: existing).deletingLastPathComponent().path
            if parent == existing { break }
            existing = parent
        }
        guard isDirectory.boolValue else { return nil }  // a file in the way: named by the checks above
        let probe = URL(fileURLWithPath: existing).appendingPathComponent(".stretchy-probe-\(getpid())").path
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return "cannot write in \(existing) (\(String(cString: strerror(errno))))" }
        close(fd)
        unlink(probe)
        return nil
    }

    /// Sides that round to nothing are refused before any frame (ffmpeg's own error came at the end,
    /// as the environment's fault): an MP4 is cropped to even sides, so it needs 2 px each way.
    func checkPixelSize(width: Int, height: Int, scale: Double) throws(StretchyError) {
        let least = format.cropsToEvenSides ? 2 : 1
        guard width < least || height < least else { return }
        throw .badInput("--video \(path): the picture is \(width) × \(height) px at --scale \(JSONWriter.format(scale)); "
            + "\(format.cropsToEvenSides ? "\(format == .mp4 ? "an MP4" : "a WebM") needs at least 2 px a side (its sides are cropped to even numbers)" : "a GIF needs at least 1 px a side")")
    }

    /// The same file given twice would be encoded twice into one name.
    static func checkDistinct(_ requests: [VideoRequest]) throws(StretchyError) {
        var seen: Set<String> = []
        for request in requests where !seen.insert(URL(fileURLWithPath: request.path).standardizedFileURL.path).inserted {
            throw .badInput("--video \(request.path) is given twice")
        }
    }
}

/// Exports videos of one replay: frames drawn by the offscreen renderer, read back into a bounded
/// `FrameQueue`, piped to ffmpeg. The file appears under its name only when complete (a hidden
/// temporary name in the same folder, then a rename); on failure or interruption nothing is left.
struct VideoExporter {
    let ffmpeg: String
    let renderer: Renderer
    let script: Script
    /// The replay's `--fps` (MP4 keeps it; GIF is always 50).
    let replayRate: Double
    /// The replay's output folder, named when interrupted.
    let outputFolder: String
    /// `--slow`: one stretch of the replay played slower.
    var slow: SlowMotion? = nil
    let pass: FramePass

    struct Written {
        let path: String
        let frames: Int
        let fps: Double
        let width: Int, height: Int
        let bytes: Int
    }

    /// Frames these videos render in all (a GIF twice: for its palette, then for its frames).
    func frameTotal(_ videos: [VideoRequest]) -> Int {
        videos.reduce(0) { total, video in
            let count = frames(video).count
            return total + (video.format == .gif ? 2 * count : count)
        }
    }

    /// The frames of one video at its format's rate.
    func frames(_ video: VideoRequest) -> VideoFrames {
        VideoFrames(script: script, framesPerSecond: video.format.framesPerSecond(replayRate: replayRate), slow: slow)
    }

    func export(_ video: VideoRequest, progress: ExportProgress) throws(StretchyError) -> Written {
        let frames = frames(video)
        let (width, height) = renderer.outputPixelSize
        let url = URL(fileURLWithPath: video.path)
        try FileBytes.prepareDirectory(url.deletingLastPathComponent().path)
        let pid = ProcessInfo.processInfo.processIdentifier
        do {
            try AtomicFile.write(to: video.path) { temporary in
                switch video.format {
                case .mp4:
                    try encode(frames, VideoFormat.mp4(width: width, height: height, fps: frames.framesPerSecond, to: temporary),
                               video: video.path, temporaries: [temporary], progress: progress)
                case .webm:
                    try encode(frames, VideoFormat.webm(width: width, height: height, fps: frames.framesPerSecond, to: temporary),
                               video: video.path, temporaries: [temporary], progress: progress)
                case .gif:
                    let palette = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(pid).palette.png").path
                    defer { unlink(palette) }
                    try encode(frames, VideoFormat.gifPalette(width: width, height: height, to: palette),
                               video: video.path, temporaries: [palette], progress: progress)
                    try encode(frames, VideoFormat.gif(width: width, height: height, palette: palette, to: temporary),
                               video: video.path, temporaries: [temporary, palette], progress: progress)
                }
                // An encoder that exits 0 without writing (a wrapper, a broken build) is named as such.
                guard FileManager.default.fileExists(atPath: temporary) else {
                    throw StretchyError.environment("\(video.path): ffmpeg (\(ffmpeg)) exited without writing the video; no file written")
                }
                if video.format == .webm { try WrittenVideoCheck.check(temporary, video: video.path, frames: frames.count) }
                try video.checkOutput()
            }
        } catch {
            switch error {
            case let .writing(failure as StretchyError): throw failure
            case let .writing(failure): throw .environment("\(video.path): cannot write (\(failure)); no file written")
            case let .moving(reason): throw .environment("\(video.path): cannot write (\(reason)); no file written")
            }
        }
        let bytes = ((try? FileManager.default.attributesOfItem(atPath: video.path))?[.size] as? Int) ?? 0
        let evenWidth = video.format.cropsToEvenSides ? width & ~1 : width, evenHeight = video.format.cropsToEvenSides ? height & ~1 : height
        return Written(path: video.path, frames: frames.count, fps: frames.framesPerSecond, width: evenWidth, height: evenHeight, bytes: bytes)
    }

    /// One ffmpeg run over every frame. Whatever stops it (render error, encoder failure, a full
    /// disk, a signal) removes `temporaries` before the error or the interruption is reported.
    private func encode(_ frames: VideoFrames, _ arguments: [String], video: String, temporaries: [String],
                        progress: ExportProgress) throws(StretchyError) {
        let encoder = try FFmpeg(executable: ffmpeg, arguments: arguments)
        let token = Interruption.onInterrupt {
            encoder.kill()
            for path in temporaries { unlink(path) }
        }
        defer { Interruption.remove(token) }
        let queue = FrameQueue(buffers: 3) { buffer throws(StretchyError) in
            // withUnsafeBytes rethrows untyped: carry the typed error out by hand.
            var failure: StretchyError?
            buffer.bytes.withUnsafeBytes { bytes in
                do throws(StretchyError) { try encoder.write(bytes) } catch { failure = error }
            }
            if let failure { throw failure }
        }
        let renderer = renderer, folder = outputFolder
        var failure: StretchyError?
        do {
            try pass(frames) { scene, _ throws(StretchyError) in
                Interruption.checkpoint(framesDone: progress.done, folder: folder)
                var buffer = try queue.take()
                do {
                    try renderer.draw(scene)
                    try renderer.readPixels(into: &buffer)
                } catch {
                    throw .environment("drawing a video frame failed: \(describe(error))")
                }
                queue.submit(buffer)
                progress.advance()
            }
            try queue.finish()
        } catch {
            failure = error
            try? queue.finish()
        }
        // ffmpeg's own reason (a full disk, a bad argument) says more than a broken pipe.
        let encoderFailure = encoder.finish()
        Interruption.checkpoint(framesDone: progress.done, folder: folder)
        if let reason = encoderFailure.map({ StretchyError.environment($0) }) ?? failure {
            for path in temporaries { unlink(path) }
            throw .environment("\(video): \(reason.message); no file written")
        }
    }
}
