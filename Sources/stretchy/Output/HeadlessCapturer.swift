import FileSafety
import HeaderKit
import PNGWriting
import Stage
import StretchyKit

/// Draws scenes with the software renderer on an offscreen surface and saves them as PNGs
/// (synchronously: a replay has no frame deadline to protect).
struct HeadlessCapturer: FrameCapturing {
    let renderer: Renderer
    private var pixels = PixelBuffer()

    init(renderer: Renderer) { self.renderer = renderer }

    mutating func capture(_ scene: Scene, to path: String) throws(StretchyError) {
        if let refusal = PathSafety.refusal(writing: path) { throw .badInput("\(path): \(refusal)") }
        do {
            // A script's `resize` event: the frame follows the scene's size.
            let (width, height) = renderer.outputPixelSize
            let ppp = renderer.pixelsPerPoint
            if Int((scene.size.width * ppp).rounded()) != width || Int((scene.size.height * ppp).rounded()) != height {
                try renderer.resizeOffscreenFrame(to: scene.size)
            }
            try renderer.draw(scene)
            try renderer.readPixels(into: &pixels)
            try PNGWriter.writeSynchronously(pixels, to: path)
        } catch {
            throw .environment(describe(error))
        }
    }
}
