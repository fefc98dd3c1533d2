/// A replay script of one slow push up, as the replay tests that read pictures over many offsets
/// use it: a finger down at (300, `fromY`) at 100 ms, moved `distance` pt up over `durationMs` in
/// 8 ms steps, lifted 4 ms later; a screenshot `NAME0`, `NAME1`, … every `shotEveryMs` from 50 ms.
struct SlowPushScript {
    var fromY: Double
    var distance: Double
    var durationMs: Int
    var shots: Int
    var shotEveryMs: Int
    var shotPrefix: String

    /// The script's JSON (a 390 × 844 viewport, lasting 100 ms past the last screenshot).
    var json: String {
        var events: [(t: Int, json: String)] = []
        func touch(_ type: String, _ t: Int, _ y: Double) { events.append((t, #"{"t": \#(t), "type": "\#(type)", "x": 300, "y": \#(y)}"#)) }
        touch("down", 100, fromY)
        for t in stride(from: 108, through: 100 + durationMs, by: 8) { touch("move", t, fromY - distance * Double(t - 100) / Double(durationMs)) }
        touch("up", 104 + durationMs, fromY - distance)
        for k in 0..<shots { events.append((50 + k * shotEveryMs, #"{"t": \#(50 + k * shotEveryMs), "type": "screenshot", "name": "\#(shotPrefix)\#(k)"}"#)) }
        let ordered = events.sorted { $0.t < $1.t }.map(\.json)
        let duration = 50 + (shots - 1) * shotEveryMs + 100
        return #"{"viewport": {"width": 390, "height": 844}, "duration_ms": \#(duration), "events": [\#(ordered.joined(separator: ",\n"))]}"#
    }
}
