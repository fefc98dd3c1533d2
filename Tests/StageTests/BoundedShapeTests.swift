import Foundation
import HeaderKit
import PNGWriting
import ScrollCore
@testable import Stage
import Testing

/// Issue 42: no size from a design allocates without a bound and no blur radius traps. A shadow
/// of radius 2000 pt, a blur wider than a box pass takes, a rounded layer two million points wide:
/// each draws, in memory that follows the cap, not the size asked for.
extension SDLSuites {
    @Suite struct BoundedShapes {
        let viewport = Size(width: 200, height: 300)

        func render(_ items: [SceneItem], scale: Double = 1) throws -> PixelBuffer {
            let renderer = try Renderer.headless(size: viewport, pixelsPerPoint: scale, fonts: Fixtures.fonts())
            try renderer.draw(Scene(size: viewport, background: .white, items: items))
            return try renderer.readPixels()
        }

        @Test(arguments: [1.0, 4.0])
        func aHugeShadowRadiusDrawsAFaintEvenShadow(_ scale: Double) throws {
            let pixels = try render([.shadow(Rect(x: 20, y: 20, width: 160, height: 200), cornerRadius: 12, color: Color(0, 0, 0, 255),
                                             blurRadius: 2000, clip: nil)], scale: scale)
            // Spread over some 12,000 pt, a 160 × 200 pt shadow darkens its middle by a few levels at most.
            let w = pixels.width, middle = (pixels.height / 2 * w + w / 2) * 4
            #expect(pixels.bytes[middle + 1] >= 240, "\(pixels.bytes[middle + 1])")
        }

        @Test func aBlurWiderThanThePictureEvensItOut() {
            var pixels = (0..<(64 * 48)).map { $0 % 2 == 0 ? UInt32(0xFF00_0000) : 0xFFFF_FFFF }
            var scratch: [UInt32] = []
            BoxBlur.apply(&pixels, width: 64, height: 48, radius: 1000, scratch: &scratch)
            let greens = pixels.map { Int($0 >> 8 & 0xFF) }
            #expect(greens.max()! - greens.min()! <= 40, "\(greens.min()!)…\(greens.max()!)")
        }

        @Test func aShapeTwoMillionPointsWideMakesABoundedMask() throws {
            let (key, _, _) = ShapeKey.make(x: 0, y: 0, width: 6_000_000, height: 600, radius: 30)
            let reduction = key.maskReduction
            let coverage = key.coverage(reduction: reduction)
            let box = coverage.pixelBox
            let pixels = Double(box.x1 - box.x0) * Double(box.y1 - box.y0)
            #expect(pixels <= ShapeCoverage.maximumMaskPixels * 1.01, "\(pixels) pixels")
            #expect(Double(box.x1 - box.x0) <= ShapeCoverage.maximumMaskSide + 1)
            // Drawn, it fills the viewport as a plain wide fill would.
            let drawn = try render([.fill(Rect(x: -1_000_000, y: 100, width: 2_000_000, height: 100), Color(255, 0, 0, 255),
                                          cornerRadius: 20, clip: nil)])
            let middle = (150 * drawn.width + 100) * 4
            #expect(Array(drawn.bytes[middle..<middle + 3]).sorted() == [0, 0, 255], "\(Array(drawn.bytes[middle..<middle + 4]))")
        }
    }
}
