import HeaderKit
import ScrollCore
@testable import StretchyKit

extension Session {
    /// A sideways fling on a row section: down at (350, y), eight 35 pt steps left 10 ms apart, up at
    /// 90 ms, then followed to 4 s. Returns the largest offset the first row section reached (its
    /// rubber-band overshoot past the end).
    mutating func flingFirstRowLeft(atY y: Double) -> Double {
        _ = apply(.down(Point(x: 350, y: y)), atMs: 0)
        for step in 1...8 { _ = apply(.move(Point(x: 350 - Double(step) * 35, y: y + 1)), atMs: Double(step) * 10) }
        _ = apply(.up(nil), atMs: 90)
        var largest = 0.0
        for t in stride(from: 100.0, through: 4000, by: 16) {
            advance(toMs: t)
            largest = max(largest, record().rowOffsets[0])
        }
        return largest
    }
}
