import ScrollCore
import Stage

/// Where the window's events come from, stamped with the window's clock when taken: SDL's queue
/// in the real window (`EventPump`), a list of timed events in the headless one. Also what the
/// keyboard and mouse hold between events (a scrub's Shift ×10, the point under a wheel step).
protocol WindowEventSource: AnyObject {
    /// Handles events as they come until `deadlineMs` (the timer's next frame).
    func handleEvents(until deadlineMs: Double, while running: () -> Bool, _ handle: (WindowEvent, Double) -> Void)
    /// Sleeps until an event comes or `deadlineMs` passes (a resting window); handles what came.
    /// True when anything came, mapped or not (an expose asks for a frame as input does).
    func waitForEvent(until deadlineMs: Double, while running: () -> Bool, _ handle: (WindowEvent, Double) -> Void) -> Bool
    /// Handles the events already waiting.
    func handlePending(while running: () -> Bool, _ handle: (WindowEvent, Double) -> Void)
    /// While minimized nothing is drawn: waits a little for an event, then takes what is waiting.
    func handleEventsWhileMinimized(while running: () -> Bool, _ handle: (WindowEvent, Double) -> Void)
    /// Ends a drag without an event (the sessions were replaced, the app is quitting).
    func releaseDrag()
    /// Shift ×10, Alt ÷10 for a scrub or a wheel step, as for the keys.
    var heldStepMultiplier: Double { get }
    /// The pointer now, in picture points.
    var pointer: Point { get }
}

extension EventPump: WindowEventSource {
    var heldStepMultiplier: Double { KeyPress.stepMultiplier(shift: HeldInput.shift, alt: HeldInput.alt) }
    var pointer: Point { HeldInput.pointer(zoom: zoom) }
}
