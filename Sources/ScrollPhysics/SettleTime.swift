import Foundation

/// The first time from which `(a + b·t)·e^{-ωt}` (with `a, b ≥ 0`) stays at or below `limit`.
///
/// Both the displacement and the velocity of a critically damped spring are bounded by such a
/// curve, so this gives a spring's settle time as a pure function of its start, which keeps
/// hand-overs independent of how often anyone samples the motion.
func timeUntilEnvelope(a: Double, b: Double, omega: Double, below limit: Double) -> Double {
    guard omega > 0, limit > 0, a.isFinite, b.isFinite else { return 0 }
    func envelope(_ t: Double) -> Double { (a + b * t) * exp(-omega * t) }
    // The envelope rises until its peak, then falls for good.
    let peak = b > 0 ? max(0, 1 / omega - a / b) : 0
    if envelope(peak) <= limit { return 0 }
    var low = peak
    var high = peak + 1 / omega
    var guardCount = 0
    while envelope(high) > limit && guardCount < 200 {
        low = high
        high = peak + (high - peak) * 2
        guardCount += 1
    }
    for _ in 0..<80 {
        let mid = (low + high) / 2
        if envelope(mid) > limit { low = mid } else { high = mid }
    }
    return high
}
