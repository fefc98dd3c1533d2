import HeaderKit
import ScrollCore

extension HeaderScreen {
    /// One frame as the session makes it: the layout pass at `state`'s offset (time `frame.time`),
    /// then the picture at the corrected offset. Returns the correction.
    @discardableResult
    public mutating func layOutAndCompose(into scene: inout Scene, state: ScrollState, frame: FrameDecorations) -> Double {
        let correction = layoutPass(offsetY: state.contentOffset.y, time: frame.time)
        var laidOut = state
        laidOut.contentOffset.y += correction
        compose(into: &scene, state: laidOut, frame: frame)
        return correction
    }
}
