import Foundation

/// `UIScrollView.DecelerationRate`: the fraction of its velocity a coast keeps per millisecond.
public enum DecelerationRate {
    /// `UIScrollView.DecelerationRate.normal`.
    public static let normal = 0.998
    /// `UIScrollView.DecelerationRate.fast`.
    public static let fast = 0.99
    /// Rates a coast can compute with: inside (0, 1), so that it decays and `ln r` is finite.
    public static let computable = 1e-6...0.99999

    /// `rate` moved into `computable` (`.normal` when not a number): the one place a rate is clamped.
    public static func clamped(_ rate: Double) -> Double {
        guard rate.isFinite else { return normal }
        return min(max(rate, computable.lowerBound), computable.upperBound)
    }
}

extension DecelerationRate {
    /// Whether `rate` is nearer `.normal` than `.fast`, for naming it (the `D` key's switch, code
    /// export): above 0.995.
    public static func isNearerNormal(_ rate: Double) -> Bool { rate > 0.995 }
}
