import Testing
@testable import ScrollCore
import StretchyKit  // SplitMix64, the one seeded generator

/// The state at a time depends on the events and their stamps, not on how often frames run.
@Suite struct FrameRateTests {
    /// A random but repeatable script of drags, flings, holds, taps, catches and wheel turns.
    static func script(seed: UInt64) -> [InputEvent] {
        var rng = SplitMix64(seed: seed)
        var events: [InputEvent] = []
        var t = 0.1
        for _ in 0..<12 {
            switch Int(rng.range(0, 4)) {
            case 0, 1:
                var y = rng.range(100, 800)
                let speed = rng.range(-5000, 5000)
                events.append(down(t, y: y))
                for _ in 0..<Int(rng.range(2, 30)) {
                    let dt = rng.chance(0.3) ? 0 : rng.range(0.004, 0.017)
                    t += dt
                    y += speed * dt
                    events.append(move(t, y: y))
                }
                if rng.chance(0.3) { t += rng.range(0.05, 0.2) }
                t += rng.range(0, 0.01)
                events.append(up(t, y: y))
            case 2:
                events.append(down(t, y: 400))
                t += rng.range(0.02, 0.3)
                events.append(up(t, y: 400))
            default:
                events.append(InputEvent(time: t, kind: wheel(points: rng.range(-300, 300), precise: rng.chance(0.5))))
            }
            t += rng.range(0.05, 1.2)
        }
        return events
    }

    /// Offsets at every 1/6 s (a frame of 30, 60, 120 and 144 Hz alike).
    static func run(_ events: [InputEvent], fps: Int, seconds: Int) -> [Double] {
        var configuration = ScrollConfiguration()
        configuration.pagingEnabled = false
        var view = makeView(configuration, contentHeight: 3000)
        var next = 0
        var samples: [Double] = []
        let framesPerSample = fps / 6
        for frame in 0...(fps * seconds) {
            let t = Double(frame) / Double(fps)
            while next < events.count, events[next].time <= t {
                view.handle(events[next]); next += 1
            }
            view.advance(to: t)
            if frame % framesPerSample == 0 { samples.append(view.offsetY) }
        }
        return samples
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func sameOffsetsAt30_60_120_144Hz(seed: UInt64) {
        let events = Self.script(seed: seed)
        let seconds = Int((events.last?.time ?? 0) + 6)
        let reference = Self.run(events, fps: 60, seconds: seconds)
        for fps in [30, 120, 144] {
            let other = Self.run(events, fps: fps, seconds: seconds)
            #expect(other.count == reference.count)
            let worst = zip(reference, other).map { abs($0 - $1) }.max() ?? 0
            #expect(worst < 0.5, "fps \(fps) differs by \(worst)")
        }
    }
}
