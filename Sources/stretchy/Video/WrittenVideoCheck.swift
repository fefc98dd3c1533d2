import Foundation
import StretchyKit

/// A WebM that ffmpeg wrote without a word can still be short: on a full disk its Matroska muxer
/// reported no error and exited 0, leaving an empty or truncated file that replaced a good one
/// (issue 42; MP4 and GIF failed correctly). Before the video is renamed into place, ffprobe
/// (ffmpeg's own reader, from the same package) counts its packets: fewer than the frames sent is
/// a failed write. Without ffprobe on PATH the check is skipped (said once in the code, not a
/// message: ffmpeg's own errors still stop the run).
enum WrittenVideoCheck {
    static func check(_ temporary: String, video: String, frames expected: Int) throws(StretchyError) {
        guard let ffprobe = ToolRun.onPath("ffprobe") else { return }
        let run = try ToolRun.run(ffprobe, ["-v", "error", "-select_streams", "v:0", "-count_packets",
                                            "-show_entries", "stream=nb_read_packets", "-of", "csv=p=0", temporary])
        let count = Int(run.output.trimmingCharacters(in: .whitespacesAndNewlines))
        guard run.status == 0, let count, count >= expected else {
            let found = count.map { "\($0) of \(expected) frames" } ?? "no readable video"
            throw .environment("\(video): ffmpeg wrote \(found) (a full disk?); no file written")
        }
    }
}
