import CSDL2
import Glibc

/// Feeds SDL events to a window's handler, stamped with the frame clock when polled, in the ways
/// both windows' loops need.
struct EventPump {
    let clock: FrameClock

    /// Handles events as they come until `deadlineMs`: SDL_WaitEventTimeout for all but the last
    /// millisecond, then short sleeps, so input is stamped close to when it happened.
    func handleEvents(until deadlineMs: Double, while running: () -> Bool, _ handle: (inout SDL_Event, Double) -> Void) {
        var event = SDL_Event()
        while running() {
            let remaining = deadlineMs - clock.nowMs
            if remaining <= 0 { break }
            if remaining > 1.5 {
                if SDL_WaitEventTimeout(&event, Int32(remaining - 1)) != 0 {
                    handle(&event, clock.nowMs)
                    handlePending(while: running, handle)
                }
            } else if SDL_PollEvent(&event) != 0 {
                handle(&event, clock.nowMs)
            } else {
                usleep(150)
            }
        }
    }

    /// Handles the events already waiting.
    func handlePending(while running: () -> Bool, _ handle: (inout SDL_Event, Double) -> Void) {
        var event = SDL_Event()
        while running(), SDL_PollEvent(&event) != 0 { handle(&event, clock.nowMs) }
    }

    /// While minimized nothing is drawn: wait up to 100 ms for an event, then take what is waiting.
    func handleEventsWhileMinimized(while running: () -> Bool, _ handle: (inout SDL_Event, Double) -> Void) {
        var event = SDL_Event()
        if SDL_WaitEventTimeout(&event, 100) != 0 { handle(&event, clock.nowMs) }
        handlePending(while: running, handle)
    }
}
