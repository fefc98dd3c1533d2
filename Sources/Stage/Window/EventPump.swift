import CSDL2
import Foundation

/// Feeds a window's events to its handler as `WindowEvent`s, stamped with the frame clock when
/// polled, in the ways the window loop needs. Holds the drag state (`SDLInputMapper`).
public final class EventPump {
    let clock: FrameClock
    private var mapper: SDLInputMapper
    /// Window points per picture point (`--scale`).
    public let zoom: Double

    public init(clock: FrameClock, zoom: Double) {
        self.clock = clock
        self.zoom = zoom
        mapper = SDLInputMapper(scale: zoom)
    }

    /// Handles events as they come until `deadlineMs`: SDL_WaitEventTimeout for all but the last
    /// millisecond, then short sleeps, so input is stamped close to when it happened.
    public func handleEvents(until deadlineMs: Double, while running: () -> Bool, _ handle: (WindowEvent, Double) -> Void) {
        var event = SDL_Event()
        while running() {
            let remaining = deadlineMs - clock.nowMs
            if remaining <= 0 { break }
            if remaining > 1.5 {
                if SDL_WaitEventTimeout(&event, Int32(remaining - 1)) != 0 {
                    deliver(&event, handle)
                    handlePending(while: running, handle)
                }
            } else if SDL_PollEvent(&event) != 0 {
                deliver(&event, handle)
            } else {
                Thread.sleep(forTimeInterval: 0.000_15)
            }
        }
    }

    /// Sleeps in SDL_WaitEventTimeout until an event comes or `deadlineMs` passes (a window at
    /// rest: nothing drawn, no CPU); handles it and the rest waiting. True when anything came.
    public func waitForEvent(until deadlineMs: Double, while running: () -> Bool, _ handle: (WindowEvent, Double) -> Void) -> Bool {
        let remaining = deadlineMs - clock.nowMs
        guard remaining > 0 else { return false }
        var event = SDL_Event()
        guard SDL_WaitEventTimeout(&event, Int32(min(remaining.rounded(.up), 60_000))) != 0 else { return false }
        deliver(&event, handle)
        handlePending(while: running, handle)
        return true
    }

    /// Handles the events already waiting.
    public func handlePending(while running: () -> Bool, _ handle: (WindowEvent, Double) -> Void) {
        var event = SDL_Event()
        while running(), SDL_PollEvent(&event) != 0 { deliver(&event, handle) }
    }

    /// While minimized nothing is drawn: wait up to 100 ms for an event, then take what is waiting.
    public func handleEventsWhileMinimized(while running: () -> Bool, _ handle: (WindowEvent, Double) -> Void) {
        var event = SDL_Event()
        if SDL_WaitEventTimeout(&event, 100) != 0 { deliver(&event, handle) }
        handlePending(while: running, handle)
    }

    /// Wakes a window sleeping in `waitForEvent` from any thread (a file watcher told of a change):
    /// an empty user event (SDL_PushEvent is thread-safe).
    public static func wake() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        _ = SDL_PushEvent(&event)
    }

    /// Ends a drag without an event (the sessions were replaced, the app is quitting).
    public func releaseDrag() { mapper.releaseDrag() }

    private func deliver(_ event: inout SDL_Event, _ handle: (WindowEvent, Double) -> Void) {
        let nowMs = clock.nowMs
        if let mapped = mapper.map(&event) { handle(mapped, nowMs) }
    }
}
