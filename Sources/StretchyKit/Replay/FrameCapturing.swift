import HeaderKit

/// What the replay harness needs from a renderer: draw a scene and save it as a PNG. The SDL
/// shell provides it; tests can provide a stand-in, so the harness itself needs no display.
public protocol FrameCapturing {
    /// Draws `scene` and writes it to `path` at full pixel size, atomically.
    mutating func capture(_ scene: Scene, to path: String) throws(StretchyError)
}
