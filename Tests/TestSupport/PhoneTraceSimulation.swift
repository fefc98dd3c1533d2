import Foundation
import ScrollCore
import Review
import StretchyKit

/// A device trace from an independent simulation of a phone (issue 49), with the ways a phone's
/// frames can line up with its touches. Its own closed forms and constants: a drag that follows
/// the finger once it has travelled `slop` (the slop is lost, the content does not jump), UIKit's
/// rubber band `(1 − 1/(x·c/d + 1))·d` past the top, a critically damped spring of period
/// `response` on the pull after a release there, a `rate`-per-ms coast that stops at 10 pt/s.
///
/// Touches come at 120 Hz (the digitiser's rate), in step with the display: a frame comes
/// `touchPhase` ms after the last touch before it (frames at 60 Hz take every other touch). Every
/// frame and touch time is jittered by ±`jitter` ms, every offset noisy (σ `noise` pt).
///
/// Gestures: a pull past the top at 300 pt/s, held, released (rubber band, then the spring); a
/// drag up into the list whose speed rises from 0 to 1,000 pt/s and back (a finger's speed varies,
/// which is what tells a latency from a slop), held, released still; a fling up at `flingSpeed`.
public struct PhoneTraceSimulation {
    /// What a frame shows of the touches before it.
    public enum Alignment: String, CaseIterable, Sendable {
        /// The offset of the last touch delivered before the frame (touches applied once a frame,
        /// a release's coast or spring starting at the frame that applied it).
        case lastTouchBefore
        /// The finger where it is at the frame's time (interpolated between touches).
        case interpolated
        /// Everything one frame late: the frame shows where the interpolated case was a frame earlier.
        case oneFrameLate
    }

    public var rate = 0.9975
    public var rubberBand = 0.50
    public var response = 0.45
    public var slop = 10.0
    public var hz = 120.0
    public var alignment = Alignment.lastTouchBefore
    /// ms from the last touch to the frame after it; kept 2.5–5.8 ms (at least twice the jitter
    /// from either touch) so that "the last touch before" is the same touch for every jitter.
    public var touchPhase = 4.0
    public var jitter = 1.0
    public var noise = 0.25
    public var flingSpeed = 3000.0
    /// ms every gesture starts later (each starts on the touch grid).
    public var gestureDelay = 0.0
    public var seed: UInt64 = 1
    public var viewport = Size(width: 393, height: 852)
    public var contentHeight = 20_000.0

    public init() {}

    /// The latency a fit should find, ms: what the frames lag behind the finger.
    public var latency: Double {
        switch alignment {
        case .interpolated: 0
        case .lastTouchBefore: touchPhase
        case .oneFrameLate: 1000 / hz
        }
    }

    static let touchInterval = 1000.0 / 120

    struct Gesture {
        var touchCount: Int
        var began: Double
        var finger: (Double) -> Double
        var touchTimes: [Double] = []
        var end: Double { touchTimes.last! }
    }

    public func make() -> DeviceTrace {
        var random = SplitMix64(seed: seed)
        let d = viewport.height, c = rubberBand, omega = 2 * Double.pi / response
        let k = -1000 * log(rate)  // 1/s
        let period = 1000 / hz
        func band(_ x: Double) -> Double { (1 - 1 / (x * c / d + 1)) * d }
        // The touch grid: m·interval − touchPhase, so a frame (at a multiple of the interval) comes touchPhase after one.
        func gridTime(atOrAfter t: Double) -> Double {
            (((t + touchPhase) / Self.touchInterval).rounded(.up)) * Self.touchInterval - touchPhase
        }

        // A: pull down 900 ms at 300 pt/s, held 150 ms. B: 400 pt up over 800 ms (speed 0 → 1,000 → 0 pt/s), held 100 ms.
        // C: fling up for 96 ms.
        let tA = gridTime(atOrAfter: 50 + gestureDelay), tB = gridTime(atOrAfter: 2600 + gestureDelay)
        let tC = gridTime(atOrAfter: 3800 + gestureDelay)
        let distanceB = 400.0, durationB = 800.0
        let fingerA = { (t: Double) in 300 + 300 * min(max(0, t - tA), 900) / 1000 }
        let fingerB = { (t: Double) -> Double in
            let u = min(max(0, (t - tB) / durationB), 1)
            return 600 - distanceB * (u - sin(2 * Double.pi * u) / (2 * Double.pi))
        }
        let fingerC = { (t: Double) in 650 - flingSpeed * max(0, t - tC) / 1000 }
        var gestures = [Gesture(touchCount: 126, began: tA, finger: fingerA), Gesture(touchCount: 108, began: tB, finger: fingerB),
                        Gesture(touchCount: 12, began: tC, finger: fingerC)]
        var touches: [DeviceTrace.Touch] = []
        for index in gestures.indices {
            let gesture = gestures[index]
            for m in 0...gesture.touchCount {
                let t = gesture.began + Double(m) * Self.touchInterval + random.uniform(-jitter, jitter)
                let phase: DeviceTrace.Phase = m == 0 ? .began : m == gesture.touchCount ? .ended : .moved
                touches.append(DeviceTrace.Touch(t: t, phase: phase, x: 196, y: gesture.finger(t)))
                gestures[index].touchTimes.append(t)
            }
        }

        // The scroll view's offset with the finger where it is (no latency), in closed form.
        let pullA = max(0, 300 * 0.9 - slop)  // the finger's 270 pt less the slop
        let restB = max(0, distanceB - slop)
        let releaseA = gestures[0].end, releaseB = gestures[1].end, releaseC = gestures[2].end
        let startC = restB, releaseOffsetC = startC + max(0, flingSpeed * (releaseC - tC) / 1000 - slop)
        let coastEnd = log(10 / flingSpeed) / -k  // s
        func world(_ t: Double) -> Double {
            if t < tA { return 0 }
            if t <= releaseA { return -band(max(0, fingerA(t) - 300 - slop)) }
            if t < tB {
                let s = (t - releaseA) / 1000
                return -band(pullA * (1 + omega * s) * exp(-omega * s))
            }
            if t <= releaseB { return max(0, 600 - fingerB(t) - slop) }
            if t < tC { return restB }
            if t <= releaseC { return startC + max(0, 650 - fingerC(t) - slop) }
            let s = min((t - releaseC) / 1000, coastEnd)
            return releaseOffsetC + flingSpeed / k * (1 - exp(-k * s))
        }

        let duration = releaseC + coastEnd * 1000 + 300
        var frameTimes: [Double] = []
        var n = 0.0
        while n * period < duration {
            frameTimes.append(n * period + random.uniform(-jitter, jitter))
            n += 1
        }
        // lastTouchBefore: where each release was applied, the first frame at or after it.
        let applied = gestures.map { gesture in frameTimes.first { $0 >= gesture.end } ?? gesture.end }
        func shown(_ t: Double) -> Double {
            switch alignment {
            case .interpolated: return world(t)
            case .oneFrameLate: return world(t - period)
            case .lastTouchBefore:
                // During a gesture, the last touch's offset; after a release, the motion from the frame that applied it.
                if let index = gestures.indices.last(where: { gestures[$0].began <= t }) {
                    let gesture = gestures[index]
                    if t < applied[index] {
                        return world(gesture.touchTimes.last { $0 <= t } ?? gesture.began)
                    }
                    return world(t - (applied[index] - gesture.end))
                }
                return world(t)
            }
        }
        let frames = frameTimes.map { DeviceTrace.Frame(t: $0, offset: shown($0) + noise * random.gaussian()) }
        return DeviceTrace(device: "simulated phone", ios: "0", viewport: viewport, contentInsetTop: 0,
                           contentHeight: contentHeight, touches: touches, frames: frames)
    }
}
