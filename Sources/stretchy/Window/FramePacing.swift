import StretchyKit

/// When the window presents its next frame, and what its frames measured: vsync while presenting
/// really waits for the display, else a timer to `--fps`. A value of times given to it (the window's
/// clock is read by the loop, never here), so the pacing is tested as the core is.
struct FramePacing {
    enum Mode { case vsync, timer }
    private(set) var mode: Mode
    let intervalMs: Double
    /// The timer's next frame start.
    private(set) var deadlineMs = 0.0
    private(set) var lastPresentEndMs = 0.0
    /// A smoothed frame's work, so the timer's frame is presented at its deadline, not after it.
    private(set) var workEstimateMs = 2.0
    /// The last 3 s of frame intervals and work (the HUD's graph and percentiles).
    var frameIntervals: FrameTimeHistory
    var workTimes: FrameTimeHistory
    private var presentTimes = FrameTimeHistory(capacity: 30)
    private(set) var framesDrawn = 0
    /// After a restart the time since the last present spans a rest or a minimize, not a frame.
    private var skipsNextInterval = false
    /// Every interval and work time of the run (`STRETCHY_FRAME_STATS`: one line at quit).
    var runStats: (intervals: FrameTimeHistory, work: FrameTimeHistory)?
    /// Frames a vsync renderer is watched for before presenting that does not wait sends it to the timer.
    static let vsyncProbeFrames = 40

    init(framesPerSecond: Double, vsync: Bool, keepsRunStats: Bool = false) {
        intervalMs = 1000 / framesPerSecond
        mode = vsync ? .vsync : .timer
        let graphCapacity = Int((3000 / intervalMs).rounded(.up))
        frameIntervals = FrameTimeHistory(capacity: graphCapacity)
        workTimes = FrameTimeHistory(capacity: graphCapacity)
        if keepsRunStats { runStats = (FrameTimeHistory(capacity: 200_000), FrameTimeHistory(capacity: 200_000)) }
    }

    /// Starts afresh at `nowMs` (the loop starts, or the window comes back from being minimized).
    mutating func restart(atMs nowMs: Double) {
        deadlineMs = nowMs
        lastPresentEndMs = nowMs
        skipsNextInterval = true
    }

    /// The time the frame started at `startMs` will be on screen: the physics is advanced to it.
    func presentationMs(frameStartMs startMs: Double) -> Double {
        switch mode {
        case .timer: max(startMs, deadlineMs + workEstimateMs)
        case .vsync: max(startMs, min(lastPresentEndMs + intervalMs, startMs + intervalMs))
        }
    }

    /// A frame started at `frameStart`, began presenting at `presentStart` and ended at `end`.
    mutating func record(frameStart: Double, presentStart: Double, end: Double) {
        let interval = end - lastPresentEndMs
        let work = end - frameStart
        lastPresentEndMs = end
        framesDrawn += 1
        if framesDrawn > 1, !skipsNextInterval {
            frameIntervals.record(interval)
            runStats?.intervals.record(interval)
        }
        skipsNextInterval = false
        workTimes.record(work)
        runStats?.work.record(work)
        workEstimateMs = min(intervalMs * 0.75, workEstimateMs * 0.9 + work * 0.1)
        if mode == .vsync, framesDrawn <= Self.vsyncProbeFrames {
            presentTimes.record(end - presentStart)
            // Presenting that does not wait is no vsync (Xvfb, some drivers): pace by timer instead.
            if framesDrawn == Self.vsyncProbeFrames, presentTimes.percentile(0.5) < intervalMs * 0.25 {
                mode = .timer
                deadlineMs = end
            }
        }
        if mode == .timer {
            deadlineMs += intervalMs
            if deadlineMs < end { deadlineMs = end + intervalMs / 2 }  // fell behind: start afresh
        }
    }

    var name: String { mode == .vsync ? "vsync" : "timer" }
}
