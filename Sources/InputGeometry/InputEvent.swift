/// One input, already converted to viewport points, stamped with its own time.
///
/// Live mouse input, recorded sessions and replay scripts all become these, so the window and the
/// headless harness run the same code path. `time` is in seconds on the session's clock.
public struct InputEvent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A finger (left mouse button) touches down.
        case pointerDown(Point)
        /// The pressed finger moves.
        case pointerMove(Point)
        /// The finger lifts at this point.
        case pointerUp(Point)
        /// The touch is cancelled (focus lost mid-drag): ends like a release without a tap.
        case pointerCancel
        /// Mouse wheel or trackpad, in lines: whole wheel notches, fractions from a trackpad
        /// (`precise`). Positive `dy` (`dx`) moves towards the content's end: the offset grows.
        /// The one wheel convention of the window, scripts and the scroll view; a line is the scroll
        /// view's `wheelLineHeight` points. (SDL's notches and a script file's `dy` have the
        /// opposite sign: they are turned where they are read.)
        case wheel(dx: Double, dy: Double, precise: Bool)
        /// Pinch-style zoom by `factor` about `anchor` (Ctrl + wheel in the window).
        case zoom(factor: Double, anchor: Point)
    }

    public var time: Double
    public var kind: Kind

    public init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }
}
