import Testing
import HeaderKit
import TestSupport
import ScrollCore

/// parallax, appbar and carousel, with expected values worked out from the brief's formulas.
@Suite struct CollapsingPresetMetricsTests {
    static let w = 390.0
    // parallax/appbar: E = 300, C = 20 + 44 = 64, collapse range 236.

    @Test(arguments: [-120.0, 0, 50, 118, 200, 236, 400, 5000])
    func parallaxCollapsesToAPinnedToolbar(offset: Double) {
        let m = layout(.parallax).metrics(offsetY: offset)
        let progress = min(1, max(0, offset / 236))
        if offset < 0 {
            expectClose(m.headerFrame, Rect(x: 0, y: 0, width: Self.w, height: 300 - offset), within: 1e-9)
            expectClose(m.photoFrame, m.headerFrame, within: 1e-9)
        } else {
            expectClose(m.headerFrame, Rect(x: 0, y: 0, width: Self.w, height: max(64, 300 - offset)), within: 1e-9)
            expectClose(m.photoFrame, Rect(x: 0, y: -offset * 0.5, width: Self.w, height: 300), within: 1e-9)
        }
        expectClose(m.scrimAlpha, min(1, max(0, (progress - 0.6) / 0.4)), within: 1e-9)
        expectClose(m.titleFontSize, 30 + (17 - 30) * progress, within: 1e-9)
        #expect(m.titleAlpha == 1)
        #expect(m.headerScale == 1)
    }

    @Test func parallaxTitleMovesFromBottomLeftToCentredInTheToolbar() {
        let l = layout(.parallax)
        // A title 4·size wide.
        let expanded = l.metrics(offsetY: 0).titleFrame(textWidth: 4 * 30)!
        expectClose(expanded, Rect(x: 16, y: 300 - 16 - 36, width: 120, height: 36), within: 1e-9)
        let collapsed = l.metrics(offsetY: 236).titleFrame(textWidth: 4 * 17)!
        expectClose(collapsed, Rect(x: (390 - 68) / 2, y: 20 + (44 - 20.4) / 2, width: 68, height: 20.4), within: 1e-9)
    }

    @Test(arguments: [-120.0, -50, 0, 118, 236, 1000])
    func appbarPinnedStretchesZoomsAndFades(offset: Double) {
        let m = layout(.appbar, ["blurBackground": 1]).metrics(offsetY: offset)
        let pull = max(0, -offset), t = min(1, max(0, offset / 236))
        expectClose(m.headerFrame, Rect(x: 0, y: 0, width: Self.w, height: offset < 0 ? 300 + pull : max(64, 300 - offset)), within: 1e-9)
        expectClose(m.headerScale, offset < 0 ? (300 + pull) / 300 : 1, within: 1e-9)
        expectClose(m.blurRadius, pull / 10, within: 1e-9)
        expectClose(m.titleAlpha, 1 - min(1, pull / 100), within: 1e-9)
        let fadeStart = 1 - 44.0 / 236
        expectClose(m.scrimAlpha, min(1, max(0, (t - fadeStart) / (1 - fadeStart))), within: 1e-9)
        expectClose(m.titleFontSize, 17 * 1.5 + (17 - 17 * 1.5) * t, within: 1e-9)
        expectClose(m.stretchFactor, (m.headerFrame.maxY - 64) / 236, within: 1e-9)
    }

    @Test func appbarNotPinnedScrollsOffAfterCollapsing() {
        let l = layout(.appbar, ["pinned": 0])
        expectClose(l.metrics(offsetY: 236).headerFrame, Rect(x: 0, y: 0, width: Self.w, height: 64), within: 1e-9)
        expectClose(l.metrics(offsetY: 266).headerFrame, Rect(x: 0, y: -30, width: Self.w, height: 64), within: 1e-9)
        expectClose(l.metrics(offsetY: 266).titleAlpha, (34 - 20) / 44.0, within: 1e-9)
        #expect(l.metrics(offsetY: 1000).headerFrame.maxY == 0)
        #expect(l.metrics(offsetY: 1000).titleAlpha == 0)
        // floating: an upward scroll brings the toolbar back by as much.
        let floating = layout(.appbar, ["pinned": 0, "floating": 1])
        #expect(floating.metrics(offsetY: 1000, floatingReveal: 20).headerFrame.minY == -44)
    }

    @Test func appbarWithoutStretchMovesDownWhole() {
        let m = layout(.appbar, ["stretch": 0]).metrics(offsetY: -50)
        expectClose(m.headerFrame, Rect(x: 0, y: 50, width: Self.w, height: 300), within: 1e-9)
        #expect(m.headerScale == 1 && m.titleAlpha == 1)
    }

    @Test func appbarSnapSettlesOpenOrClosed() {
        let snapping = layout(.appbar, ["snap": 1])
        #expect(snapping.snapTarget(proposedOffset: 100, velocity: 0) == 0)
        #expect(snapping.snapTarget(proposedOffset: 150, velocity: 0) == 236)
        #expect(snapping.snapTarget(proposedOffset: 100, velocity: 500) == 236)
        #expect(snapping.snapTarget(proposedOffset: 150, velocity: -500) == 0)
        #expect(snapping.snapTarget(proposedOffset: 400, velocity: 0) == nil)
        #expect(layout(.appbar).snapTarget(proposedOffset: 100, velocity: 0) == nil)
        #expect(layout(.parallax).snapTarget(proposedOffset: 100, velocity: 0) == nil)
    }

    @Test func appbarStretchTriggerAtOneHundredPoints() {
        let l = layout(.appbar)
        #expect(!l.hasPassedStretchTrigger(offsetY: -99))
        #expect(l.hasPassedStretchTrigger(offsetY: -100))
        #expect(!layout(.appbar, ["stretch": 0]).hasPassedStretchTrigger(offsetY: -150))
    }

    @Test(arguments: [-292.5 - 120, -292.5, -100, 0, 300])
    func carouselStretchesLikeSeed003(offset: Double) {
        let l = layout(.carousel)
        #expect(l.contentInset.top == Self.w * 0.75)
        let m = l.metrics(offsetY: offset)
        expectClose(m.headerFrame, Rect(x: 0, y: 0, width: Self.w, height: max(0, -offset)), within: 1e-9)
    }
}
