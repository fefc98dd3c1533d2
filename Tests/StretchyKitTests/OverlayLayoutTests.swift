import HeaderKit
import ScrollCore
import Testing
@testable import StretchyKit

/// The window's overlays keep out of each other's way: the mode pills never cover the HUD's
/// graph, the error banner never covers the HUD or the pills, and a toast is centred on the
/// phones, not on phones plus panel.
@Suite struct OverlayLayoutTests {
    let measurer = FixedAdvanceTextMeasurer()
    let phone = Size(width: 390, height: 844)
    let hudLineCount = 6

    func fills(_ scene: Scene) -> [Rect] {
        scene.items.compactMap { if case let .fill(rect, _, _, _) = $0 { rect } else { nil } }
    }

    @Test func thePillsClimbAboveTheHUDTheyWouldCover() {
        let hud = HUDScene.panelFrame(lineCount: hudLineCount, in: phone)
        let labels = ["slow motion ×10", "keyboard"]
        let pills = ModeIndicators.frames(labels, in: phone, bottomInset: 34, avoiding: [hud], measurer: measurer)
        #expect(pills.count == 2)
        for pill in pills { #expect(pill.intersection(hud).isEmpty, "\(pill) covers the HUD \(hud)") }
        #expect(pills.allSatisfy { $0.maxY <= hud.minY }, "above the HUD")
        // Without the HUD they sit at the bottom, over the home indicator's inset.
        let low = ModeIndicators.frames(labels, in: phone, bottomInset: 34, measurer: measurer)
        #expect(low.allSatisfy { abs($0.maxY - (844 - 34 - 8)) < 0.001 })
        // A pill that fits right of the HUD stays down there.
        let one = ModeIndicators.frames(["kb"], in: phone, bottomInset: 34, avoiding: [hud], measurer: measurer)
        #expect(one == ModeIndicators.frames(["kb"], in: phone, bottomInset: 34, measurer: measurer))
    }

    @Test func theBannerPushesTheHUDAndThePillsUp() {
        let text = "config not applied — live.json: 'decelerationRate' must be a number from 0 to 1, found 5"
        let banner = HUDScene.bannerHeight(text, in: phone, measurer: measurer)
        #expect(banner > 20)
        #expect(HUDScene.bannerHeight(nil, in: phone, measurer: measurer) == 0)
        var scene = Scene(size: phone)
        HUDScene.appendHUD(to: &scene, lines: Array(repeating: "x", count: hudLineCount), frameTimes: FrameTimeHistory(capacity: 4),
                           targetMs: 16.7, bottomInset: banner)
        HUDScene.appendBanner(text, to: &scene, measurer: measurer)
        let all = fills(scene)
        let hud = all[0], strip = all[all.count - 1]
        #expect(strip.minY == 844 - banner)
        #expect(hud.maxY <= strip.minY, "the HUD (\(hud)) ends above the banner (\(strip))")
        let pills = ModeIndicators.frames(["keyboard"], in: phone, bottomInset: 34 + banner, avoiding: [hud], measurer: measurer)
        #expect(pills.allSatisfy { $0.maxY <= strip.minY && $0.intersection(hud).isEmpty })
    }

    /// The panel beside a 390-point phone: the toast is centred on the phone, within it.
    @Test func aToastIsCentredOnThePhonesWithThePanelOpen() {
        var scene = Scene(size: Size(width: 390 + PanelLayout.width, height: 844))
        HUDScene.appendToast("zoomDistance reset to 60", alpha: 1, to: &scene, width: 390, measurer: measurer)
        let pill = fills(scene)[0]
        #expect(abs(pill.midX - 195) < 0.001 && pill.maxX <= 390)
        // A long one wraps within the phone.
        var long = Scene(size: Size(width: 390 + PanelLayout.width, height: 844))
        HUDScene.appendToast(String(repeating: "word ", count: 40), alpha: 1, to: &long, width: 390, measurer: measurer)
        #expect(fills(long)[0].maxX <= 390 && fills(long)[0].minX >= 0)
    }
}
