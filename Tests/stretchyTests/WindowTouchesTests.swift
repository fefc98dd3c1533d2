import Foundation
import Testing

/// `T` in the real window: the touch indicator under a resting finger, in the window's screenshots.
@Suite(.serialized, .tags(.window)) struct WindowTouchesTests {
    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func theTKeyDrawsTheTouchUnderThePointer() throws {
        guard let session = try XvfbSession.start() else { return }
        defer { session.stop() }
        // Press and rest (no movement: the list stays put; the row highlight comes after 150 ms).
        try session.xdo(["mousemove", "--window", session.window, "195", "500", "mousedown", "1", "sleep", "0.4"])
        try session.xdo(session.key("t"))
        let shown = try session.screenshot()
        try session.xdo(session.key("t"))
        let hidden = try session.screenshot()
        try session.xdo(["mouseup", "1"])
        let withTouch = try #require(try Media.frames(Sidecars.png(shown)).first)
        let without = try #require(try Media.frames(Sidecars.png(hidden)).first)
        let region = withTouch.differingRegion(without)
        #expect(region.count > 800, "differing pixels: \(region.count)")
        #expect(abs(region.x - 195) < 3 && abs(region.y - 500) < 3, "touch drawn at (\(region.x), \(region.y)), pointer at (195, 500)")
    }
}
