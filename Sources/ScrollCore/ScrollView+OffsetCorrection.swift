import ScrollPhysics

extension ScrollView {
    /// UITableView's estimated-height correction: rows above the viewport changed height by
    /// `delta`, so the offset moves by the same amount and the rows on screen stay put. Whatever
    /// is under way continues from the shifted position: a drag keeps its finger anchor, a coast
    /// keeps its velocity, a programmatic scroll keeps its (shifted) target.
    public mutating func shiftContentOffset(by delta: Double) {
        guard delta.isFinite, delta != 0 else { return }
        let velocity = currentLocalVelocity
        offset += delta
        if press != nil, var drag {
            drag.rawAtAnchor += delta
            self.drag = drag
            return
        }
        switch motion {
        case .none:
            break
        case .ballistic:
            settle(velocity: velocity, at: currentTime)
        case let .spring(sim, _, purpose):
            startSpring(to: sim.target + delta, velocity: velocity, response: sim.response, purpose: purpose, at: currentTime)
        case let .landing(sim, _, purpose):
            startLanding(on: sim.target + delta, velocity: velocity, purpose: purpose, at: currentTime)
        case let .ease(sim, start, purpose):
            // The whole animation moves with the content: same clock, shifted ends.
            motion = .ease(EaseAnimation(from: sim.from + delta, to: sim.to + delta, duration: sim.duration, curve: sim.curve),
                           start: start, purpose: purpose)
        case var .preciseWheel(stream):
            stream.raw += delta
            motion = .preciseWheel(stream)
        }
    }
}
