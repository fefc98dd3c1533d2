/// Mouse wheels scroll smoothly towards an accumulated target; trackpad ("precise") deltas move
/// the content directly, rubber-banded, and spring back shortly after they stop.
extension ScrollView {
    mutating func wheel(delta: Double, precise: Bool, time t: Double) {
        guard delta.isFinite, delta != 0, press == nil, physics.scrollEnabled, canScroll else { return }
        if precise {
            var raw: Double
            if case let .preciseWheel(current, _) = motion {
                raw = current
            } else {
                stopMotion(at: t)
                raw = rawOffset(displayed: offset)
                state.phase = .dragging
                send(.willBeginDragging, at: t)
            }
            raw += max(min(delta, 1e7), -1e7)
            raw = min(max(raw, minimumOffset - 1e7), maximumOffset + 1e7)
            motion = .preciseWheel(raw: raw, lastEvent: t)
            axisVelocity = 0
            moveTo(displayedOffset(raw: raw), at: t)
        } else {
            retargetSmoothScroll(by: delta, bounceAtEdges: true, at: t)
        }
    }
}
