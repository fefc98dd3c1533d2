import CSDL2
import Foundation
import Synchronization

/// Starts SDL, SDL_image and SDL_ttf once per process. Call `start(headless:)` before creating a
/// renderer; later calls are cheap and return the same outcome.
public enum SDLEnvironment {
    private static let started = Mutex<Bool>(false)

    /// With `headless` true, sets `SDL_VIDEODRIVER=dummy` first, so no display is needed.
    public static func start(headless: Bool) throws {
        try started.withLock { (isStarted: inout Bool) throws in
            if isStarted { return }
            if headless { setenv("SDL_VIDEODRIVER", "dummy", 1) }
            SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1")
            if SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 {
                throw StageError.sdl(operation: "initialising video (SDL_Init)", message: lastSDLError())
            }
            if TTF_WasInit() == 0, TTF_Init() != 0 {
                throw StageError.sdl(operation: "initialising fonts (TTF_Init)", message: lastSDLError())
            }
            let wanted = Int32(IMG_INIT_JPG.rawValue | IMG_INIT_PNG.rawValue)
            if IMG_Init(wanted) & wanted != wanted {
                throw StageError.sdl(operation: "initialising JPEG/PNG support (IMG_Init)", message: lastSDLError())
            }
            isStarted = true
        }
    }
}

/// SDL's thread-local last error as a Swift string.
func lastSDLError() -> String {
    guard let message = SDL_GetError() else { return "" }
    return String(cString: message)
}
