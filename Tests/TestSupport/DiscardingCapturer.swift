import HeaderKit
import ScrollCore
import StretchyKit

/// Captures nothing: the harness's record of what would have been drawn.
public struct DiscardingCapturer: FrameCapturing {
    public var paths: [String] = []
    public init() {}
    public mutating func capture(_ scene: Scene, to path: String) throws(StretchyError) { paths.append(path) }
}
