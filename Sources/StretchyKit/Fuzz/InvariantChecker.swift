import ScrollCore

/// A broken invariant found by the fuzzer, with everything needed to reproduce it.
public struct InvariantViolation: Error, Equatable, CustomStringConvertible {
    public var designName: String
    public var seed: UInt64
    /// The index of the generated action after which the invariant broke.
    public var eventIndex: Int
    public var timeMs: Double
    public var lastAction: String
    public var problem: String

    public var description: String {
        "invariant broken: \(problem) (design \(designName), seed \(seed), event \(eventIndex) [\(lastAction)], t = \(FrameRecord.number(timeMs)) ms)"
    }
}

/// The invariants every frame of a session must keep, whatever the input: every measured value
/// finite, and the offset no further than one viewport height outside its resting range.
public enum InvariantChecker {
    /// The problem with this frame, or nil when it is sane.
    public static func problem(record: FrameRecord, state: ScrollState) -> String? {
        let named: [(String, Double)] = [
            ("t_ms", record.timeMs), ("offset_y", record.offsetY), ("velocity_y", record.velocityY),
            ("header_x", record.headerFrame.minX), ("header_y", record.headerFrame.minY),
            ("header_width", record.headerFrame.width), ("header_height", record.headerFrame.height),
            ("header_scale", record.headerScale), ("bar_y", record.barY ?? 0), ("stretch_factor", record.stretchFactor),
            ("title_alpha", record.titleAlpha), ("scrim_alpha", record.scrimAlpha),
            ("content_inset_top", record.contentInsetTop), ("zoom_scale", record.zoomScale), ("pager_x", record.pagerOffsetX),
            ("offset_x", state.contentOffset.x), ("velocity_x", state.velocity.x),
            ("content_height", state.contentSize.height), ("indicator_alpha", state.scrollIndicatorAlpha),
        ]
        for (name, value) in named where !value.isFinite {
            return "\(name) is not finite (\(value))"
        }
        let slack = state.boundsSize.height + 1e-6
        let offset = state.contentOffset.y
        if offset < state.minimumOffsetY - slack || offset > state.maximumOffsetY + slack {
            return "offset_y = \(FrameRecord.number(offset)) is more than a viewport (\(FrameRecord.number(state.boundsSize.height))) outside "
                + "[\(FrameRecord.number(state.minimumOffsetY)), \(FrameRecord.number(state.maximumOffsetY))]"
        }
        return nil
    }
}
