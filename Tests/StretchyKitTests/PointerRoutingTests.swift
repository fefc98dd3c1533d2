import HeaderKit
import ScrollCore
import Testing
@testable import StretchyKit
import TestSupport

/// A finger on the carousel's photos: with directionalLockEnabled (UIKit's nested scroll views) the
/// first movement past the slop picks the pager or the list; without it a diagonal drag moves both.
@Suite struct PointerRoutingTests {
    let viewport = Size(width: 390, height: 844)
    /// On the carousel's photos at rest (its inset is a share of the width, more than 100 pt).
    let onPhotos = Point(x: 195, y: 60)

    func carousel(lock: Bool) throws -> Session {
        let setup = SessionSetup(designName: "carousel", viewport: viewport,
                                 content: ListContent(title: "T", source: .generated(count: 200)),
                                 parameterOverrides: ["directionalLockEnabled": lock ? 1 : 0, "touchSlop": 10],
                                 photoSizes: [Size(width: 1680, height: 1050)])
        return try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
    }

    /// A drag by (dx, dy) in 10 moves over 100 ms, held 200 ms (no fling), released; how far the
    /// list (offset y) and the pager (offset x) moved, measured while still held.
    func drag(_ session: inout Session, by dx: Double, _ dy: Double) -> (list: Double, pager: Double) {
        let before = session.record()
        _ = session.apply(.down(onPhotos), atMs: 1000)
        for step in 1...10 {
            let f = Double(step) / 10
            _ = session.apply(.move(Point(x: onPhotos.x + dx * f, y: onPhotos.y + dy * f)), atMs: 1000 + Double(step) * 10)
        }
        session.advance(toMs: 1300)
        let held = session.record()
        _ = session.apply(.up(nil), atMs: 1300)
        return (held.offsetY - before.offsetY, held.pagerOffsetX - before.pagerOffsetX)
    }

    @Test func withTheLockAHorizontalDragPagesAndAVerticalOneScrolls() throws {
        var horizontal = try carousel(lock: true)
        let across = drag(&horizontal, by: -150, 40)
        #expect(abs(across.pager - 150) < 11 && across.list == 0, "\(across)")
        var vertical = try carousel(lock: true)
        let down = drag(&vertical, by: 40, -150)
        #expect(abs(down.list - 150) < 11 && down.pager == 0, "\(down)")
    }

    @Test func withoutTheLockADiagonalDragMovesBoth() throws {
        var session = try carousel(lock: false)
        let moved = drag(&session, by: -120, -120)
        #expect(moved.pager > 100 && moved.list > 100, "\(moved)")
    }
}
