/// A value keyed to the scroll offset: between two keyframes it follows `curve`; before the first
/// and after the last it holds (`clamp`) or continues the end segment's straight line (`extend`).
/// Offsets and values are expressions, so a keyframe can sit at `-bannerHeight`.
public struct Keyframes: Sendable, Equatable {
    public enum Extension: String, Sendable, Equatable, CaseIterable { case clamp, extend }

    public var offsets: [DesignExpression]
    public var values: [DesignExpression]
    public var curve: KeyframeCurve
    public var below: Extension
    public var above: Extension

    public init(offsets: [DesignExpression], values: [DesignExpression], curve: KeyframeCurve = .linear,
                below: Extension = .clamp, above: Extension = .clamp) {
        self.offsets = offsets
        self.values = values
        self.curve = curve
        self.below = below
        self.above = above
    }

    /// The value at `values.offset`. Offsets that a live change made unsorted are taken as they
    /// come: the first segment that holds the offset wins, and a zero-length segment jumps.
    public func evaluate(_ values: ExpressionValues) -> Double {
        let x = values.offset
        let count = offsets.count
        guard count > 0 else { return 0 }
        var previousOffset = offsets[0].evaluate(values)
        var previousValue = self.values[0].evaluate(values)
        if count == 1 || x <= previousOffset {
            guard count > 1, below == .extend else { return previousValue }
            return Self.line(x, previousOffset, previousValue, offsets[1].evaluate(values), self.values[1].evaluate(values))
        }
        for i in 1..<count {
            let nextOffset = offsets[i].evaluate(values), nextValue = self.values[i].evaluate(values)
            if x <= nextOffset {
                let span = nextOffset - previousOffset
                let t = span > 0 ? (x - previousOffset) / span : 1
                return previousValue + (nextValue - previousValue) * curve.value(at: t)
            }
            if i == count - 1 {
                return above == .extend ? Self.line(x, previousOffset, previousValue, nextOffset, nextValue) : nextValue
            }
            previousOffset = nextOffset
            previousValue = nextValue
        }
        return previousValue
    }

    /// The straight line through (x0, y0) and (x1, y1) at x.
    private static func line(_ x: Double, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Double {
        x1 != x0 ? y0 + (y1 - y0) * (x - x0) / (x1 - x0) : y0
    }
}

/// Core Animation's named timing functions (CAMediaTimingFunctionName), as cubic Béziers through
/// (0, 0) and (1, 1): easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1), easeInOut (0.42, 0, 0.58, 1).
public enum KeyframeCurve: String, Sendable, Equatable, CaseIterable {
    case linear, easeIn, easeOut, easeInOut

    public var controlPoints: (Double, Double, Double, Double) {
        switch self {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        }
    }

    /// y of the Bézier at x = t: x(s) is solved for s by Newton's method, then bisection (as
    /// WebKit's UnitBezier does), to 1e-9.
    public func value(at t: Double) -> Double {
        let t = min(max(t, 0), 1)
        if self == .linear { return t }
        let (x1, y1, x2, y2) = controlPoints
        let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
        let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
        func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
        func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
        var s = t
        for _ in 0..<8 {
            let error = x(s) - t
            if abs(error) < 1e-9 { return ((ay * s + by) * s + cy) * s }
            let slope = dx(s)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var lo = 0.0, hi = 1.0
        s = t
        while hi - lo > 1e-9 {
            if x(s) < t { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return ((ay * s + by) * s + cy) * s
    }
}

/// A layer property: a number, an expression, or keyframes over the offset.
public enum DesignProperty: Sendable, Equatable {
    case expression(DesignExpression)
    case keyframes(Keyframes)

    public static func constant(_ value: Double) -> DesignProperty { .expression(DesignExpression(constant: value)) }

    public func evaluate(_ values: ExpressionValues) -> Double {
        switch self {
        case let .expression(expression): expression.evaluate(values)
        case let .keyframes(keyframes): keyframes.evaluate(values)
        }
    }

    public var constantValue: Double? {
        if case let .expression(e) = self, case let .number(value) = e.root { return value }
        return nil
    }
}
