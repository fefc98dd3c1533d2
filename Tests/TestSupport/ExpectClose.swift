import ScrollCore
import Testing

/// |actual − expected| ≤ tolerance: the one closeness check of the test targets. There is no
/// default tolerance: each call says how close is close (1e-9 for a closed form computed two ways,
/// 1e-6 for a root found by iteration, half a point for a picture).
public func isClose(_ actual: Double, _ expected: Double, within tolerance: Double) -> Bool {
    abs(actual - expected) <= tolerance
}

/// Every edge of `actual` within `tolerance` of `expected`'s.
public func isClose(_ actual: Rect, _ expected: Rect, within tolerance: Double) -> Bool {
    isClose(actual.minX, expected.minX, within: tolerance) && isClose(actual.minY, expected.minY, within: tolerance)
        && isClose(actual.width, expected.width, within: tolerance) && isClose(actual.height, expected.height, within: tolerance)
}

/// Expects `actual` within `tolerance` of `expected`, and says both when it is not.
public func expectClose(_ actual: Double, _ expected: Double, within tolerance: Double, _ comment: Comment? = nil,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(isClose(actual, expected, within: tolerance), "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

public func expectClose(_ actual: Rect, _ expected: Rect, within tolerance: Double, _ comment: Comment? = nil,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(isClose(actual, expected, within: tolerance), "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}
