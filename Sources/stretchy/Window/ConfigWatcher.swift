import Glibc

/// Notices when the config file changes on disk (polled ~2× a second: a `stat`, nothing more).
struct ConfigWatcher {
    let path: String
    private var lastStamp: Stamp?
    private var lastCheckMs = -Double.infinity
    static let intervalMs = 500.0

    struct Stamp: Equatable { var seconds: Int; var nanoseconds: Int; var size: Int }

    init(path: String) {
        self.path = path
        lastStamp = Self.stamp(path)
    }

    static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), size: Int(info.st_size))
    }

    /// True when the file exists and changed since the last look (checks at most every 500 ms).
    mutating func hasChanged(nowMs: Double) -> Bool {
        guard nowMs - lastCheckMs >= Self.intervalMs else { return false }
        lastCheckMs = nowMs
        let stamp = Self.stamp(path)
        guard stamp != lastStamp else { return false }
        lastStamp = stamp
        return stamp != nil
    }

    /// After saving the file ourselves: take its new state as seen.
    mutating func acceptCurrent() { lastStamp = Self.stamp(path) }
}
