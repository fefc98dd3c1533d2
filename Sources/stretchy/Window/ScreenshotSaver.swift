import Foundation
import HeaderKit
import PNGWriting
import Stage
import StretchyFiles
import StretchyKit

/// Screenshots off the frame thread: the frame thread draws the picture and
/// reads its pixels back (all it pays); the PNG is encoded and written on the writer's queue, and
/// the sidecars after it, so a sidecar means both files are there. How it went comes back as a
/// toast through `mailbox`.
final class ScreenshotSaver {
    let mailbox = ToastMailbox()
    private let pngWriter = PNGWriter()
    private var pixels = PixelBuffer()
    private let saved = SavedCounter()

    /// A sidecar: written to `<folder>/<baseName><suffix>` (e.g. `.json`, `.a.json`).
    struct SidecarFile { var suffix: String; var text: String }

    /// Draws `scene`, reads it back and queues `<folder>/<baseName>.png` and the sidecars. Returns
    /// what went wrong when nothing could be queued (for the caller to report), else nil.
    func save(_ scene: Scene, drawnBy renderer: Renderer, folder: String, baseName: String,
              sidecars: [SidecarFile]) -> String? {
        do {
            try FileBytes.prepareDirectory(folder)
        } catch {
            return "screenshot not saved: \(error.message)"
        }
        do {
            try renderer.draw(scene)
            try renderer.readPixels(into: &pixels)
        } catch {
            return "screenshot not saved: \(describe(error))"
        }
        let base = URL(fileURLWithPath: folder).appendingPathComponent(baseName).path
        let mailbox = self.mailbox, saved = self.saved
        let picture = pixels
        pixels = PixelBuffer()  // the writer holds the picture; a window-sized buffer is not kept past it
        pngWriter.write(picture, to: base + ".png") { result in
            switch result {
            case .success:
                do {
                    for sidecar in sidecars {
                        try FileBytes.writeAtomically(Array(sidecar.text.utf8), to: base + sidecar.suffix)
                    }
                    saved.increment()
                    mailbox.post("saved \(base).png")
                } catch {
                    WindowStartup.printError("screenshot sidecar not saved: \(describe(error))")
                    mailbox.post("sidecar not saved: \(describe(error))")
                }
            case let .failure(error):
                WindowStartup.printError("screenshot not saved: \(error.description)")
                mailbox.post("screenshot not saved: \(error.description)")
            }
        }
        return nil
    }

    /// Blocks until every queued screenshot is on disk (before the app exits).
    func waitUntilIdle() { pngWriter.waitUntilIdle() }

    /// Screenshots written so far, sidecars included (read after `waitUntilIdle` for a final count).
    var savedCount: Int { saved.value }
}

/// A count the writer's queue increments and the frame thread reads.
private final class SavedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
