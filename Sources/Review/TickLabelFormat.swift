import Foundation

/// Tick label text with just enough decimals for the step (step 0.25 → "0.25", step 200 → "400").
public func tickLabel(_ value: Double, step: Double) -> String {
    // Huge values (a clamped ±1e300 axis) in plain digits would be 300 characters long.
    if abs(value) >= 1e12 { return String(format: "%.3g", value) }
    var decimals = 0
    var scaled = abs(step)
    while decimals < 6, scaled > 0, (scaled - scaled.rounded()).magnitude > 1e-9 * max(1, scaled) {
        scaled *= 10; decimals += 1
    }
    let text = String(format: "%.\(decimals)f", value)
    // "-0" and "-0.0" read as noise on an axis.
    return Double(text) == 0 ? String(format: "%.\(decimals)f", 0.0) : text
}
