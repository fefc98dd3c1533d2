import Testing
@testable import Review
@testable import StretchyKit
import TestSupport

extension ReviewPictureTests {
    @Suite struct AxisScaleTests {
        @Test func ticksInsideARangeStepByTwoHundred() {
            #expect(AxisScale.ticks(from: 0, to: 1037) == [0, 200, 400, 600, 800, 1000])
        }

        @Test func nicedDomainExtendsOutwardsToWholeSteps() {
            let axis = AxisScale(covering: -3.2, 7.9, pixels: 0, 100)
            #expect(axis.step == 2)
            #expect(axis.lower == -4 && axis.upper == 8)
            #expect(axis.ticks == [-4, -2, 0, 2, 4, 6, 8])
        }

        @Test func stepsFollowTheOneTwoFiveRule() {
            #expect(AxisScale.niceStep(span: 1) == 0.2)
            #expect(AxisScale.niceStep(span: 0.37) == 0.1)
            #expect(AxisScale.niceStep(span: 24_000) == 5000)
            #expect(AxisScale.niceStep(span: 7) == 1)
            #expect(AxisScale.ticks(from: 0, to: 0.37) == [0, 0.1, 0.2, 0.3])
        }

        @Test func unnicedDomainKeepsTheDataRangeWithTicksInside() {
            let axis = AxisScale(covering: 13, 1990, pixels: 100, 900, niced: false)
            #expect(axis.lower == 13 && axis.upper == 1990)
            #expect(axis.ticks.allSatisfy { $0 >= 13 && $0 <= 1990 })
            #expect(axis.ticks.first == 500 && axis.ticks.last == 1500)
        }

        @Test func mappingIsMonotonicAndInsideThePixelRange() {
            // A y axis: lower value at the bottom (pixel 500), upper at the top (pixel 100).
            let axis = AxisScale(covering: -250, 830, pixels: 500, 100)
            #expect(axis.pixel(for: axis.lower) == 500 && axis.pixel(for: axis.upper) == 100)
            var previous = Double.infinity
            for step in 0...100 {
                let value = axis.lower + (axis.upper - axis.lower) * Double(step) / 100
                let pixel = axis.pixel(for: value)
                #expect(pixel >= 100 && pixel <= 500)
                #expect(pixel < previous)
                #expect(abs(axis.value(atPixel: pixel) - value) < 1e-9)
                previous = pixel
            }
        }

        @Test func degenerateRangesGetANonZeroSpan() {
            let flat = AxisScale(covering: 300, 300, pixels: 0, 100)
            #expect(flat.upper > flat.lower && flat.contains(300))
            let zero = AxisScale(covering: 0, 0, pixels: 0, 100)
            #expect(zero.lower < 0 && zero.upper > 0)
            let empty = AxisScale(covering: .nan, .nan, pixels: 0, 100)
            #expect(empty.lower == 0 && empty.upper == 1)
            #expect(AxisScale(covering: 9, 2, pixels: 0, 1).lower <= 2)
        }

        @Test func tickLabelsUseTheStepsDecimals() {
            #expect(tickLabel(0.30000000000000004, step: 0.1) == "0.3")
            #expect(tickLabel(400, step: 200) == "400")
            #expect(tickLabel(-0.0, step: 2) == "0")
            #expect(tickLabel(1.25, step: 0.25) == "1.25")
        }
    }
}
