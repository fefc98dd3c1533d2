import Foundation
import StretchyFiles
import StretchyKit

/// A `--video` file's format, from its extension, and the ffmpeg arguments that make it from raw
/// frames on standard input (`bgra`: the renderer's ARGB8888 read back on a little-endian machine).
enum VideoFormat: Equatable {
    case mp4
    case gif
    /// VP9 in WebM: what every browser plays, Debian's `chromium` included (built without the
    /// proprietary H.264 decoder), so `stretchy review`'s page uses it.
    case webm

    /// GIF delays are whole hundredths of a second: 50 fps (2 cs) is the nearest to 60 that is exact.
    static let gifFramesPerSecond = 50.0

    init(path: String) throws(StretchyError) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "mp4": self = .mp4
        case "gif": self = .gif
        case "webm": self = .webm
        default: throw .badInput("--video \(path): the name must end in .mp4, .webm or .gif (the format follows it)")
        }
    }

    /// MP4 and WebM are 4:2:0: their sides are cropped to even numbers.
    var cropsToEvenSides: Bool { self != .gif }

    /// The video's frame rate: the replay's for MP4 and WebM, 50 for GIF.
    func framesPerSecond(replayRate: Double) -> Double { self == .gif ? Self.gifFramesPerSecond : replayRate }

    /// Raw frames of `width`×`height` on standard input at `fps`.
    static func input(width: Int, height: Int, fps: Double) -> [String] {
        ["-hide_banner", "-loglevel", "error", "-nostats",
         "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)", "-framerate", JSONWriter.format(fps), "-i", "pipe:0"]
    }

    /// H.264 in MP4 at exactly `fps`: yuv420p needs even sizes (an odd last column or row is cut),
    /// BT.709 as players assume for video, the index first (`+faststart`) so it plays while loading.
    /// `veryfast` at CRF 18: measured here 1.5× quicker than `fast` at @2× for files ~15 % larger.
    static func mp4(width: Int, height: Int, fps: Double, to path: String) -> [String] {
        input(width: width, height: height, fps: fps) + [
            "-vf", evenBT709,
            "-c:v", "libx264", "-preset", "veryfast", "-crf", "18", "-pix_fmt", "yuv420p", "-r", JSONWriter.format(fps),
            "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
            "-movflags", "+faststart", "-f", "mp4", "-y", path,
        ]
    }

    /// The even crop and BT.709 4:2:0 conversion MP4 and WebM share.
    static let evenBT709 = "crop=trunc(iw/2)*2:trunc(ih/2)*2:0:0,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"

    /// VP9 in WebM at exactly `fps`, constant quality (`-b:v 0 -crf 32`, libvpx's recommended
    /// range); `-deadline realtime -cpu-used 8`: the fastest libvpx setting, as review pages are
    /// made on busy machines and the header's flat colours and photo compress well anyway.
    static func webm(width: Int, height: Int, fps: Double, to path: String) -> [String] {
        input(width: width, height: height, fps: fps) + [
            "-vf", evenBT709,
            "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "32", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1",
            "-pix_fmt", "yuv420p", "-r", JSONWriter.format(fps),
            "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
            "-f", "webm", "-y", path,
        ]
    }

    /// GIF, first pass: a 256-colour palette from what changes between frames (`stats_mode=diff`),
    /// so the moving photo's gradients get the colours rather than the still background.
    static func gifPalette(width: Int, height: Int, to palette: String) -> [String] {
        input(width: width, height: height, fps: gifFramesPerSecond) + ["-vf", "palettegen=stats_mode=diff", "-f", "image2", "-y", palette]
    }

    /// GIF, second pass: the frames mapped to that palette, only the changed rectangle re-encoded,
    /// looping forever. Two passes over re-rendered frames instead of ffmpeg's `split`, which would
    /// hold every frame in memory until the palette is known.
    static func gif(width: Int, height: Int, palette: String, to path: String) -> [String] {
        input(width: width, height: height, fps: gifFramesPerSecond) + [
            "-i", palette, "-lavfi", "[0:v][1:v]paletteuse=dither=bayer:bayer_scale=4:diff_mode=rectangle",
            "-loop", "0", "-f", "gif", "-y", path,
        ]
    }
}
