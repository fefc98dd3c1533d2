import HeaderKit
import ScrollCore
import Testing
@testable import StretchyKit

/// Tab with four compared iPhone 15s on a 1600-point display: the window (1596 wide) cannot widen
/// by the panel's 380, so the panel covers the right of the picture instead of leaving the screen.
@Suite struct PanelPlacementTests {
    let iPhone15 = Size(width: 393, height: 852)

    @Test func fourPhonesOnA1600PointDisplayGetThePanelOverThem() {
        let phones = PhoneLayout(viewport: iPhone15, count: 4).size.width
        #expect(phones == 1596)
        let placement = PanelPlacement.choose(phonesWidth: phones, usableWidth: 1600)
        #expect(placement == .over)
        #expect(placement.windowWidth(phonesWidth: phones) <= 1600)
        #expect(placement.panelLeft(phonesWidth: phones) + PanelLayout.width == phones)
        #expect(placement.uncoveredWidth(phonesWidth: phones) == phones - PanelLayout.width)
    }

    @Test func aWindowThatCanWidenKeepsThePanelBeside() {
        for count in 1...2 {
            let phones = PhoneLayout(viewport: iPhone15, count: count).size.width
            let placement = PanelPlacement.choose(phonesWidth: phones, usableWidth: 1600)
            #expect(placement == .beside)
            #expect(placement.windowWidth(phonesWidth: phones) == phones + PanelLayout.width)
            #expect(placement.panelLeft(phonesWidth: phones) == phones)
        }
        // Exactly fitting is beside; an unknown display too.
        #expect(PanelPlacement.choose(phonesWidth: 1220, usableWidth: 1600) == .beside)
        #expect(PanelPlacement.choose(phonesWidth: 5000, usableWidth: nil) == .beside)
    }

    /// A picture narrower than the panel: the panel starts at the left edge, never before it.
    @Test func aPanelWiderThanThePictureStartsAtItsLeftEdge() {
        #expect(PanelPlacement.choose(phonesWidth: 300, usableWidth: 500) == .over)
        #expect(PanelPlacement.over.panelLeft(phonesWidth: 300) == 0)
    }
}
