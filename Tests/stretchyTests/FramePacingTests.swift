import Testing
@testable import stretchy

/// The window's pacing with time as an argument (no window, no clock): what the real window did
/// under Xvfb only before.
@Suite struct FramePacingTests {
    /// A timer frame is presented at its deadline plus the work it is expected to take, the next
    /// deadline one interval on; a frame that ends past its deadline starts the timer afresh.
    @Test func theTimerPresentsAtTheDeadlineAndStartsAfreshWhenBehind() {
        var pacing = FramePacing(framesPerSecond: 50, vsync: false)  // 20 ms frames
        pacing.restart(atMs: 100)
        #expect(pacing.mode == .timer && pacing.deadlineMs == 100)
        #expect(pacing.presentationMs(frameStartMs: 100) == 102)  // the first work estimate: 2 ms
        pacing.record(frameStart: 100, presentStart: 103, end: 104)
        #expect(pacing.deadlineMs == 120)
        // 4 ms of work moves the estimate a tenth of the way from 2 ms: 2.2 ms.
        #expect(abs(pacing.presentationMs(frameStartMs: 120) - 122.2) < 1e-9)
        // A frame that ends at 150, past the next deadline (140): the next one is half an interval on.
        pacing.record(frameStart: 120, presentStart: 149, end: 150)
        #expect(pacing.deadlineMs == 160)
        // A frame that starts late is never presented before it starts.
        #expect(pacing.presentationMs(frameStartMs: 200) == 200)
    }

    /// The work estimate stays under three quarters of the interval, however slow a frame was.
    @Test func theWorkEstimateIsCapped() {
        var pacing = FramePacing(framesPerSecond: 100, vsync: false)  // 10 ms frames
        pacing.restart(atMs: 0)
        var start = 0.0
        for _ in 0..<100 {
            pacing.record(frameStart: start, presentStart: start + 500, end: start + 500)
            start += 500
        }
        #expect(pacing.workEstimateMs == 7.5)
    }

    /// Presenting that returns at once over the first 40 frames is no vsync (Xvfb): the window then
    /// paces by timer from the 40th frame's end. Presenting that waits keeps vsync.
    @Test(arguments: [(0.1, FramePacing.Mode.timer), (16.0, .vsync)])
    func vsyncThatDoesNotWaitFallsBackToTheTimer(presentMs: Double, expected: FramePacing.Mode) {
        var pacing = FramePacing(framesPerSecond: 60, vsync: true)
        pacing.restart(atMs: 0)
        var now = 0.0
        for frame in 1...FramePacing.vsyncProbeFrames {
            #expect(pacing.mode == .vsync, "frame \(frame)")
            let presentStart = now + 1
            now = presentStart + presentMs
            pacing.record(frameStart: presentStart - 1, presentStart: presentStart, end: now)
        }
        #expect(pacing.mode == expected)
        if expected == .timer { #expect(pacing.deadlineMs == now + 1000.0 / 60) }
    }

    /// Vsync presents one interval after the last present ended, never before the frame starts.
    @Test func vsyncPresentsOneIntervalAfterTheLastPresent() {
        var pacing = FramePacing(framesPerSecond: 50, vsync: true)  // 20 ms frames
        pacing.restart(atMs: 0)
        pacing.record(frameStart: 0, presentStart: 1, end: 16)
        #expect(pacing.presentationMs(frameStartMs: 17) == 36)
        #expect(pacing.presentationMs(frameStartMs: 40) == 40)
    }

    /// Intervals are between presents: the first frame has none; work is every frame's.
    @Test func intervalsStartAtTheSecondFrame() {
        var pacing = FramePacing(framesPerSecond: 60, vsync: false, keepsRunStats: true)
        pacing.restart(atMs: 0)
        pacing.record(frameStart: 0, presentStart: 3, end: 4)
        pacing.record(frameStart: 17, presentStart: 20, end: 21)
        #expect(pacing.framesDrawn == 2 && pacing.frameIntervals.count == 1 && pacing.workTimes.count == 2)
        #expect(pacing.frameIntervals.percentile(0.5) == 17)
        #expect(pacing.runStats?.intervals.count == 1 && pacing.runStats?.work.count == 2)
    }
}
