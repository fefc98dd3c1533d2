import Foundation
import Stage
import Testing

/// Issue 18: a photo with fewer pixels than the header shows is named in the window too (a toast,
/// and the same line `replay` prints on stderr), once per photo however often the window changes.
@Suite(.serialized, .tags(.window)) struct PhotoResolutionWindowTests {
    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func aSmallPhotoIsNamedOnceInTheWindow() throws {
        let folder = try TemporaryFolder()
        let photo = folder.path + "/tiny.png"
        // 40 × 30 white pixels under a 390 pt header: stretched about 10×.
        var pixels = PixelBuffer(width: 40, height: 30)
        pixels.bytes = [UInt8](repeating: 255, count: pixels.bytes.count)
        try PNGWriter.writeSynchronously(pixels, to: photo)

        guard let session = try XvfbSession.start(arguments: ["--image", photo]) else { return }
        defer { session.stop() }
        // A resize makes the window check the header again: the photo was named already.
        _ = try session.xdo(["sleep", "1", "windowsize", session.window, "500", "900", "sleep", "1"])
        #expect(session.isAlive)
        // Escape quits: the window can be gone before xdotool's key-up reaches it (BadWindow).
        _ = try? session.xdo(session.key("Escape"))
        waitForExit(session.app, timeout: 15)
        let warning = "look blurred"
        let lines = session.stderr.split(separator: "\n").filter { $0.contains(warning) }
        #expect(lines.count == 1, "stderr: \(session.stderr)")
        let line = String(lines.first ?? "")
        #expect(line.hasPrefix("stretchy: warning: \(photo) is 40×30 pixels; the header shows it at "), "\(line)")
    }
}
