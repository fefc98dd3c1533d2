/// Notices when a design file, or an image it names, changes on disk: a `stat` of each every
/// 100 ms, so a save shows within a frame of being seen.
struct DesignWatcher {
    let path: String
    private(set) var images: [String]
    private var stamps: [ConfigWatcher.Stamp?]
    private var lastCheckMs = -Double.infinity
    /// Whether the last change seen touched an image (they are decoded again only then).
    private(set) var imagesChanged = false
    static let intervalMs = 100.0

    init(path: String, images: [String]) {
        self.path = path
        self.images = images
        stamps = ([path] + images).map(ConfigWatcher.stamp)
    }

    /// True when the design file exists and it or one of its images changed since the last look.
    mutating func hasChanged(nowMs: Double) -> Bool {
        guard nowMs - lastCheckMs >= Self.intervalMs else { return false }
        lastCheckMs = nowMs
        let now = ([path] + images).map(ConfigWatcher.stamp)
        guard now != stamps else { return false }
        imagesChanged = now.dropFirst() != stamps.dropFirst()
        stamps = now
        return now.first.flatMap { $0 } != nil
    }

    /// The design now names `images`: watch those from their current state.
    mutating func watch(images: [String]) {
        self.images = images
        stamps = ([path] + images).map(ConfigWatcher.stamp)
    }
}
