import HeaderKit
import ScrollCore

/// What the window's surroundings are when an event is reduced, read by the shell and given to
/// `WindowState.reduce` as an argument (as the time is): the renderer's text measurer and scale,
/// the keys and pointer held, the display's usable area.
struct WindowContext {
    var measurer: any TextMeasuring
    var pixelsPerPoint: Double
    /// Shift ×10, Alt ÷10 for a scrub or a wheel step, as for the keys.
    var heldStepMultiplier = 1.0
    /// The pointer now, in picture points (the panel's wheel goes to the row under it).
    var pointer = Point(x: 0, y: 0)
    /// Where a widened window must fit; nil when unknown. Asked only when the panel opens (on X it
    /// is a round trip to the server, too dear for every pointer move).
    var usableDisplayArea: () -> Rect? = { nil }
}
