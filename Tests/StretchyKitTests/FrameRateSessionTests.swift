import Foundation
import HeaderKit
import ScrollCore
import Testing
import TestSupport
@testable import StretchyFiles
@testable import StretchyKit

/// Frame-rate independence through the whole session — pull-to-refresh, row measurement, keys,
/// wheel — not only the scroll view: random scripts (seeded) over every preset, replayed at 30,
/// 60 and 144 fps, give the same offset_y within 0.5 pt at the times that are frames of all three.
@Suite struct FrameRateSessionTests {
    /// Drags (many past the top, some held before release), taps, wheel notches and keys.
    static func script(seed: UInt64) -> Script {
        var rng = SplitMix64(seed: seed)
        let viewport = Size(width: rng.pick([320.0, 390, 430]), height: rng.pick([568.0, 844, 932]))
        var script = Script(designName: rng.pick(ShippedDesigns.designNames), viewport: viewport)
        var time = 0.0
        for _ in 0..<6 {
            time += rng.range(50, 600)
            switch rng.next() % 5 {
            case 0, 1:
                let x = rng.range(20, viewport.width - 20), from = rng.range(0.15, 0.85) * viewport.height
                let to = rng.range(-0.2, 1.2) * viewport.height, duration = rng.range(30, 400)
                let steps = max(2, Int(duration / rng.pick([4.2, 8.3, 16.7])))
                script.events.append(ScriptEvent(timeMs: time, action: .down(Point(x: x, y: from))))
                for step in 1...steps {
                    let f = Double(step) / Double(steps)
                    script.events.append(ScriptEvent(timeMs: time + duration * f, action: .move(Point(x: x, y: from + (to - from) * f))))
                }
                time += duration + (rng.chance(0.3) ? rng.range(20, 300) : 0)
                script.events.append(ScriptEvent(timeMs: time, action: .up(nil)))
            case 2:
                script.events.append(ScriptEvent(timeMs: time, action: .wheel(dx: 0, dy: rng.pick([-3.0, -1, 1, 3]), precise: rng.chance(0.5))))
            case 3:
                let key = rng.pick([Key.home, .end, .pageDown, .pageUp, .down, .space, .b, .d, .p])
                script.events.append(ScriptEvent(timeMs: time, action: .key(KeyPress(key))))
            default:
                let point = Point(x: viewport.width / 2, y: rng.range(0.1, 0.9) * viewport.height)
                script.events.append(ScriptEvent(timeMs: time, action: .down(point)))
                script.events.append(ScriptEvent(timeMs: time + 60, action: .up(nil)))
                time += 60
            }
        }
        script.durationMs = time + 2500
        return script
    }

    static func offsets(_ script: Script, rows: Int, fps: Double) throws -> [Double: Double] {
        let setup = SessionSetup(designName: script.designName, viewport: script.viewport,
                                 content: ListContent(title: "T", source: .generated(count: rows)),
                                 parameterOverrides: [:], photoSizes: [Size(width: 1680, height: 1050)])
        let session = try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
        var options = ReplayRunner.Options()
        options.framesPerSecond = fps
        let folder = NSTemporaryDirectory() + "fps-session-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var runner = ReplayRunner(session: session, script: script, outputFolder: folder, options: options)
        var capturer = DiscardingCapturer()
        let records = try runner.run(capturing: &capturer).records
        // Keyed by the time in µs, so the three rates' common frame times meet exactly.
        return Dictionary(records.map { (($0.timeMs * 1000).rounded(), $0.offsetY) }, uniquingKeysWith: { a, _ in a })
    }

    @Test(arguments: 0..<24)
    func sameOffsetsAt30_60And144Hz(seed: Int) throws {
        let script = Self.script(seed: UInt64(seed) &* 7919 &+ 13)
        let rows = [7, 300, 1_000_000][seed % 3]
        let runs = try [30.0, 60, 144].map { try Self.offsets(script, rows: rows, fps: $0) }
        let common = Set(runs[0].keys).intersection(runs[1].keys).intersection(runs[2].keys)
        #expect(common.count > 10)
        var worst = 0.0, worstTime = 0.0
        for time in common {
            let values = runs.map { $0[time] ?? .nan }
            let spread = (values.max() ?? 0) - (values.min() ?? 0)
            if !(spread <= worst) { worst = spread; worstTime = time / 1000 }
        }
        #expect(worst < 0.5, "\(script.designName), \(rows) rows: offsets differ by \(worst) pt at \(worstTime) ms")
    }
}
