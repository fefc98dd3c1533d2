/// When the HUD's text is due again (every 100 ms, so it stays readable and its text textures are
/// not redrawn every frame) and the frame rate measured since it was last written.
struct HUDRefreshClock {
    static let intervalMs = 100.0
    private var updatedMs = -Double.infinity
    private var framesSince = 0
    private(set) var measuredFPS = 0.0

    mutating func frameDrawn() { framesSince += 1 }

    func isDue(atMs nowMs: Double) -> Bool { nowMs - updatedMs >= Self.intervalMs }

    /// The HUD is written now: the frame rate since the last time, and the count starts again.
    mutating func restart(atMs nowMs: Double) {
        let elapsed = nowMs - updatedMs
        if elapsed.isFinite, elapsed > 0 { measuredFPS = Double(framesSince) * 1000 / elapsed }
        framesSince = 0
        updatedMs = nowMs
    }
}
