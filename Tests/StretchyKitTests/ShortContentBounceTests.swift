import Foundation
import HeaderKit
import ScrollCore
import Testing
@testable import StretchyKit
import TestSupport

/// Probe D3: a list shorter than the screen still bounces where the imitated view does.
/// UITableView bounces short content (it turns `alwaysBounceVertical` on), UICollectionView does
/// not unless asked (seed001's own code asks: `[collectionView setAlwaysBounceVertical:YES]`),
/// a primary Flutter scroll view is always scrollable. Each design says so in its file
/// (`scroll.alwaysBounceVertical`); the expected pull is UIKit's band, not the code's.
@Suite struct ShortContentBounceTests {
    /// The designs whose imitated view bounces short content (see docs/physics.md, 10).
    static let bouncing: Set<String> = ["seed000", "seed001", "seed003", "seed004", "large-title", "profile", "appbar", "grid-profile"]

    func session(_ design: String, rows: Int) throws -> Session {
        let setup = SessionSetup(designName: design, viewport: Size(width: 390, height: 844),
                                 content: ListContent(title: "T", source: .generated(count: rows)),
                                 parameterOverrides: ["refreshEnabled": 0], photoSizes: [Size(width: 1680, height: 1050)])
        return try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
    }

    /// UIKit's rubber band over the 844 pt view: (1 − 1/(x·0.55/844 + 1))·844.
    static func band(_ x: Double) -> Double { (1 - 1 / (x * 0.55 / 844 + 1)) * 844 }

    @Test func threeRowsStretchWhereTheImitatedViewBounces() throws {
        var checked: Set<String> = []
        for design in ShippedDesigns.library.designs.map(\.name) {
            var phone = try session(design, rows: 3)
            // Tabs pad a short tab so it can still collapse the header (issue 26, rule 4): not a short list.
            if phone.content.hasTabs { continue }
            let top = phone.scrollState.contentOffset.y
            guard phone.scrollState.maximumOffsetY <= phone.scrollState.minimumOffsetY else { continue }
            checked.insert(design)
            // A 300 pt pull down (the first 10 are the touch slop), held.
            _ = phone.apply(.down(Point(x: 195, y: 200)), atMs: 100)
            for i in 1...30 { _ = phone.apply(.move(Point(x: 195, y: 200 + 10 * Double(i))), atMs: 100 + 8 * Double(i)) }
            let pulled = phone.scrollState.contentOffset.y
            if Self.bouncing.contains(design) {
                #expect(abs(pulled - (top - Self.band(290))) < 1e-6, "\(design): \(pulled)")
                #expect(phone.eventLog.contains(.willBeginDragging), "\(design)")
            } else {
                #expect(pulled == top && !phone.eventLog.contains(.willBeginDragging), "\(design)")
            }
            _ = phone.apply(.up(Point(x: 195, y: 500)), atMs: 400)
            phone.advance(toMs: 3000)
            #expect(abs(phone.scrollState.contentOffset.y - top) < 1e-9, "\(design) rests where it was")
        }
        #expect(Self.bouncing.isSubset(of: checked), "3 rows are short content in every bouncing design: \(checked)")
    }

    /// seed003's header is −offset tall: with 3 rows it stretches with the pull.
    @Test func seed003sHeaderStretchesWithThreeRows() throws {
        var phone = try session("seed003", rows: 3)
        let rest = phone.record().headerFrame.height
        _ = phone.apply(.down(Point(x: 195, y: 200)), atMs: 100)
        for i in 1...30 { _ = phone.apply(.move(Point(x: 195, y: 200 + 10 * Double(i))), atMs: 100 + 8 * Double(i)) }
        #expect(abs(phone.record().headerFrame.height - (rest + Self.band(290))) < 1e-6)
    }
}
