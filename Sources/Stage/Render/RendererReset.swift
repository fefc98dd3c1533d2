import FileSafety
import Foundation

extension Renderer {
    /// After SDL_RENDER_TARGETS_RESET / SDL_RENDER_DEVICE_RESET: rebuilds the textures. False when
    /// that failed (already said on stderr); the window then toasts that textures are lost.
    public func recover(from reset: RenderReset) -> Bool {
        do {
            try handleRenderReset(eventType: reset.eventType)
            DebugKeys.noteRecovered(from: reset.eventType)
            return true
        } catch {
            StderrLine.write("rebuilding textures after a renderer reset failed: \(error)")
            return false
        }
    }
}
