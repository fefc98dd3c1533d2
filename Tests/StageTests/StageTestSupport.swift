import Foundation
import HeaderKit
import PNGWriting
import ScrollCore
@testable import Stage
import Testing
import TestSupport

/// Every suite that touches SDL nests in this one, so they run one test at a time (SDL's video and
/// renderer state is process-wide); the suites set `SDL_VIDEODRIVER=dummy` through `SDLEnvironment`.
/// `.sdlTurn`: and not while another target's in-process SDL suite runs (HeadlessWindowTests).
@Suite(.serialized, .sdlTurn) struct SDLSuites {}

enum Fixtures {
    static func resources() throws -> ResourceLocator {
        try ResourceLocator.locate()
    }

    static func fonts(systemFallbacks: Bool = true) throws -> FontSet {
        try SDLEnvironment.start(headless: true)
        return try FontSet(resources: resources(), systemFallbacks: systemFallbacks)
    }
}

extension PixelBuffer {
    /// Pixels in `rect` (pixels) for which `predicate` holds.
    func count(in rect: (x: Int, y: Int, w: Int, h: Int), where predicate: (Color) -> Bool) -> Int {
        var n = 0
        for y in rect.y..<(rect.y + rect.h) { for x in rect.x..<(rect.x + rect.w) where predicate(color(x: x, y: y)) { n += 1 } }
        return n
    }

    func distinctColors(in rect: (x: Int, y: Int, w: Int, h: Int)) -> Int {
        var seen = Set<UInt32>()
        for y in rect.y..<(rect.y + rect.h) {
            for x in rect.x..<(rect.x + rect.w) {
                let c = color(x: x, y: y)
                seen.insert(UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b))
            }
        }
        return seen.count
    }

    /// The bounding box of pixels that differ from `background`, or nil.
    func inkBounds(background: Color) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<height {
            for x in 0..<width where color(x: x, y: y) != background {
                if let b = box { box = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y)) } else { box = (x, y, x, y) }
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }
}

func isDark(_ c: Color) -> Bool { Int(c.r) + Int(c.g) + Int(c.b) < 3 * 110 }
