import Foundation
import HeaderKit
import PNGWriting
import ScrollCore
@testable import Stage
import Testing

extension SDLSuites {
    /// Controls in a title draw as UILabel draws them: a tab as a space, ESC, BEL, DEL and the
    /// other controls as nothing — never as missing-glyph boxes.
    @Suite struct ControlCharacterRendering {
        func pixels(_ text: String) throws -> PixelBuffer {
            let renderer = try Renderer.headless(size: Size(width: 240, height: 40), fonts: Fixtures.fonts())
            var scene = Scene(size: Size(width: 240, height: 40), background: .white)
            scene.append(.text(text, style: TextStyle(size: 17, weight: .bold, color: .black), frame: Rect(x: 4, y: 4, width: 232, height: 32),
                               alignment: .leading, lineBreak: .truncateTail, alpha: 1, clip: nil))
            try renderer.draw(scene)
            return try renderer.readPixels()
        }

        func same(_ a: PixelBuffer, _ b: PixelBuffer) -> Bool {
            for y in 0..<40 { for x in 0..<240 where a.color(x: x, y: y) != b.color(x: x, y: y) { return false } }
            return true
        }

        @Test func controlsDrawNothingAndATabIsASpace() throws {
            let plain = try pixels("Title ok")
            #expect(same(try pixels("Ti\u{1B}tle\u{07} ok\u{7F}\u{00}"), plain), "ESC, BEL, DEL and NUL draw nothing")
            #expect(same(try pixels("Title\tok"), plain), "a tab is a space")
            #expect(!same(try pixels("Title  ok"), plain), "the comparison sees a one-space difference")
            let measurer = TextMeasurer(fonts: try Fixtures.fonts())
            let style = TextStyle(size: 17, color: .black)
            #expect(measurer.measure("a\u{1B}[31mb", style: style, width: nil) == measurer.measure("a[31mb", style: style, width: nil))
        }
    }
}
