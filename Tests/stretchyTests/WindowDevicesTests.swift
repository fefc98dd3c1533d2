import HeaderKit
import ScrollCore
import Testing
@testable import stretchy
import StretchyKit

/// The CLI's words for screens: `--viewport`, `stretchy devices`, `--appearance`, `--chrome`.
@Suite struct WindowDevicesTests {
    @Test func viewports() throws {
        #expect(try WindowDevices.parseViewport("390x844") == Size(width: 390, height: 844))
        #expect(try WindowDevices.parseViewport("375×667") == Size(width: 375, height: 667))
        #expect(throws: StretchyError.self) { try WindowDevices.parseViewport("390") }
        #expect(throws: StretchyError.self) { try WindowDevices.parseViewport("0x10") }
        #expect(WindowDevices.listing.count == Device.all.count)
    }

    @Test func appearanceAndChromeAreParsedInAnyCase() {
        #expect(Appearance(argument: "DARK") == .dark && Appearance(argument: "dim") == nil)
        #expect(ChromeChoice(argument: "Yes") == .on && ChromeChoice(argument: "false") == .off)
        #expect(ChromeChoice(argument: "maybe") == nil)
    }
}
