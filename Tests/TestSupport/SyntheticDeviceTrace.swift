import Foundation
import ScrollCore
import Review
import StretchyKit

/// A device trace made without the model: an independent simulation of a scroll view with its
/// own closed forms and constants (a drag that follows the finger past a slop, UIKit's rubber band
/// `(1 − 1/(x·c/d + 1))·d` past the top, a critically damped spring of period `response` on the
/// pull after a release there, and a `rate`-per-ms coast that stops at 10 pt/s), sampled at `hz`
/// with jittered frame times and Gaussian noise on the offsets. Gestures: a slow pull past the
/// top held still and released, then a fling up at `flingSpeed`.
public struct SyntheticDeviceTrace {
    public var rate = 0.9975
    public var rubberBand = 0.50
    public var response = 0.42
    public var slop = 0.0
    public var hz = 120.0
    /// ± ms of uniform jitter on every frame and touch time.
    public var jitter = 1.0
    /// Standard deviation (points) of the offset noise.
    public var noise = 0.25
    public var flingSpeed = 3000.0
    public var seed: UInt64 = 7
    public var viewport = Size(width: 393, height: 852)
    public var insetTop = 0.0
    public var contentHeight = 20_000.0

    public init() {}

    /// The touches and frames; `t` in ms.
    public func make() -> DeviceTrace {
        var random = SplitMix64(seed: seed)
        let top = -insetTop, d = viewport.height, c = rubberBand, omega = 2 * Double.pi / response
        let k = -1000 * log(rate)  // 1/s
        func band(_ x: Double) -> Double { (1 - 1 / (x * c / d + 1)) * d }

        // Gesture 1: down at y 300 (t 50), slow pull down at 300 pt/s for 900 ms, still 150 ms, up.
        // Gesture 2: down at y 650 (t 3000), up at `flingSpeed` for 96 ms, released moving.
        let pullSpeed = 300.0, pullStart = 50.0, pullEnd = 950.0, pullUp = 1100.0
        let flingStart = 3000.0, flingEnd = 3096.0
        func fingerY(_ t: Double) -> Double? {
            if t >= pullStart, t <= pullUp { return 300 + pullSpeed * (min(t, pullEnd) - pullStart) / 1000 }
            if t >= flingStart, t <= flingEnd { return 650 - flingSpeed * (t - flingStart) / 1000 }
            return nil
        }
        // Pull past the top (finger travel less the slop) at `t` of gesture 1.
        func pull(_ t: Double) -> Double { max(0, pullSpeed * (min(t, pullEnd) - pullStart) / 1000 - slop) }
        let releasePull = pull(pullUp)
        let restBeforeFling = top
        let flingOffsetAtRelease = restBeforeFling + max(0, flingSpeed * (flingEnd - flingStart) / 1000 - slop)
        let coastEnd = log(10 / flingSpeed) / -k  // s

        func offset(_ t: Double) -> Double {
            if t < pullStart { return top }
            if t <= pullUp { return top - band(pull(t)) }
            if t < flingStart {
                let s = (t - pullUp) / 1000
                return top - band(releasePull * (1 + omega * s) * exp(-omega * s))
            }
            if t <= flingEnd { return restBeforeFling + max(0, flingSpeed * (t - flingStart) / 1000 - slop) }
            let s = min((t - flingEnd) / 1000, coastEnd)
            return flingOffsetAtRelease + flingSpeed / k * (1 - exp(-k * s))
        }

        var touches: [DeviceTrace.Touch] = []
        func touch(_ t: Double, _ phase: DeviceTrace.Phase) {
            touches.append(DeviceTrace.Touch(t: t, phase: phase, x: 196, y: fingerY(t)!))
        }
        // Touches at 120 Hz (the digitiser reports at least that), their times jittered.
        for (start, end) in [(pullStart, pullUp), (flingStart, flingEnd)] {
            touch(start, .began)
            var t = start + 1000 / 120
            while t < end - 1 {
                touch(t + random.uniform(-jitter, jitter) * 0.5, .moved)
                t += 1000 / 120
            }
            touch(end, .ended)
        }
        var frames: [DeviceTrace.Frame] = []
        var t = 0.0
        while t < 7000 {
            let time = t + random.uniform(-jitter, jitter)
            frames.append(DeviceTrace.Frame(t: time, offset: offset(time) + noise * random.gaussian()))
            t += 1000 / hz
        }
        return DeviceTrace(device: "synthetic", ios: "0", viewport: viewport, contentInsetTop: insetTop,
                           contentHeight: contentHeight, touches: touches, frames: frames)
    }

    /// The trace as the recorder writes it (`stretchy-device-trace/1`).
    public static func json(_ trace: DeviceTrace) -> String {
        func number(_ value: Double) -> String { String(format: "%.4f", value) }
        let touches = trace.touches.map {
            "{\"t\": \(number($0.t)), \"phase\": \"\($0.phase.rawValue)\", \"x\": \(number($0.x)), \"y\": \(number($0.y))}"
        }
        let frames = trace.frames.map { "{\"t\": \(number($0.t)), \"offset\": \(number($0.offset))}" }
        return """
        {"format": "\(DeviceTrace.format)", "device": "\(trace.device)", "ios": "\(trace.ios)",
         "viewport": {"width": \(number(trace.viewport.width)), "height": \(number(trace.viewport.height))},
         "contentInsetTop": \(number(trace.contentInsetTop)), "contentHeight": \(number(trace.contentHeight)),
         "touches": [\(touches.joined(separator: ",\n  "))],
         "frames": [\(frames.joined(separator: ",\n  "))]}

        """
    }
}

/// Uniform and Gaussian (Box–Muller) draws from the fuzzer's `SplitMix64`: the same trace on every run.
extension SplitMix64 {
    /// Uniform in (0, 1): never 0, so the Gaussian's logarithm is finite.
    mutating func openUnit() -> Double { (Double(next() >> 11) + 0.5) / Double(1 << 53) }
    mutating func uniform(_ low: Double, _ high: Double) -> Double { low + (high - low) * openUnit() }
    mutating func gaussian() -> Double { (-2 * log(openUnit())).squareRoot() * cos(2 * Double.pi * openUnit()) }
}
