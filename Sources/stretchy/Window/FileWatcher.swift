/// The polling `FileWatching` (Linux's): a `stat` of the file and each companion (modification
/// time and size, `FileStamp`) at most every `intervalMs`, nothing more. The window watches
/// its config file (`config`, 500 ms) and a `--design` file with its images (`design`, 100 ms, so a
/// save shows within a frame of being seen).
struct FileWatcher: FileWatching {
    let path: String
    private(set) var companions: [String]
    let intervalMs: Double
    private var stamps: [FileStamp?]
    private var lastCheckMs = -Double.infinity
    /// Whether the last change seen touched a companion (images are decoded again only then).
    private(set) var companionsChanged = false

    static let configIntervalMs = 500.0
    static let designIntervalMs = 100.0
    static func config(_ path: String) -> FileWatcher { FileWatcher(path: path, companions: [], intervalMs: configIntervalMs) }
    static func design(_ path: String, images: [String]) -> FileWatcher {
        FileWatcher(path: path, companions: images, intervalMs: designIntervalMs)
    }

    init(path: String, companions: [String], intervalMs: Double) {
        self.path = path
        self.companions = companions
        self.intervalMs = intervalMs
        stamps = ([path] + companions).map(Self.stamp)
    }

    static func stamp(_ path: String) -> FileStamp? { FileStamp.of(path) }

    /// When the next look is due (a resting window sleeps until then at most).
    var nextCheckMs: Double { lastCheckMs + intervalMs }

    /// True when the file exists and it or a companion changed since the last look.
    mutating func hasChanged(nowMs: Double) -> Bool {
        guard nowMs - lastCheckMs >= intervalMs else { return false }
        lastCheckMs = nowMs
        let now = ([path] + companions).map(Self.stamp)
        guard now != stamps else { return false }
        companionsChanged = now.dropFirst() != stamps.dropFirst()
        stamps = now
        return now.first.flatMap { $0 } != nil
    }

    /// After saving the file ourselves, or when it names other companions: take their current state as seen.
    mutating func acceptCurrent(companions: [String]? = nil) {
        if let companions { self.companions = companions }
        stamps = ([path] + self.companions).map(Self.stamp)
    }
}
