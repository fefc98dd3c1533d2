import Foundation
import Testing
@testable import ScrollPhysics

@Suite struct RubberBandTests {
    @Test(arguments: [1.0, 10, 100, 500, 5000])
    func matchesUIKitFormula(x: Double) {
        let d = 844.0, c = 0.55
        let expected = (1 - 1 / (x * c / d + 1)) * d
        #expect(abs(rubberBandedOffset(overscroll: x, dimension: d, constant: c) - expected) < 1e-9)
        #expect(abs(rubberBandedOffset(overscroll: -x, dimension: d, constant: c) + expected) < 1e-9)
    }

    @Test func hundredPointsOnAPhone() {
        // b = (1 - 1/(100·0.55/844 + 1))·844 ≈ 51.6
        let b = rubberBandedOffset(overscroll: 100, dimension: 844, constant: 0.55)
        #expect(abs(b - (1 - 1 / (100 * 0.55 / 844 + 1)) * 844) < 1e-9)
        #expect(b > 51 && b < 52)
    }

    @Test(arguments: [0.0, 0.5, 42, 300, 10_000, -250])
    func inverseRoundTrips(x: Double) {
        let b = rubberBandedOffset(overscroll: x, dimension: 600, constant: 0.55)
        let back = inverseRubberBandedOffset(rubberBanded: b, dimension: 600, constant: 0.55)
        #expect(abs(back - x) < 1e-6 * max(1, abs(x)))
    }

    @Test func neverReachesTheDimensionAndStaysFinite() {
        #expect(rubberBandedOffset(overscroll: 1e12, dimension: 844, constant: 0.55) < 844)
        #expect(inverseRubberBandedOffset(rubberBanded: 2000, dimension: 844, constant: 0.55).isFinite)
        #expect(rubberBandedOffset(overscroll: .nan, dimension: 844, constant: 0.55) == 0)
    }

    @Test func slopeIsTheDerivative() {
        let x = 123.0, h = 1e-4
        let numeric = (rubberBandedOffset(overscroll: x + h, dimension: 844, constant: 0.55)
            - rubberBandedOffset(overscroll: x - h, dimension: 844, constant: 0.55)) / (2 * h)
        #expect(abs(rubberBandSlope(overscroll: x, dimension: 844, constant: 0.55) - numeric) < 1e-6)
        #expect(rubberBandSlope(overscroll: 0, dimension: 844, constant: 0.55) == 0.55)
    }
}

@Suite struct RangeRubberBandTests {
    /// Inside the range nothing changes; past an end the overshoot is banded (UIKit's formula)
    /// and `unbanded` gives back the raw value.
    @Test(arguments: [-500.0, -100, -0.5, 0, 250, 1000, 1000.5, 1300])
    func bandsOnlyPastTheEndsAndInverts(raw: Double) {
        let range = 0.0...1000.0, d = 844.0, c = 0.55
        let shown = rubberBanded(raw, outside: range, dimension: d, constant: c)
        let over = raw > 1000 ? raw - 1000 : raw < 0 ? -raw : 0
        let expected = over == 0 ? raw : (raw > 1000 ? 1000 + (1 - 1 / (over * c / d + 1)) * d : -(1 - 1 / (over * c / d + 1)) * d)
        #expect(abs(shown - expected) < 1e-9)
        #expect(abs(unbanded(shown, outside: range, dimension: d, constant: c) - raw) < 1e-6)
    }
}
