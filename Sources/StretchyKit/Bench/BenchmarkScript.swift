import ScrollCore

/// The fixed session `stretchy bench` measures, repeated until the frames run out: a pull past the
/// top and release (rubber band, bounce), a fling up (deceleration, the header compressing and
/// the bar hovering), a fling back that bounces at the top, a wheel burst and a slow drag.
public enum BenchmarkScript {
    /// Length of one cycle of the session in ms.
    public static let cycleMs = 6000.0

    public static func events(viewport: Size, durationMs: Double) -> [ScriptEvent] {
        var events: [ScriptEvent] = []
        var start = 0.0
        while start < durationMs {
            events += cycle(viewport: viewport, at: start)
            start += cycleMs
        }
        return events.filter { $0.timeMs <= durationMs }
    }

    static func cycle(viewport: Size, at start: Double) -> [ScriptEvent] {
        let x = viewport.width / 2, h = viewport.height
        var events: [ScriptEvent] = []
        // Pull down 40 % of the viewport, hold, release: rubber band and spring back.
        events += drag(from: Point(x: x, y: h * 0.2), to: Point(x: x, y: h * 0.6), at: start + 100, durationMs: 500)
        // Fling up: deceleration, header compresses, bar pins.
        events += drag(from: Point(x: x, y: h * 0.8), to: Point(x: x, y: h * 0.4), at: start + 1500, durationMs: 120)
        // Fling back towards the top: hand-over to a bounce at the edge.
        events += drag(from: Point(x: x, y: h * 0.3), to: Point(x: x, y: h * 0.9), at: start + 3200, durationMs: 100)
        // Wheel notches, then a slow drag up and down (tracking the finger 1:1).
        for notch in 0..<4 {
            events.append(ScriptEvent(timeMs: start + 4500 + Double(notch) * 40, action: .wheel(dx: 0, dy: 1, precise: false)))
        }
        events += drag(from: Point(x: x, y: h * 0.5), to: Point(x: x, y: h * 0.45), at: start + 5200, durationMs: 600)
        return events
    }

    /// Down, moves at 120 Hz, up — as a finger on a ProMotion screen reports them.
    static func drag(from: Point, to: Point, at start: Double, durationMs: Double) -> [ScriptEvent] {
        let steps = max(1, Int(durationMs * 120 / 1000))
        var events = [ScriptEvent(timeMs: start, action: .down(from))]
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            events.append(ScriptEvent(timeMs: start + durationMs * f,
                                      action: .move(Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))))
        }
        events.append(ScriptEvent(timeMs: start + durationMs, action: .up(to)))
        return events
    }
}
