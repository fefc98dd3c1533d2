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

/// What `--frames` will write, told before starting when it is more than a gigabyte (an hour of
/// 60 fps phone frames is about 60 GB), and refused when the disk cannot take it.
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

    /// Warns when the frames come to more than a gigabyte, and refuses before the first frame when
    /// they would not fit on the disk that takes them (issue 42: "276 GB needed, 76 GB free" was a
    /// warning, and the run filled the disk).
    func check(out: String) throws(StretchyError) {
        guard bytes > Self.warningThreshold else { return }
        // The folder may not exist yet: its nearest existing parent holds the disk.
        var folder = URL(fileURLWithPath: out).standardizedFileURL
        while !FileManager.default.fileExists(atPath: folder.path), folder.path != "/" { folder.deleteLastPathComponent() }
        let free = DiskFull.freeBytes(folder.path)
        let size = "\(frameCount) frames of \(pixelWidth)×\(pixelHeight) to \(out)/frames, about \(DiskFull.megabytes(bytes))"
        if let free, free < bytes {
            throw .environment("--frames would write \(size), and \(DiskFull.megabytes(free)) is free there; nothing written "
                + "(shorten the script, lower --fps or --scale, or free space)")
        }
        StderrLine.write("warning: --frames will write \(size)" + (free.map { "; \(DiskFull.megabytes($0)) free there" } ?? ""))
    }
}
