import DisplayList

/// Whether the window's picture still changes, so the loop can stop drawing and sleep on events
/// (issue 48: an idle window redrew at 60 Hz, ~35 % of a core). Judged from the picture itself —
/// the phones before their HUD, and the overlays — rather than from each animation's state: any
/// motion (scrolling, a spring, the pager, the indicator's fade, a toast's fade) changes what is
/// drawn, and an animation nobody listed cannot be missed. The HUD is left out because its graph
/// and frame rate change every frame by being drawn.
struct WindowRest {
    /// How long the picture must stay the same before the window rests. Longer than any pause
    /// inside an animation: the scroll indicator holds 0.5 s before it fades.
    static let settleMs = 1000.0
    /// The longest sleep with nothing due: the PNG writer's toast (a worker thread's mailbox)
    /// shows within this.
    static let longestSleepMs = 250.0
    /// The picture is compared at most this often while it moves: copying and comparing the
    /// phones every frame cost ~2 ms of a 60 Hz frame in a debug build.
    static let sampleIntervalMs = 100.0

    private var lastPhones: [Scene] = []
    private var lastOverlays: [SceneItem] = []
    private var unchangedSinceMs: Double?
    private var lastSampleMs = -Double.infinity
    private(set) var isResting = false

    /// Whether the frame at `nowMs` should hand its picture to `frameDrawn`.
    func wantsSample(atMs nowMs: Double) -> Bool { nowMs - lastSampleMs >= Self.sampleIntervalMs }

    /// A frame drew `phones` (each phone without its HUD) and `overlays` at `nowMs`; `busy` keeps
    /// the window awake whatever the picture (a recording's pill counts seconds; the take's
    /// frames are the recording).
    mutating func frameDrawn(phones: [Scene], overlays: [SceneItem], atMs nowMs: Double, busy: Bool) {
        lastSampleMs = nowMs
        if busy || phones != lastPhones || overlays != lastOverlays {
            lastPhones = phones
            lastOverlays = overlays
            unchangedSinceMs = nowMs
            return
        }
        if let since = unchangedSinceMs, nowMs - since >= Self.settleMs { isResting = true }
    }

    /// Something happened (an event, a reload, a toast due to fade): draw again until the
    /// picture settles anew.
    mutating func wake(atMs nowMs: Double) {
        isResting = false
        unchangedSinceMs = nowMs
    }
}
