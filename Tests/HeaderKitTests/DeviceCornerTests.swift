import Testing
@testable import HeaderKit
import ScrollCore

/// The screen's rounded corners: four border rings, checked point by point against the rounded
/// screen itself (a point is masked exactly when it lies outside the screen's rounded rectangle).
@Suite struct DeviceCornerTests {
    /// Whether `p` is outside a rounded rectangle `rect` of corner `radius` (closed form).
    static func outside(_ p: Point, _ rect: Rect, radius: Double) -> Bool {
        let cx = min(max(p.x, rect.minX + radius), rect.maxX - radius), cy = min(max(p.y, rect.minY + radius), rect.maxY - radius)
        let dx = p.x - cx, dy = p.y - cy
        return !rect.contains(p) || dx * dx + dy * dy > radius * radius
    }

    @Test(arguments: ["iphone-15", "ipad-mini", "iphone-16-pro"])
    func theRingsMaskExactlyWhatLiesOutsideTheRoundedScreen(_ name: String) throws {
        let device = try #require(Device.named(name))
        let screen = Rect(origin: .zero, size: device.size), radius = device.cornerRadius
        let rings = DeviceChrome.cornerRings(radius: radius, size: device.size)
        #expect(rings.count == 4)
        var checked = 0
        for ring in rings {
            #expect(ring.width >= (2.0.squareRoot() - 1) * radius, "the ring reaches the screen's corner point")
            // Sample each corner's square on a 0.37 pt grid (no point on an arc by construction).
            var y = ring.square.minY + 0.1
            while y < ring.square.maxY {
                var x = ring.square.minX + 0.1
                while x < ring.square.maxX {
                    let p = Point(x: x, y: y)
                    let inRing = Self.outside(p, ring.ring.insetBy(ring.width), radius: ring.ringRadius - ring.width)
                        && !Self.outside(p, ring.ring, radius: ring.ringRadius)
                    #expect(inRing == Self.outside(p, screen, radius: radius), "\(name) at \(p)")
                    checked += 1
                    x += 0.37
                }
                y += 0.37
            }
        }
        #expect(checked > 1000)
    }
}

private extension Rect {
    func insetBy(_ d: Double) -> Rect { Rect(x: minX + d, y: minY + d, width: width - 2 * d, height: height - 2 * d) }
}
