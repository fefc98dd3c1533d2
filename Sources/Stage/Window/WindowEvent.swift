import InputGeometry

/// What an SDL event means to a window, in the window's picture points (window points ÷ zoom):
/// pointer and keyboard input, or something that happened to the window itself. The app decides
/// which phone a point belongs to and which held keys repeat.
public enum WindowEvent: Equatable, Sendable {
    /// Pointer, wheel or Ctrl+wheel zoom, in the window's picture points (the same input a
    /// script or a replay gives a phone, before the app moves it into the phone's coordinates).
    case input(InputEvent.Kind)
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
