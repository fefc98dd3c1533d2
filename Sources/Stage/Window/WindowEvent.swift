import ScrollCore

/// What an SDL event means to a window, in the window's picture points (window points ÷ zoom):
/// pointer and keyboard input, or something that happened to the window itself. The app decides
/// which phone a point belongs to and which held keys repeat.
public enum WindowEvent: Equatable, Sendable {
    case pointerDown(Point)
    case pointerMove(Point)
    case pointerUp(Point)
    /// The drag ended without a release (focus lost, or the pointer left without mouse capture).
    case pointerCancel
    case wheel(dx: Double, dy: Double, precise: Bool)
    /// Ctrl+wheel: zoom by `factor` around `anchor`.
    case zoom(factor: Double, anchor: Point)
    /// `isRepeat`: sent again because the key is held down.
    case key(KeyPress, isRepeat: Bool)
    /// The window's new size in picture points.
    case resized(Size)
    case minimized(Bool)
    /// The renderer lost its textures (`Renderer.recover(from:)` rebuilds them).
    case renderReset(RenderReset)
    case quit
}

/// SDL_RENDER_TARGETS_RESET or SDL_RENDER_DEVICE_RESET, kept opaque outside Stage.
public struct RenderReset: Equatable, Sendable {
    let eventType: UInt32
}
