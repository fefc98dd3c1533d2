/// What a key asks of the shell around the session (the window or the replay harness); the
/// session itself handles everything that changes the scroll model or the header.
public enum SessionEffect: Equatable, Sendable {
    case screenshot
    case toggleHUD
    case toggleHelp
    /// The touch indicator on/off (window and its screenshots; videos have `--no-touches`).
    case toggleTouches
    case toggleRecording
    case saveConfiguration
    /// The tuned values written into the design file's parameter defaults (`DesignBake`).
    case bakeIntoDesign
    /// Write the design with its current parameters as code for every target.
    case exportCode
    case quit
    /// A short message to show briefly (parameter changes, toggles).
    case toast(String)
}
