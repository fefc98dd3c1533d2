import HeaderKit
import ScrollCore
import Testing
@testable import StretchyKit
import TestSupport

/// `R` restarts the phones and writes what the replay needs to draw the same screen: with
/// `--device` the take names the device (safe areas, chrome), in the single window and with
/// compared phones alike.
@Suite struct RecordingStartTests {
    let iPhone15 = Device.named("iphone-15")!

    func launch(device: Device?) -> SessionSetup {
        var setup = SessionSetup(designName: "seed003", viewport: device?.size ?? Size(width: 390, height: 844),
                                 content: ListContent(title: "T", source: .generated(count: 200)),
                                 parameterOverrides: [:], photoSizes: [Size(width: 1680, height: 1050)])
        setup.device = device
        return setup
    }

    func group(_ setup: SessionSetup, compare: [String]) throws -> SessionGroup {
        if compare.isEmpty { return SessionGroup(try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())) }
        return try SessionGroup(base: setup, variants: ComparisonVariant.resolveAll(compare), measurer: FixedAdvanceTextMeasurer())
    }

    @Test func aComparisonRecordsTheDeviceLikeTheSinglePhone() throws {
        for compare in [[], ["seed003", "parallax"], ["seed003", "parallax", "seed004"]] {
            let setup = launch(device: iPhone15)
            var phones = try group(setup, compare: compare)
            let start = try phones.restartForRecording(launch: setup, launchParameters: phones[0].parameters,
                                                       measurer: FixedAdvanceTextMeasurer())
            #expect(start.device == "iphone-15", "\(compare)")
            #expect(start.viewport == iPhone15.size && start.showsChrome, "\(compare)")
            #expect(phones.count == max(1, compare.count) && phones[0].safeArea.top == 59, "\(compare)")
        }
    }

    /// Appearance and chrome as they are when R is pressed (L, C), not as launched.
    @Test func theTakeKeepsTheCurrentAppearanceAndChrome() throws {
        for compare in [[], ["seed003", "parallax"]] {
            let setup = launch(device: iPhone15)
            var phones = try group(setup, compare: compare)
            _ = phones.apply(.key(KeyPress(.l)), atMs: 0)
            _ = phones.apply(.key(KeyPress(.c)), atMs: 10)
            let start = try phones.restartForRecording(launch: setup, launchParameters: phones[0].parameters,
                                                       measurer: FixedAdvanceTextMeasurer())
            #expect(start.appearance == .dark && !start.showsChrome, "\(compare)")
            #expect(phones[0].appearance == .dark && !phones[0].showsChrome, "\(compare)")
        }
    }

    /// A resized window is no longer the device: the take has the viewport alone.
    @Test func aResizedWindowRecordsTheViewportAlone() throws {
        let setup = launch(device: iPhone15)
        var phones = try group(setup, compare: ["seed003", "parallax"])
        _ = phones.apply(.resize(Size(width: 320, height: 600)), atMs: 0)
        let start = try phones.restartForRecording(launch: setup, launchParameters: phones[0].parameters,
                                                   measurer: FixedAdvanceTextMeasurer())
        #expect(start.device == nil && start.viewport == Size(width: 320, height: 600))
    }
}
