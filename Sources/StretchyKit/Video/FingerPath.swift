import ScrollCore

/// Where the script's finger was and when: its presses (down, moves, up) as timed points, so a
/// frame at any time can draw the stretch of path just behind the finger. Read from the script,
/// not from sampled frames: the trail at time t is the same at any frame rate.
public struct FingerPath: Sendable {
    struct Sample: Sendable {
        var timeMs: Double
        var point: Point
        /// The sample that starts a press (the trail never reaches back past it).
        var startsPress: Bool
    }
    let samples: [Sample]

    public init(script: Script) {
        var samples: [Sample] = [], down = false
        for event in script.events {
            switch event.action {
            case let .down(point):
                down = true
                samples.append(Sample(timeMs: event.timeMs, point: point, startsPress: true))
            case let .move(point) where down:
                samples.append(Sample(timeMs: event.timeMs, point: point, startsPress: false))
            case let .up(point?) where down:
                down = false
                samples.append(Sample(timeMs: event.timeMs, point: point, startsPress: false))
            case .up, .cancel:
                down = false
            default:
                break
            }
        }
        self.samples = samples
    }

    /// The points of the current (or last) press within `spanMs` before `endMs`, oldest first.
    func trail(endingAtMs endMs: Double, spanMs: Double) -> [Point] {
        guard let last = samples.lastIndex(where: { $0.timeMs <= endMs + 1e-9 }) else { return [] }
        var first = last
        while first > 0, !samples[first].startsPress, samples[first - 1].timeMs > endMs - spanMs { first -= 1 }
        return samples[first...last].map(\.point)
    }
}
