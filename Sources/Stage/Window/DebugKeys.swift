import CSDL2
import FileSafety
import Foundation

/// Hidden keys for exercising recovery paths that are hard to cause on purpose, on only when
/// `STRETCHY_DEBUG_KEYS=1`: F9 posts SDL_RENDER_TARGETS_RESET and F10 SDL_RENDER_DEVICE_RESET, so
/// the window's texture rebuilding runs as it would after a driver reset (the end-to-end fault
/// tests use them).
enum DebugKeys {
    static let enabled = ProcessInfo.processInfo.environment["STRETCHY_DEBUG_KEYS"] == "1"

    /// True when `sym` was a debug key and has been handled.
    static func handle(_ sym: SDL_Keycode) -> Bool {
        guard enabled else { return false }
        let type: UInt32
        switch Int(sym) {
        case Int(SDLK_F9.rawValue): type = SDL_RENDER_TARGETS_RESET.rawValue
        case Int(SDLK_F10.rawValue): type = SDL_RENDER_DEVICE_RESET.rawValue
        default: return false
        }
        var event = SDL_Event()
        event.type = type
        event.common.timestamp = SDL_GetTicks()
        _ = SDL_PushEvent(&event)
        return true
    }

    /// With the debug keys on, one stderr line per renderer reset survived (tests look for it).
    static func noteRecovered(from eventType: UInt32) {
        guard enabled else { return }
        let name = eventType == SDL_RENDER_DEVICE_RESET.rawValue ? "SDL_RENDER_DEVICE_RESET" : "SDL_RENDER_TARGETS_RESET"
        StderrLine.write("debug: textures rebuilt after \(name)")
    }
}
