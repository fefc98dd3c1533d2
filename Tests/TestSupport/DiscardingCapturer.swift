import StretchyKit
import TestSupport
import HeaderKit
import ScrollCore

/// Captures nothing: the harness's record of what would have been drawn.
struct DiscardingCapturer: FrameCapturing {
    var paths: [String] = []
    mutating func capture(_ scene: Scene, to path: String) throws(StretchyError) { paths.append(path) }
}
