import Foundation
import Stage

extension Renderer {
    /// After SDL_RENDER_TARGETS_RESET / SDL_RENDER_DEVICE_RESET: rebuilds the textures. False when
    /// that failed (already said on stderr); the window then toasts that textures are lost.
    func recover(fromResetEvent eventType: UInt32) -> Bool {
        do {
            try handleRenderReset(eventType: eventType)
            DebugKeys.noteRecovered(from: eventType)
            return true
        } catch {
            FileHandle.standardError.write(Data("stretchy: rebuilding textures after a renderer reset failed: \(describe(error))\n".utf8))
            return false
        }
    }
}
