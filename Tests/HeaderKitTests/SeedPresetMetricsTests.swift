import Testing
import HeaderKit
import TestSupport
import ScrollCore

/// seed000…seed004, with expected values worked out from the brief's formulas.
@Suite struct SeedPresetMetricsTests {
    static let w = 390.0

    @Test(arguments: [-219.375 - 120, -219.375, -100, 0, 500])
    func seed000PhotoIsPullTimesOnePointTwoFromTheTop(offset: Double) {
        let l = layout(.seed000)
        #expect(l.contentInset.top == Self.w * 9 / 16)
        let m = l.metrics(offsetY: offset)
        let height = offset < 0 ? -offset * 1.2 : 0
        expectClose(m.headerFrame, Rect(x: 0, y: 0, width: Self.w, height: height), within: 1e-9)
        #expect(m.headerScale == 1)
        #expect(m.barY == nil)
        expectClose(m.stretchFactor, height / (219.375 * 1.2), within: 1e-9)
    }

    @Test(arguments: [-120.0, -1, 0, 100, 195, 1000])
    func seed001StretchesFromTheTopOrScrollsAway(offset: Double) {
        let l = layout(.seed001)
        let h = 160.0  // headerReferenceSize's height, whatever the width
        #expect(l.contentInset.top == 0)
        #expect(l.rowsTop == h)
        let m = l.metrics(offsetY: offset)
        let expected = offset < 0 ? Rect(x: 0, y: 0, width: Self.w, height: h - offset)
                                  : Rect(x: 0, y: -offset, width: Self.w, height: h)
        expectClose(m.headerFrame, expected, within: 1e-9)
    }

    @Test(arguments: [-195.0 - 120, -195, -50, 0, 300])
    func seed003HeaderMeetsTheFirstRow(offset: Double) {
        let l = layout(.seed003)
        #expect(l.contentInset.top == Self.w / 2)
        let m = l.metrics(offsetY: offset)
        expectClose(m.headerFrame, Rect(x: 0, y: 0, width: Self.w, height: max(0, -offset)), within: 1e-9)
        // Rows start at content y 0, i.e. viewport y -offset: the header's bottom.
        expectClose(m.headerFrame.maxY, max(0, -offset), within: 1e-9)
        expectClose(m.stretchFactor, max(0, -offset) / 195, within: 1e-9)
    }

    @Test(arguments: [-120.0, -60, -30, 0, 100, 200, 250, 5000])
    func seed004BarHoversAndPhotoZooms(offset: Double) {
        let l = layout(.seed004)
        #expect(l.contentInset.top == 0)
        #expect(l.rowsTop == 244)
        let m = l.metrics(offsetY: offset)
        expectClose(m.headerFrame, Rect(x: 0, y: -offset, width: Self.w, height: 200), within: 1e-9)
        #expect(m.barY == (offset < 200 ? 200 - offset : 0))
        expectClose(m.headerScale, max(1, 1 - offset / 60), within: 1e-9)
    }

    @Test func seed004ZoomDoublesAtSixtyPoints() {
        #expect(layout(.seed004).metrics(offsetY: -60).headerScale == 2)
        #expect(layout(.seed004, ["zoomDistance": 120]).metrics(offsetY: -60).headerScale == 1.5)
    }

    @Test func insetsFollowTheWidth() {
        let narrow = layout(.seed000, viewport: Size(width: 320, height: 568))
        #expect(narrow.contentInset.top == 180)
        let seed003 = layout(.seed003, viewport: Size(width: 320, height: 568))
        #expect(seed003.contentInset.top == 160)
    }
}
