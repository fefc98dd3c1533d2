import ScrollCore
import Stage

/// What `WindowState.reduce` asks of the window around it: the things that touch the display, the
/// renderer or the disk. The shell (`WindowApp`) carries them out through its protocols.
enum WindowEffect: Equatable {
    case setTitle(String)
    /// Ask the window manager for a window of this many picture points (answered by `.resized`).
    case setSize(Size)
    /// Move the window left so a window `width` points wide ends inside the area.
    case keepWithin(Rect, width: Double)
    /// The renderer lost its textures (a device reset): reload them.
    case recoverRenderer(RenderReset)
    /// R: the phones restart at rest and a take begins (`WindowApp+Recording`); answered by
    /// `.recordingStarted` or `.recordingRefused` (`WindowFileOutcome`).
    case startRecording
    /// Write these takes (R again, or quit); each answered by `.takeSaved` or `.takeNotSaved`.
    case writeTakes([WindowState.Take])
    /// End a drag in progress (the event source holds the button's state).
    case releaseDrag
    /// One line on stderr (a problem also shown as a toast, or what E wrote).
    case stderrLine(String)
    /// Ctrl+S: the shared parameters into the config file; answered by `.configSaved` or `.configNotSaved`.
    case saveConfiguration
    /// Ctrl+Shift+S: the tuned values into the design file.
    case bakeIntoDesign
    /// Ctrl+Z while the bake's toast shows: the design file's bytes from before it.
    case undoBake(WindowState.BakeUndo)
    /// E: every phone's design as code; answered by `.codeExported` or `.codeNotExported`.
    case exportCode
}
