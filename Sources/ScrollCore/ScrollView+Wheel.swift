/// Mouse wheels scroll smoothly towards an accumulated target; trackpad ("precise") deltas move
/// the content directly, rubber-banded, as a finger does, and when they stop the content is
/// released like a drag: it coasts with the deltas' velocity, lands on a page, or springs back.
extension ScrollView {
    mutating func wheel(delta: Double, precise: Bool, time t: Double) {
        guard delta.isFinite, delta != 0, press == nil, physics.scrollEnabled, canScroll else { return }
        if precise {
            var stream: PreciseWheelStream
            if case let .preciseWheel(current) = motion {
                stream = current
            } else {
                stopMotion(at: t)
                stream = PreciseWheelStream(raw: rawOffset(displayed: offset), lastEvent: t,
                                            startPage: pageIndex(of: offset).rounded(), travelled: 0)
                tracker.reset()
                tracker.addSample(time: t, position: 0)
                state.phase = .dragging
                send(.willBeginDragging, at: t)
            }
            let step = max(min(delta, 1e7), -1e7)
            stream.raw = min(max(stream.raw + step, minimumOffset - 1e7), maximumOffset + 1e7)
            stream.travelled += step
            stream.lastEvent = t
            // The tracker follows a finger's coordinate: it moves against the offset.
            tracker.addSample(time: t, position: -stream.travelled)
            motion = .preciseWheel(stream)
            moveTo(displayedOffset(raw: stream.raw), at: t)
            updatePreciseWheelVelocity(at: t)
        } else {
            retargetSmoothScroll(by: delta, bounceAtEdges: true, at: t)
        }
    }

    /// The shown velocity of a trackpad stream at `t`: the tracker's estimate through the band.
    mutating func updatePreciseWheelVelocity(at t: Double) {
        guard case let .preciseWheel(stream) = motion else { return }
        axisVelocity = cappedVelocity(-tracker.velocity(at: t)) * displayedSlope(raw: stream.raw)
    }
}
