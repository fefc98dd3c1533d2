import Foundation

/// One plot axis: a value domain with "nice" 1-2-5 tick values, mapped linearly onto pixels.
///
/// `pixelAtLower`/`pixelAtUpper` may run either way (a y axis grows upwards, so its lower value
/// sits at the larger pixel).
public struct AxisScale: Equatable, Sendable {
    public let lower: Double
    public let upper: Double
    /// Distance between ticks: 1, 2 or 5 times a power of ten.
    public let step: Double
    /// Tick values inside `lower...upper`, ascending.
    public let ticks: [Double]
    public let pixelAtLower: Double
    public let pixelAtUpper: Double

    /// An axis covering `dataMin...dataMax` (swapped if reversed; non-finite or equal ends are
    /// widened to a non-zero span). `niced` extends the ends outwards to whole steps, so the first
    /// and last ticks sit on the ends; otherwise the domain is the data range and ticks fall inside.
    public init(covering dataMin: Double, _ dataMax: Double, pixels pixelAtLower: Double, _ pixelAtUpper: Double,
                niced: Bool = true, targetTickCount: Int = 5) {
        let (low, high) = AxisScale.nonEmptySpan(dataMin, dataMax)
        let step = AxisScale.niceStep(span: high - low, targetTickCount: targetTickCount)
        if niced {
            lower = AxisScale.multiple((low / step).rounded(.down), of: step)
            upper = AxisScale.multiple((high / step).rounded(.up), of: step)
        } else {
            lower = low
            upper = high
        }
        self.step = step
        self.ticks = AxisScale.ticks(from: lower, to: upper, step: step)
        self.pixelAtLower = pixelAtLower
        self.pixelAtUpper = pixelAtUpper
    }

    /// Where `value` lands on the pixel line (outside the pixel range when outside the domain).
    public func pixel(for value: Double) -> Double {
        pixelAtLower + (value - lower) / (upper - lower) * (pixelAtUpper - pixelAtLower)
    }

    /// The value drawn at `pixel`: the inverse of `pixel(for:)`.
    public func value(atPixel pixel: Double) -> Double {
        lower + (pixel - pixelAtLower) / (pixelAtUpper - pixelAtLower) * (upper - lower)
    }

    public func contains(_ value: Double) -> Bool { value >= lower && value <= upper }

    /// 1, 2 or 5 × 10ⁿ nearest to `span / targetTickCount` (d3's thresholds: √50, √10, √2).
    public static func niceStep(span: Double, targetTickCount: Int = 5) -> Double {
        let raw = span / Double(max(1, targetTickCount))
        guard raw.isFinite, raw > 0 else { return 1 }
        let magnitude = pow10(Int(log10(raw).rounded(.down)))
        let residual = raw / magnitude
        let factor: Double = residual >= 7.0710678 ? 10 : residual >= 3.1622777 ? 5 : residual >= 1.4142136 ? 2 : 1
        return factor * magnitude
    }

    /// Nice tick values inside `lower...upper` (both ends included when they are multiples of the step).
    public static func ticks(from lower: Double, to upper: Double, targetTickCount: Int = 5) -> [Double] {
        let (low, high) = nonEmptySpan(lower, upper)
        return ticks(from: low, to: high, step: niceStep(span: high - low, targetTickCount: targetTickCount))
    }

    static func ticks(from lower: Double, to upper: Double, step: Double) -> [Double] {
        let firstCount = (lower / step - 1e-9).rounded(.up), lastCount = (upper / step + 1e-9).rounded(.down)
        // Counts beyond 2⁵³ are not whole numbers any more (and beyond Int they trap): no ticks.
        let limit = 9_007_199_254_740_992.0
        guard firstCount.isFinite, lastCount.isFinite, abs(firstCount) < limit, abs(lastCount) < limit,
              lastCount - firstCount < 1000 else { return [] }
        let first = Int(firstCount), last = Int(lastCount)
        guard first <= last else { return [] }
        return (first...last).map { multiple(Double($0), of: step) }
    }

    /// `count × step`, divided by the step's inverse when below 1 (as d3 does) so that
    /// 3 × 0.1 comes out as 0.3, not 0.30000000000000004.
    static func multiple(_ count: Double, of step: Double) -> Double {
        step < 1 ? count / (1 / step).rounded() : count * step
    }

    /// Axis ends are clamped to ±this: a trace value near ±1e308 would make the span, the step
    /// and the ends overflow to infinity (and the tick counts trap converting to Int).
    public static let maximumMagnitude = 1e300

    /// Ordered, finite ends within ±`maximumMagnitude` with a non-zero span: a lone value `v`
    /// becomes `v ± max(|v|/10, 1)`.
    static func nonEmptySpan(_ a: Double, _ b: Double) -> (Double, Double) {
        var low = min(a, b), high = max(a, b)
        if !low.isFinite || !high.isFinite {
            let finite = [a, b].filter(\.isFinite)
            guard let value = finite.first else { return (0, 1) }
            low = finite.min() ?? value; high = finite.max() ?? value
        }
        low = min(max(low, -maximumMagnitude), maximumMagnitude)
        high = min(max(high, -maximumMagnitude), maximumMagnitude)
        if high - low <= 0 {
            let pad = max(abs(low) / 10, 1)
            return (low - pad, high + pad)
        }
        return (low, high)
    }

    private static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }
}
