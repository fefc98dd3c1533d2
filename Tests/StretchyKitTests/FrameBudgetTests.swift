import ScrollCore
import StretchyKit
import Testing

/// The window caps its pixels as a replay's frame is capped (issue 32: a 16000² window).
@Suite struct FrameBudgetFittingTests {
    @Test func aSizeWithinTheLimitsIsKept() {
        #expect(FrameBudget.fitting(Size(width: 390, height: 844), scale: 2) == Size(width: 390, height: 844))
    }

    @Test func aHugeWindowIsCutToTheLimitWithItsShape() throws {
        let fitted = FrameBudget.fitting(Size(width: 16000, height: 16000), scale: 1)
        // 32 Mi pixels as a square: 5792.6 px a side, rounded down.
        #expect(fitted == Size(width: 5792, height: 5792))
        let wide = FrameBudget.fitting(Size(width: 40000, height: 100), scale: 1)
        #expect(wide.width == Double(FrameBudget.maximumSide) && wide.height == 81, "\(wide)")
        let doubled = FrameBudget.fitting(Size(width: 8000, height: 4000), scale: 2)
        #expect(doubled.width * doubled.height * 4 <= Double(FrameBudget.maximumPixels) && doubled.width == 2 * doubled.height, "\(doubled)")
    }
}
