import Testing
import HeaderKit
import TestSupport
import ScrollCore

@Suite struct ListLayoutTests {
    @Test func aMillionEstimatedRowsAreFoundInLogTime() {
        let list = ListLayout(count: 1_000_000, estimatedRowHeight: 50)
        #expect(list.totalHeight == 50_000_000)
        #expect(list.visibleRows(in: 25_000_010, 25_000_010 + 844) == 500_000..<500_018)  // 25_000_854 falls in row 500_017
        #expect(list.visibleRows(in: 49_999_990, 50_000_500) == 999_999..<1_000_000)
        #expect(list.rowIndex(at: 49_999_999) == 999_999)
        #expect(list.rowIndex(at: -10) == 0)
    }

    @Test func rowIndexIsTheInverseOfRowOrigins() {
        var list = ListLayout(count: 1_000_000, estimatedRowHeight: 44)
        for index in stride(from: 0, to: 1_000_000, by: 9973) { list.setHeight(Double(20 + index % 90), ofRow: index) }
        for index in [0, 1, 9972, 9973, 9974, 500_000, 519_482, 999_999] {
            let origin = list.origin(ofRow: index)
            #expect(list.rowIndex(at: origin) == index)
            #expect(list.rowIndex(at: origin + list.height(ofRow: index) - 0.001) == index)
        }
    }

    @Test func measuringFollowsTheMeasuredHeights() {
        var list = ListLayout(count: 10, estimatedRowHeight: 50)
        list.setHeight(80, ofRow: 2)
        #expect(list.origin(ofRow: 3) == 180)
        #expect(list.totalHeight == 530)
        #expect(list.isMeasured(2) && !list.isMeasured(3))
        #expect(list.visibleRows(in: 100, 181) == 2..<4)
    }

    @Test func measuringRowsEnteringAboveKeepsTheVisibleRowOnScreen() {
        // Rows 100…119 on screen were measured at 80; scrolling back up reveals rows 98, 99 at the top.
        var list = ListLayout(count: 1_000_000, estimatedRowHeight: 50)
        for row in 100..<120 { list.setHeight(80, ofRow: row) }
        let anchorBefore = list.origin(ofRow: 100)
        let viewportTop = anchorBefore - 60, viewportHeight = 844.0
        let anchorOnScreen = anchorBefore - viewportTop
        let correction = list.measureVisibleRows(in: viewportTop, viewportTop + viewportHeight) { _ in 120 }
        #expect(correction == 140)  // rows 98 and 99: 2 × (120 - 50)
        #expect(list.origin(ofRow: 100) - (viewportTop + correction) == anchorOnScreen)
        #expect(list.isMeasured(98) && list.isMeasured(99))
        #expect(!list.isMeasured(97))
    }

    /// With a lookahead, rows a viewport beyond the visible ones are measured before they show,
    /// and the visible anchor row still stays where it was on screen.
    @Test func theLookaheadMeasuresRowsBeforeTheyShow() {
        // Rows 100…119 measured at 80 are on screen; rows above and below are still estimates (50).
        var list = ListLayout(count: 1_000_000, estimatedRowHeight: 50)
        for row in 100..<120 { list.setHeight(80, ofRow: row) }
        let viewportTop = list.origin(ofRow: 100), viewportHeight = 844.0
        let correction = list.measureVisibleRows(in: viewportTop, viewportTop + viewportHeight,
                                                 lookahead: viewportHeight) { _ in 60 }
        // Above: the rows within 844 pt at their estimated heights, 100 - 844 / 50 → rows 83…99,
        // each 10 pt taller than its estimate; then at their real heights they cover the band.
        #expect(correction == 170)
        #expect(list.origin(ofRow: 100) == viewportTop + correction)
        #expect(list.isMeasured(83) && !list.isMeasured(82))
        // Below: rows 120… down to 844 pt past the viewport's bottom.
        let bottom = viewportTop + correction + 2 * viewportHeight
        let lastNeeded = list.rowIndex(at: bottom - 0.001)
        #expect(list.isMeasured(lastNeeded) && !list.isMeasured(lastNeeded + 2))
    }

    @Test func measuringAtTheTopNeedsNoCorrectionAndCoversTheViewport() {
        var list = ListLayout(count: 1_000_000, estimatedRowHeight: 100)
        let correction = list.measureVisibleRows(in: 0, 844) { _ in 40 }
        #expect(correction == 0)
        // 844 / 40 → rows 0…21 measured once the estimates shrank.
        #expect(list.isMeasured(21))
        #expect(list.measuredCount == 22)
    }

    /// Generated rows repeat three heights and a section header tops every 7th row: the closed-form
    /// origins equal the rows added one by one, and `rowIndex` still inverts them, at a million rows.
    @Test func repeatingHeightsAreTheRowsAddedOneByOne() {
        let period = [61.5, 83.25, 105], band = 28.0, every = 7
        func height(_ row: Int) -> Double { period[row % 3] + (row % every == 0 ? band : 0) }
        var list = ListLayout(count: 1_000_000, estimatedRowHeight: 44)
        list.setRepeatingHeights(period, band: band, every: every)
        #expect(list.measuredCount == 1_000_000 && list.isMeasured(999_999))
        #expect(list.estimatedRowHeight == 44)
        var top = 0.0
        for row in 0..<100 {
            #expect(list.origin(ofRow: row) == top)
            #expect(list.height(ofRow: row) == height(row))
            top += height(row)
        }
        // 1_000_000 rows: 333_334 of the first kind, 333_333 of each other; ⌈10^6 / 7⌉ = 142_858 headers.
        #expect(list.totalHeight == 333_334 * 61.5 + 333_333 * (83.25 + 105) + 142_858 * band)
        for row in [0, 1, 6, 7, 8, 20, 21, 500_000, 999_999] {
            let origin = list.origin(ofRow: row)
            #expect(list.rowIndex(at: origin) == row)
            #expect(list.rowIndex(at: origin + height(row) - 0.001) == row)
        }
        // A row measured after the pattern moves the rows below it, and only them.
        list.setHeight(height(10) + 12, ofRow: 10)
        #expect(list.origin(ofRow: 10) == list.origin(ofRow: 9) + height(9))
        #expect(list.origin(ofRow: 11) == list.origin(ofRow: 10) + height(10) + 12)
        #expect(list.height(ofRow: 12) == height(12))
    }
}
