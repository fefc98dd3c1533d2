/// UIKit's rubber band: how far content visibly moves when pulled `overscroll` points past an edge.
///
/// `b = (1 - 1/(x·c/d + 1))·d`, with `d` the viewport dimension along the axis and `c` the
/// constant (UIKit's 0.55). `b` grows like `c·x` for small pulls and never reaches `d`.
/// Negative overscrolls are mirrored (an odd function), so the curve is smooth through zero.
public func rubberBandedOffset(overscroll x: Double, dimension d: Double, constant c: Double) -> Double {
    guard d > 0, c > 0, x.isFinite else { return 0 }
    let magnitude = abs(x)
    let banded = (1 - 1 / (magnitude * c / d + 1)) * d
    return x < 0 ? -banded : banded
}

/// The exact inverse of `rubberBandedOffset`: the pull `x` that shows as `banded` points.
/// `x = d/c · b/(d - b)`; a `banded` value at or beyond `d` is treated as just below `d`.
public func inverseRubberBandedOffset(rubberBanded banded: Double, dimension d: Double, constant c: Double) -> Double {
    guard d > 0, c > 0, banded.isFinite else { return 0 }
    let magnitude = min(abs(banded), d * (1 - 1e-9))
    let pull = d / c * magnitude / (d - magnitude)
    return banded < 0 ? -pull : pull
}

/// `db/dx` of the rubber band at `overscroll` (`c` at zero, falling towards 0 far out).
public func rubberBandSlope(overscroll x: Double, dimension d: Double, constant c: Double) -> Double {
    guard d > 0, c > 0, x.isFinite else { return 0 }
    let q = abs(x) * c / d + 1
    return c / (q * q)
}

/// `raw` as shown when everything past `range`'s ends is seen through the rubber band (inside the
/// range it is unchanged): the scroll offset past its edges, the zoom scale past its limits.
public func rubberBanded(_ raw: Double, outside range: ClosedRange<Double>, dimension: Double, constant: Double) -> Double {
    mapPastEnds(raw, of: range) { rubberBandedOffset(overscroll: $0, dimension: dimension, constant: constant) }
}

/// The inverse of `rubberBanded(_:outside:dimension:constant:)`.
public func unbanded(_ shown: Double, outside range: ClosedRange<Double>, dimension: Double, constant: Double) -> Double {
    mapPastEnds(shown, of: range) { inverseRubberBandedOffset(rubberBanded: $0, dimension: dimension, constant: constant) }
}

/// `value` with how far it lies past `range`'s nearer end passed through `map` (signed; inside
/// the range `value` is returned as it is).
@inline(__always)
private func mapPastEnds(_ value: Double, of range: ClosedRange<Double>, _ map: (Double) -> Double) -> Double {
    if value > range.upperBound { return range.upperBound + map(value - range.upperBound) }
    if value < range.lowerBound { return range.lowerBound + map(value - range.lowerBound) }
    return value
}
