import DisplayList
import ScrollCore
import Testing
@testable import stretchy

/// When the window stops drawing (`WindowRest`) and wakes for what is due (`TransientOverlays`,
/// `FramePacing`), with times as arguments.
@Suite struct WindowRestStateTests {
    let still = Scene(size: Size(width: 10, height: 10))
    var moved: Scene { Scene(size: Size(width: 10, height: 10), items: [.fill(Rect(x: 0, y: 0, width: 1, height: 1), .black, cornerRadius: 0, clip: nil)]) }

    /// The same picture for `settleMs` rests the window; a changed picture, or a recording, keeps it awake.
    @Test func restsOnceThePictureStaysTheSame() {
        var rest = WindowRest()
        rest.frameDrawn(phones: [still], overlays: [], atMs: 0, busy: false)
        rest.frameDrawn(phones: [still], overlays: [], atMs: WindowRest.settleMs - 1, busy: false)
        #expect(!rest.isResting)
        rest.frameDrawn(phones: [moved], overlays: [], atMs: WindowRest.settleMs + 1, busy: false)
        #expect(!rest.isResting, "the picture changed: the settle time starts again")
        rest.frameDrawn(phones: [moved], overlays: [], atMs: 2 * WindowRest.settleMs + 1, busy: false)
        #expect(rest.isResting)
        rest.wake(atMs: 3000)
        #expect(!rest.isResting)
        // Sampled every `sampleIntervalMs`, not every frame.
        #expect(!rest.wantsSample(atMs: 2 * WindowRest.settleMs + 1 + WindowRest.sampleIntervalMs / 2))
        #expect(rest.wantsSample(atMs: 2 * WindowRest.settleMs + 1 + WindowRest.sampleIntervalMs))
        var recording = WindowRest()
        for time in stride(from: 0.0, through: 5000, by: 100) { recording.frameDrawn(phones: [still], overlays: [], atMs: time, busy: true) }
        #expect(!recording.isResting)
    }

    /// A changed overlay (a toast's alpha) counts as a change, as the phones do.
    @Test func anOverlayChangeKeepsItAwake() {
        var rest = WindowRest()
        for (index, time) in stride(from: 0.0, through: 2000, by: 100).enumerated() {
            let toast = SceneItem.fill(Rect(x: 0, y: 0, width: 1, height: 1), Color(0, 0, 0, UInt8(index)), cornerRadius: 0, clip: nil)
            rest.frameDrawn(phones: [still], overlays: [toast], atMs: time, busy: false)
        }
        #expect(!rest.isResting)
    }

    /// A resting window wakes when the toast starts to fade and when it ends.
    @Test func theToastSaysWhenItChangesNext() {
        var overlays = TransientOverlays()
        #expect(overlays.nextChangeMs(after: 0) == nil)
        overlays.showToast("saved", atMs: 1000)
        let fade = 1000 + TransientOverlays.toastDurationMs - TransientOverlays.toastFadeMs
        #expect(overlays.nextChangeMs(after: 1000) == fade)
        #expect(overlays.nextChangeMs(after: fade) == 1000 + TransientOverlays.toastDurationMs)
    }

    /// The time across a rest is no frame interval: the first frame after a restart records none.
    @Test func aRestartRecordsNoIntervalAcrossTheGap() {
        var pacing = FramePacing(framesPerSecond: 60, vsync: false, keepsRunStats: true)
        pacing.restart(atMs: 0)
        pacing.record(frameStart: 0, presentStart: 3, end: 4)
        pacing.record(frameStart: 17, presentStart: 20, end: 21)
        pacing.restart(atMs: 5000)
        pacing.record(frameStart: 5000, presentStart: 5003, end: 5004)
        pacing.record(frameStart: 5017, presentStart: 5020, end: 5021)
        #expect(pacing.runStats?.intervals.count == 2 && pacing.frameIntervals.percentile(0.99) == 17)
    }
}
