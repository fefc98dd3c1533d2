import Foundation

/// The export's progress on stderr: a bar (frames done / total, frames per second, time left),
/// redrawn at most ten times a second once the export has run for a second, and only on a
/// terminal and without `--quiet`; otherwise silent (the command prints one line at the end).
final class ExportProgress {
    let total: Int
    private let showsBar: Bool
    private let start = ProcessMetrics.now()
    private var lastDrawn = 0.0
    private(set) var done = 0
    private var drewBar = false

    init(total: Int, quiet: Bool) {
        self.total = max(1, total)
        showsBar = !quiet && isatty(STDERR_FILENO) == 1
    }

    var elapsed: Double { ProcessMetrics.now() - start }

    func advance() {
        done += 1
        guard showsBar else { return }
        let now = elapsed
        guard now >= 1, now - lastDrawn >= 0.1 || done == total else { return }
        lastDrawn = now
        drewBar = true
        FileHandle.standardError.write(Data(("\r" + Self.bar(done: done, total: total, elapsed: now) + "\u{1B}[K").utf8))
    }

    /// Clears the bar, so the closing line starts on a clean line.
    func finish() {
        if drewBar { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    /// "[#########-----------]  120/312 frames  85 fps  ETA 2 s"
    static func bar(done: Int, total: Int, elapsed: Double, width: Int = 24) -> String {
        let fraction = Double(done) / Double(max(1, total))
        let filled = Int((fraction * Double(width)).rounded(.down))
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let remaining = rate > 0 ? Double(total - done) / rate : 0
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
            + "  \(done)/\(total) frames  \(Int(rate.rounded())) fps  ETA \(Int(remaining.rounded(.up))) s"
    }
}
