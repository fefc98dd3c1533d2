import FileSafety
import Foundation
import ScrollCore
import StretchyFiles
import StretchyKit

/// `--frames` on a long script runs for minutes: a line on stderr at every tenth of the way.
struct FramesProgress {
    let enabled: Bool
    private var nextTenth = 1

    init(enabled: Bool) { self.enabled = enabled }

    mutating func report(_ done: Int, of total: Int) {
        guard enabled, total > 0, done * 10 >= nextTenth * total, done < total else { return }
        while done * 10 >= nextTenth * total { nextTenth += 1 }
        StderrLine.write("--frames: \(done) of \(total) frames written (\(done * 100 / total)%)")
    }
}

/// What `--frames` will write, told before starting when it is more than a gigabyte: an hour of
/// 60 fps phone frames is about 60 GB.
struct FramesEstimate {
    let frameCount: Int
    let pixelWidth: Int, pixelHeight: Int

    /// A screenshot PNG comes out at about a fifth of its raw RGBA size (273,835 bytes for a
    /// 390×844 frame); a quarter keeps the estimate on the safe side.
    static let compression = 0.25
    static let warningThreshold: Int64 = 1 << 30

    init(script: Script, framesPerSecond: Double, pictureSize: Size, scale: Double) {
        frameCount = ReplayRunner.frameCount(of: script, framesPerSecond: framesPerSecond)
        pixelWidth = Int((pictureSize.width * scale).rounded())
        pixelHeight = Int((pictureSize.height * scale).rounded())
    }

    var bytes: Int64 { Int64(Double(frameCount) * Double(pixelWidth * pixelHeight * 4) * Self.compression) }

    func warnIfLarge(out: String) {
        guard bytes > Self.warningThreshold else { return }
        var free = ""
        // The folder may not exist yet: its nearest existing parent holds the disk.
        var folder = URL(fileURLWithPath: out).standardizedFileURL
        while !FileManager.default.fileExists(atPath: folder.path), folder.path != "/" { folder.deleteLastPathComponent() }
        if let bytes = DiskFull.freeBytes(folder.path) { free = "; \(DiskFull.megabytes(bytes)) free there" }
        StderrLine.write("warning: --frames will write \(frameCount) frames of \(pixelWidth)×\(pixelHeight) "
            + "to \(out)/frames, about \(DiskFull.megabytes(bytes))\(free)")
    }
}
