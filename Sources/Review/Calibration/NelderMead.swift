/// Nelder–Mead's downhill simplex (standard coefficients: reflect 1, expand 2, contract ½,
/// shrink ½) minimising `f` over a box: every point is clamped into `bounds` before it is
/// evaluated, so the search never leaves the parameters' declared ranges. Written here because
/// the package resolves no numerics library (a few dozen lines; no gradient needed, and the
/// objective — a replay's RMS — is smooth but has no closed-form derivative).
public struct NelderMead: Sendable {
    public var bounds: [ClosedRange<Double>]
    /// Initial simplex: `start` plus one step along each axis.
    public var steps: [Double]
    public var maximumEvaluations = 600
    /// Stop when the simplex's values differ by less than this.
    public var tolerance = 1e-7

    public init(bounds: [ClosedRange<Double>], steps: [Double]) {
        self.bounds = bounds; self.steps = steps
    }

    func clamped(_ x: [Double]) -> [Double] {
        zip(x, bounds).map { min(max($0, $1.lowerBound), $1.upperBound) }
    }

    public func minimize(from start: [Double], _ f: ([Double]) -> Double) -> (point: [Double], value: Double) {
        let n = start.count
        var evaluations = 0
        func value(_ x: [Double]) -> Double {
            evaluations += 1
            let y = f(x)
            return y.isFinite ? y : .greatestFiniteMagnitude
        }
        var simplex: [(x: [Double], y: Double)] = [clamped(start)].map { ($0, value($0)) }
        for axis in 0..<n {
            var x = clamped(start)
            // Step inwards when the start sits on the bound.
            x[axis] += x[axis] + steps[axis] > bounds[axis].upperBound ? -steps[axis] : steps[axis]
            x = clamped(x)
            simplex.append((x, value(x)))
        }
        func along(_ centroid: [Double], _ worst: [Double], _ factor: Double) -> [Double] {
            clamped(zip(centroid, worst).map { $0 + factor * ($0 - $1) })
        }
        while evaluations < maximumEvaluations {
            simplex.sort { $0.y < $1.y }
            if simplex[n].y - simplex[0].y <= tolerance * max(1, abs(simplex[0].y)) { break }
            let centroid = (0..<n).map { axis in simplex[0..<n].reduce(0) { $0 + $1.x[axis] } / Double(n) }
            let worst = simplex[n].x
            let reflected = along(centroid, worst, 1)
            let reflectedValue = value(reflected)
            if reflectedValue < simplex[0].y {
                let expanded = along(centroid, worst, 2)
                let expandedValue = value(expanded)
                simplex[n] = expandedValue < reflectedValue ? (expanded, expandedValue) : (reflected, reflectedValue)
            } else if reflectedValue < simplex[n - 1].y {
                simplex[n] = (reflected, reflectedValue)
            } else {
                let outside = reflectedValue < simplex[n].y
                let contracted = along(centroid, worst, outside ? 0.5 : -0.5)
                let contractedValue = value(contracted)
                if contractedValue < min(reflectedValue, simplex[n].y) {
                    simplex[n] = (contracted, contractedValue)
                } else {
                    let best = simplex[0].x
                    for index in 1...n {
                        let x = clamped(zip(best, simplex[index].x).map { $0 + 0.5 * ($1 - $0) })
                        simplex[index] = (x, value(x))
                    }
                }
            }
        }
        simplex.sort { $0.y < $1.y }
        return (simplex[0].x, simplex[0].y)
    }
}
