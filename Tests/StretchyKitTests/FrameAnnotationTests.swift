import HeaderKit
import ScrollCore
import Testing
@testable import StretchyKit

/// What an annotated frame says, read from the session at its time: the same at any frame rate,
/// numbers that match the trace and events they describe, nothing before the first touch.
@Suite struct FrameAnnotationTests {
    /// A pull down held, released at 900 ms; a flick up at 1500 ms.
    let script = Script(viewport: Size(width: 390, height: 844), durationMs: 3000, events: [
        ScriptEvent(timeMs: 300, action: .down(Point(x: 195, y: 250))),
        ScriptEvent(timeMs: 450, action: .move(Point(x: 195, y: 350))),
        ScriptEvent(timeMs: 600, action: .move(Point(x: 195, y: 450))),
        ScriptEvent(timeMs: 900, action: .up(nil)),
        ScriptEvent(timeMs: 1500, action: .down(Point(x: 195, y: 600))),
        ScriptEvent(timeMs: 1550, action: .move(Point(x: 195, y: 450))),
        ScriptEvent(timeMs: 1600, action: .up(Point(x: 195, y: 300))),
    ])

    func group() throws -> SessionGroup {
        let setup = SessionSetup(designName: script.designName, viewport: script.viewport,
                                 content: ListContent(title: "T", source: .generated(count: 50)),
                                 parameterOverrides: [:], photoSizes: [Size(width: 800, height: 600)])
        return SessionGroup(try Session(setup: setup, measurer: FixedAdvanceTextMeasurer()))
    }

    /// The annotation at every frame of a replay at `fps`, by frame time.
    func annotations(fps: Double) throws -> [Double: (FrameAnnotation, Session)] {
        var subject = try group()
        var result: [Double: (FrameAnnotation, Session)] = [:]
        let path = FingerPath(script: script)
        try ReplayFrames(script: script, framesPerSecond: fps).run(&subject, progress: { _, _ in },
                                                                    screenshot: { _, _ throws(StretchyError) in }) { group, _ throws(StretchyError) in
            let session = group[0]
            result[session.timeMs.rounded()] = (FrameAnnotation(session: session, path: path, atMs: session.timeMs), session)
        }
        return result
    }

    @Test func aFrameAtTimeTShowsTheSameAnnotationAtAnyFrameRate() throws {
        let at30 = try annotations(fps: 30), at60 = try annotations(fps: 60), at120 = try annotations(fps: 120)
        for t in [200.0, 500, 700, 1000, 1200, 1600, 2000, 2400] {
            let a = try #require(at30[t]?.0), b = try #require(at60[t]?.0), c = try #require(at120[t]?.0)
            #expect(a == b && b == c, "at \(t) ms: \(a) / \(b) / \(c)")
        }
    }

    @Test func labelsNameThePullTheReleaseAndWhatTookOver() throws {
        let frames = try annotations(fps: 100)
        #expect(try #require(frames[200]).0 == FrameAnnotation(), "nothing before the first touch")
        // Held at 700 ms: "pulled N pt", N the distance past the top edge in the trace's own numbers.
        let (held, session) = try #require(frames[700])
        let pull = session.restingTopOffset - session.scrollState.contentOffset.y
        #expect(pull > 50)
        #expect(held.labels.map(\.text) == ["pulled \(Int(pull.rounded())) pt"])
        #expect(!held.trail.isEmpty && held.trail.last == Point(x: 195, y: 450))
        // After the slow release: "released" and the bounce that took over, both fading by 2.2 s.
        let released = try #require(frames[1000]).0
        #expect(released.labels.map(\.text) == ["released", "bounce"])
        #expect(released.labels[1].kind == .takeover)
        // The flick: its speed is the release velocity events.csv gives (pt/ms × 1000), grouped.
        let (flicked, late) = try #require(frames[1700])
        let velocity = try #require(late.eventLog.latestRelease(atOrBeforeMs: 1700)).velocity
        #expect(abs(velocity) > 1000)
        #expect(flicked.labels.first?.text == "flick \(FrameAnnotation.grouped(abs(velocity))) pt/s")
        #expect(try #require(frames[2900]).0.labels.isEmpty, "labels gone 1.3 s after the flick")
    }

    @Test func thousandsAreGroupedAsPeopleReadThem() {
        #expect(FrameAnnotation.grouped(2704.4) == "2,704")
        #expect(FrameAnnotation.grouped(999.6) == "1,000")
        #expect(FrameAnnotation.grouped(1_234_567) == "1,234,567")
        #expect(FrameAnnotation.grouped(12) == "12")
    }

    @Test func slowMotionMapsVideoTimeOntoFinerReplayTimes() throws {
        let slow = try SlowMotion(argument: "1.2-2.0×4")
        #expect(slow == SlowMotion(fromMs: 1200, toMs: 2000, factor: 4))
        #expect(try SlowMotion(argument: "1-2x4") == SlowMotion(fromMs: 1000, toMs: 2000, factor: 4))
        #expect(slow.videoDuration(ofReplayMs: 3000) == 3000 + 800 * 3)
        #expect(slow.videoDuration(ofReplayMs: 1500) == 1500 + 300 * 3, "a stretch past the end slows only what there is")
        #expect(slow.replayTime(atVideoMs: 1000) == 1000)
        #expect(slow.replayTime(atVideoMs: 1600) == 1300)
        #expect(slow.replayTime(atVideoMs: 4400) == 2000)
        #expect(slow.replayTime(atVideoMs: 5000) == 2600)
        // At 60 fps: frames inside the stretch are 1/4 of 16.7 ms apart in the replay, none repeated.
        let frames = ReplayFrames(script: Script(durationMs: 3000), framesPerSecond: 60, slow: try SlowMotion(argument: "1-2x4"))
        #expect(frames.count == 361)
        let times = (0..<frames.count).map(frames.frameTime)
        #expect(Set(times).count == times.count)
        #expect(abs(times[61] - times[60] - 1000.0 / 240) < 1e-9 && times[60] == 1000)
        #expect(abs(times[360] - 3000) < 1e-9)
        #expect(VideoFrames(script: Script(durationMs: 3000), framesPerSecond: 60, slow: try SlowMotion(argument: "1-2x4")).count
            == VideoFrames(script: Script(durationMs: 3000), framesPerSecond: 60).count + 180)
    }
}
