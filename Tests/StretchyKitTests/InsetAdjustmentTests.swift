import Foundation
import HeaderKit
import ScrollCore
import Testing
@testable import StretchyKit
import TestSupport

/// Issue 13: with a device, designs that a UIKit list would lay out with
/// `contentInsetAdjustmentBehavior = .automatic` add the safe area's top to their inset
/// (`adjustedContentInset = contentInset + safeAreaInsets`); without a device nothing changes.
/// Expected numbers from Apple's figures (iPhone 15: 393 pt wide, safe-area top 59) and the
/// designs' own declared ratios, not from the code under test.
@Suite struct InsetAdjustmentTests {
    let iPhone15 = Device.named("iphone-15")!

    func session(_ designName: String, device: Device?) throws -> Session {
        var setup = SessionSetup(designName: designName, viewport: device?.size ?? Size(width: 390, height: 844),
                                 content: ListContent(title: "T", source: .generated(count: 200)),
                                 parameterOverrides: [:], photoSizes: [Size(width: 1680, height: 1050)])
        setup.device = device
        return try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
    }

    /// seed000 / seed003: contentInset.top = W·ratio (9/16 and 1/2, the seeds' figures), plus 59 on the
    /// iPhone 15; the photo, `-offset` tall (× DesmondDAI's 1.2 for seed000), fills everything
    /// above the rows, under the status bar too.
    @Test(arguments: [("seed000", 0.5625, 1.2), ("seed003", 0.5, 1.0)])
    func thePhotoDesignsRestBelowTheSafeArea(designName: String, ratio: Double, photoPerPoint: Double) throws {
        let phone = try session(designName, device: iPhone15)
        let declared = try #require(phone.parameters.value("\(designName)InsetRatio"))
        #expect(declared == ratio)
        let inset = 393 * declared + 59
        #expect(phone.record().contentInsetTop == inset)
        #expect(phone.record().offsetY == -inset)
        #expect(phone.record().headerFrame.minY == 0 && abs(phone.record().headerFrame.height - inset * photoPerPoint) < 1e-9, "\(phone.record().headerFrame)")
        let bare = try session(designName, device: nil)
        #expect(bare.record().contentInsetTop == 390 * declared && bare.record().offsetY == -390 * declared)
    }

    /// seed001's section header (the seed's flow layout keeps it at the adjusted top while
    /// pulled): at rest and pulled 120 pt it starts at y = 59, below the status bar; the strip
    /// above shows the list's background as on an iPhone.
    @Test func theSectionHeaderStartsBelowTheStatusBar() throws {
        var phone = try session("seed001", device: iPhone15)
        #expect(phone.record().offsetY == -59)
        #expect(phone.record().headerFrame.minY == 59 && phone.record().headerFrame.height == 160)
        phone.setContentOffset(-59 - 120)
        #expect(phone.record().headerFrame.minY == 59 && phone.record().headerFrame.height == 280)
        #expect(phone.collapsedOffset == 160 - 59)
        var bare = try session("seed001", device: nil)
        #expect(bare.record().offsetY == 0 && bare.record().headerFrame.minY == 0)
        bare.setContentOffset(-120)
        #expect(bare.record().headerFrame.minY == 0 && bare.record().headerFrame.height == 280)
        #expect(bare.collapsedOffset == 160)
    }

    /// Designs that bleed under the status bar on purpose keep `.never`: their inset is theirs.
    @Test func fullBleedDesignsKeepTheirInset() throws {
        for designName in ["seed004", "parallax", "appbar", "profile", "carousel"] {
            let phone = try session(designName, device: iPhone15), bare = try session(designName, device: nil)
            #expect(phone.record().offsetY == bare.record().offsetY || designName == "carousel", "\(designName)")
            #expect(phone.screen.design.scroll.insetAdjustment == .never, "\(designName)")
        }
    }
}
