import ScrollCore

/// Dragging a value sideways changes it, as in Figma or After Effects: one declared step per
/// `pointsPerStep` points moved from where the press started (Shift ×10, Alt ÷10), in whole
/// steps from the value the press started on, kept in range. A press that moves less than
/// `threshold` points is a click (it types the value instead).
public struct ScrubGesture: Equatable, Sendable {
    /// Points of horizontal travel per step: fine enough for 0.001 steps of `decelerationRate`,
    /// and 100 steps across 400 pt.
    public static let pointsPerStep = 4.0
    /// Travel before a press becomes a scrub (a hand's jitter on a click stays a click).
    public static let threshold = 3.0

    public let spec: ParameterSpec
    public let startX: Double
    public let startValue: Double
    public private(set) var isScrubbing = false

    public init(spec: ParameterSpec, startX: Double, startValue: Double) {
        self.spec = spec
        self.startX = startX
        self.startValue = startValue
    }

    /// The value with the pointer at `x`, or nil while it is still a click (or a flag, which is
    /// not scrubbed).
    public mutating func value(atX x: Double, multiplier: Double = 1) -> Double? {
        guard spec.kind == .number else { return nil }
        if !isScrubbing, abs(x - startX) < Self.threshold { return nil }
        isScrubbing = true
        return Self.value(start: startValue, travel: x - startX, spec: spec, multiplier: multiplier)
    }

    /// `start` plus whole steps for `travel` points, clamped to the range, free of float noise.
    public static func value(start: Double, travel: Double, spec: ParameterSpec, multiplier: Double = 1) -> Double {
        let steps = (travel / pointsPerStep).rounded(.towardZero)
        let moved = start + steps * spec.step * multiplier
        return spec.clamped((moved * 1e9).rounded() / 1e9)
    }
}
