/// Notices when a file, or a file it names (a design's images), changes on disk. One protocol,
/// one watcher per platform (`FileWatchers`): `FileWatcher` looks with `stat` every interval
/// (Linux, and anywhere else); `DispatchFileWatcher` (macOS) is told by kqueue.
protocol FileWatching {
    var path: String { get }
    /// Whether the last change seen touched a companion (images are decoded again only then).
    var companionsChanged: Bool { get }
    /// When a resting window must look again at the latest (it sleeps on events until then).
    var nextCheckMs: Double { get }
    /// True when the file exists and it or a companion changed since the last look.
    mutating func hasChanged(nowMs: Double) -> Bool
    /// After saving the file ourselves, or when it names other companions: take their current state as seen.
    mutating func acceptCurrent(companions: [String]?)
}

extension FileWatching {
    mutating func acceptCurrent() { acceptCurrent(companions: nil) }
}

/// The window's watchers, made for the platform it runs on: its config file (500 ms) and a
/// `--design` file with its images (100 ms, so a save shows within a frame of being seen).
enum FileWatchers {
    static func config(_ path: String) -> any FileWatching {
        #if canImport(Darwin)
        DispatchFileWatcher(path: path, companions: [])
        #else
        FileWatcher.config(path)
        #endif
    }

    static func design(_ path: String, images: [String]) -> any FileWatching {
        #if canImport(Darwin)
        DispatchFileWatcher(path: path, companions: images)
        #else
        FileWatcher.design(path, images: images)
        #endif
    }
}
