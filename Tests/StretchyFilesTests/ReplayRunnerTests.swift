import Foundation
import HeaderKit
import ScrollCore
import Testing
@testable import StretchyFiles
@testable import StretchyKit
import TestSupport

@Suite struct ReplayRunnerTests {
    let viewport = Size(width: 390, height: 844)

    func session(designName: String, params: [String: Double] = [:]) throws -> Session {
        let setup = SessionSetup(designName: designName, viewport: viewport, content: ListContent(title: "T", source: .generated(count: 200)),
                                 parameterOverrides: params, photoSizes: [Size(width: 1680, height: 1050)])
        return try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
    }

    func run(_ script: Script, fps: Double = 60) throws -> (ReplayRunner.Result, String) {
        let folder = NSTemporaryDirectory() + "replay-test-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = ReplayRunner.Options()
        options.framesPerSecond = fps
        var runner = ReplayRunner(session: try session(designName: script.designName, params: script.parameters), script: script,
                                  outputFolder: folder, options: options)
        var capturer = DiscardingCapturer()
        let result = try runner.run(capturing: &capturer)
        let sidecar = (try? String(contentsOfFile: folder + "/pulled.json", encoding: .utf8)) ?? ""
        return (result, sidecar)
    }

    /// A finger pulling seed003 down by 100 pt shows UIKit's rubber band: b = (1 - 1/(x·c/d + 1))·d.
    @Test func pullingPastTheTopFollowsTheRubberBandFormula() throws {
        var script = Script(designName: "seed003", viewport: viewport, parameters: ["touchSlop": 0], durationMs: 1000)
        script.events = [ScriptEvent(timeMs: 0, action: .down(Point(x: 195, y: 300)))]
        for step in 1...10 {
            script.events.append(ScriptEvent(timeMs: Double(step) * 10, action: .move(Point(x: 195, y: 300 + Double(step) * 10))))
        }
        script.events.append(ScriptEvent(timeMs: 500, action: .screenshot(name: "pulled")))
        let (result, sidecar) = try run(script)
        let rest = -viewport.width / 2
        let banded: Double = (1 - 1 / (100 * 0.55 / 844 + 1)) * 844  // typed: untyped literals took 16 s to type-check
        let held = try #require(result.records.first { $0.timeMs >= 300 })
        #expect(abs(held.offsetY - (rest - banded)) < 0.001)
        #expect(held.phase == .dragging)
        // seed003: the header's height is -contentOffset.y, its top pinned to the viewport top.
        #expect(abs(held.headerFrame.height - -held.offsetY) < 0.001)
        #expect(held.headerFrame.minY == 0)
        #expect(sidecar.contains("\"touchSlop\": 0"))
        #expect(sidecar.contains("\"phase\": \"dragging\""))
    }

    /// A recording stopped right after a screenshot ends at the picture's time, between two frames
    /// (here 1010 ms: frames at 60 fps fall at 1000 and 1016.7): the screenshot is still taken,
    /// of the list as it is then, at every frame rate.
    @Test func aScreenshotAfterTheLastFrameIsStillTaken() throws {
        for fps in [30.0, 60, 144] {
            var script = Script(designName: "seed003", viewport: viewport, parameters: ["touchSlop": 0], durationMs: 1010)
            script.events = [ScriptEvent(timeMs: 0, action: .down(Point(x: 195, y: 300)))]
            for step in 1...10 {
                script.events.append(ScriptEvent(timeMs: Double(step) * 10, action: .move(Point(x: 195, y: 300 + Double(step) * 10))))
            }
            script.events.append(ScriptEvent(timeMs: 1010, action: .screenshot(name: "pulled")))
            let (result, sidecar) = try run(script, fps: fps)
            #expect(result.records.last.map { $0.timeMs < 1010 } == true, "\(fps) fps: a frame at the end")
            #expect(sidecar.contains("\"t_ms\": 1010"), "\(fps) fps: \(sidecar.prefix(200))")
            #expect(sidecar.contains("\"phase\": \"dragging\""))
        }
    }

    /// Issue 16, item 6: events.csv writes willEndDragging's velocity in points per millisecond,
    /// UIKit's unit, while the trace keeps points per second: a 3000 pt/s flick reads 3 and 3000.
    @Test func willEndDraggingVelocityIsInPointsPerMillisecond() throws {
        var script = Script(designName: "seed003", viewport: viewport, parameters: ["touchSlop": 0], durationMs: 400)
        script.events = [ScriptEvent(timeMs: 0, action: .down(Point(x: 195, y: 700)))]
        for step in 1...12 {
            script.events.append(ScriptEvent(timeMs: Double(step) * 8, action: .move(Point(x: 195, y: 700 - Double(step) * 24))))
        }
        script.events.append(ScriptEvent(timeMs: 104, action: .up(Point(x: 195, y: 700 - 13 * 24))))
        let (result, _) = try run(script)
        let line = try #require(result.events.csv.split(separator: "\n").first { $0.contains("willEndDragging") })
        #expect(line.hasPrefix("104,willEndDragging,velocity=3;targetContentOffset="))
        let released = try #require(result.records.first { $0.timeMs >= 104 && $0.phase == .decelerating })
        #expect(abs(released.velocityY - 3000 * pow(0.998, released.timeMs - 104)) < 0.01)
    }

    /// Inputs apply at their own times, so traces at 30 and 144 fps agree at their common frames.
    @Test func theTraceDoesNotDependOnTheFrameRate() throws {
        var script = Script(designName: "seed004", viewport: viewport, durationMs: 3000)
        script.events = [ScriptEvent(timeMs: 3, action: .down(Point(x: 195, y: 700)))]
        for step in 1...12 {
            script.events.append(ScriptEvent(timeMs: 3 + Double(step) * 8.3, action: .move(Point(x: 195, y: 700 - Double(step) * 30))))
        }
        script.events.append(ScriptEvent(timeMs: 3 + 12 * 8.3, action: .up(nil)))
        let slow = try run(script, fps: 30).0.records
        let fast = try run(script, fps: 144).0.records
        var compared = 0
        for record in slow {
            guard let twin = fast.first(where: { abs($0.timeMs - record.timeMs) < 1e-6 }) else { continue }
            #expect(abs(twin.offsetY - record.offsetY) < 0.5, "at \(record.timeMs) ms")
            compared += 1
        }
        #expect(compared >= 15)
        #expect(slow.last?.offsetY ?? 0 > 300, "the fling carried the list")
    }

    /// A pull past the refresh threshold, released between frames: the spinner's inset begins at
    /// the release and ends exactly `duration` later, whatever the frame rate, so the bounce onto
    /// the spinner and back gives the same offsets at 30, 60 and 144 fps.
    @Test func pullToRefreshDoesNotDependOnTheFrameRate() throws {
        var script = Script(designName: "seed003", viewport: viewport, durationMs: 3500)
        script.events = [ScriptEvent(timeMs: 101.3, action: .down(Point(x: 195, y: 200)))]
        for step in 1...20 {
            script.events.append(ScriptEvent(timeMs: 101.3 + Double(step) * 7.1, action: .move(Point(x: 195, y: 200 + Double(step) * 25))))
        }
        let releaseMs = 101.3 + 21 * 7.1
        script.events.append(ScriptEvent(timeMs: releaseMs, action: .up(nil)))
        var runs: [[FrameRecord]] = []
        for fps in [30.0, 60, 144] {
            let (result, _) = try run(script, fps: fps)
            runs.append(result.records)
            let lines = result.events.csv.split(separator: "\n")
            let begin = try #require(lines.first { $0.contains("beginRefreshing") }, "\(fps) fps: no refresh")
            let end = try #require(lines.first { $0.contains("endRefreshing") })
            let beginMs = Double(begin.split(separator: ",")[0]) ?? .nan, endMs = Double(end.split(separator: ",")[0]) ?? .nan
            #expect(abs(beginMs - releaseMs) < 0.01 && abs(endMs - (releaseMs + 1500)) < 0.01, "\(fps) fps: \(begin) … \(end)")
        }
        var compared = 0
        for record in runs[0] {
            for other in runs.dropFirst() {
                guard let twin = other.first(where: { abs($0.timeMs - record.timeMs) < 1e-6 }) else { continue }
                #expect(abs(twin.offsetY - record.offsetY) < 0.5, "at \(record.timeMs) ms: \(record.offsetY) vs \(twin.offsetY)")
                compared += 1
            }
        }
        #expect(compared >= 120)
    }

    @Test func aRunWithoutScreenshotsStillShowsItsLastFrame() throws {
        let script = Script(designName: "seed000", viewport: viewport, durationMs: 100)
        let result = try run(script).0
        #expect(result.screenshots.map(\.name) == ["final-frame"])
        #expect(result.frameCount == 7)  // t = 0, 16.7, …, 100 ms
    }
}
