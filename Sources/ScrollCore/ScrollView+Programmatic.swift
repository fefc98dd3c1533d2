import ScrollPhysics

/// `setContentOffset`, `scroll(by:)`, scroll-to-top and changes of insets and sizes.
extension ScrollView {
    /// Not animated: jumps to `offset` (as given) and stops any motion. Animated: eases to
    /// `offset` clamped to the range over `scrollAnimationDuration` → `didEndScrollingAnimation`.
    public mutating func setContentOffset(_ newOffset: Double, animated: Bool, at time: Double) {
        advance(to: time)
        let t = currentTime
        guard newOffset.isFinite else { return }
        if !animated || drag != nil {
            let wasMoving = stopMotion(at: t)
            moveTo(newOffset, at: t)
            if let press, var drag {
                drag.rawAtAnchor = rawOffset(displayed: offset)
                drag.anchorPointer = coordinate(press.lastPoint)
                self.drag = drag
            } else if wasMoving {
                becomeIdle(at: t, sending: nil)
            }
        } else {
            stopMotion(at: t)
            let target = clampedToRange(newOffset)
            if abs(target - offset) < 1e-9 {
                moveTo(target, at: t)
                becomeIdle(at: t, sending: .didEndScrollingAnimation)
            } else {
                startEase(to: target, purpose: .scroll, at: t)
            }
        }
        updateIndicator()
    }

    /// Animated scroll by `delta` points (arrow and page keys), clamped to the range. Repeated
    /// calls accumulate onto the running target; the spring keeps the motion's velocity.
    public mutating func scroll(by delta: Double, at time: Double) {
        advance(to: time)
        guard delta.isFinite, press == nil else { return }
        retargetSmoothScroll(by: delta, bounceAtEdges: false, at: currentTime)
        updateIndicator()
    }

    /// `shouldScrollToTop` → animated to the top → `didScrollToTop`.
    public mutating func scrollToTop(at time: Double) {
        advance(to: time)
        let t = currentTime
        guard press == nil else { return }
        send(.shouldScrollToTop, at: t)
        stopMotion(at: t)
        if abs(offset - minimumOffset) < 1e-9 {
            becomeIdle(at: t, sending: .didScrollToTop)
        } else {
            startEase(to: minimumOffset, purpose: .scrollToTop, at: t)
        }
        updateIndicator()
    }

    /// Changes the scrollable range (keyboard inset, pull-to-refresh), not the content size.
    public mutating func setContentInset(_ inset: EdgeInsets, animated: Bool, at time: Double) {
        advance(to: time)
        guard [inset.top, inset.left, inset.bottom, inset.right].allSatisfy(\.isFinite) else { return }
        state.contentInset = inset
        rangeDidChange(animated: animated, at: currentTime)
    }

    public mutating func setContentSize(_ size: Size, at time: Double) {
        advance(to: time)
        guard size.width.isFinite, size.height.isFinite else { return }
        state.contentSize = Size(width: max(size.width, 0), height: max(size.height, 0))
        rangeDidChange(animated: false, at: currentTime)
    }

    /// Window resize: the offset is kept valid.
    public mutating func setBoundsSize(_ size: Size, at time: Double) {
        advance(to: time)
        guard size.width.isFinite, size.height.isFinite else { return }
        state.boundsSize = Size(width: max(size.width, 0), height: max(size.height, 0))
        rangeDidChange(animated: false, at: currentTime)
    }

    /// Keeps the offset valid for a new range without a jump in what the user is doing.
    mutating func rangeDidChange(animated: Bool, at t: Double) {
        defer { updateIndicator() }
        if let press, var drag {
            drag.rawAtAnchor = rawOffset(displayed: offset)
            drag.anchorPointer = coordinate(press.lastPoint)
            self.drag = drag
            return
        }
        switch motion {
        case var .preciseWheel(stream):
            stream.raw = rawOffset(displayed: offset)
            motion = .preciseWheel(stream)
        case .ballistic where motion.isCoasting:
            settle(velocity: cappedVelocity(currentLocalVelocity), at: t)
        case .ballistic:
            // A spring back to an edge is not a fling: if the new range already holds the offset
            // the content rests where it is; if not, it springs again, at no more than a fling's
            // speed (rows measured during a bounce at the bottom move the edge every frame, and
            // restarting with the spring's raw speed each time built up a 14,000 pt/s throw).
            if isOutOfRange {
                settle(velocity: cappedVelocity(currentLocalVelocity), at: t)
            } else {
                motion = .none
                becomeIdle(at: t, sending: .didEndDecelerating)
            }
        case let .spring(sim, _, purpose):
            let target = clampedToRange(sim.target)
            if target != sim.target {
                startSpring(to: target, velocity: currentLocalVelocity, response: sim.response, purpose: purpose, at: t)
            }
        case let .landing(sim, _, purpose):
            let target = clampedToRange(sim.target)
            if target != sim.target {
                startLanding(on: target, velocity: currentLocalVelocity, purpose: purpose, at: t)
            }
        case let .ease(sim, start, purpose):
            // Keep the animation's clock: restarting it on every change (rows measured while an
            // End-key scroll passes them change the range each frame) would never finish.
            let target = clampedToRange(sim.to)
            if target != sim.to {
                motion = .ease(EaseAnimation(from: sim.from, to: target, duration: sim.duration, curve: sim.curve),
                               start: start, purpose: purpose)
            }
        case .none:
            guard isOutOfRange else { return }
            if animated {
                startEase(to: clampedToRange(offset), purpose: .silent, at: t)
            } else {
                moveTo(clampedToRange(offset), at: t)
            }
        }
    }

    /// The smooth scroll of the wheel and the keys: a critically damped spring towards an
    /// accumulated target, so new deltas retarget without a jolt in velocity. With paging the
    /// target is the next page boundary the way the delta points (at least one page per step).
    mutating func retargetSmoothScroll(by delta: Double, bounceAtEdges: Bool, at t: Double) {
        let response = physics.scrollAnimationDuration
        var base = offset
        var velocity = currentLocalVelocity
        if case let .spring(sim, _, .scroll) = motion { base = sim.target }
        if case .preciseWheel = motion { velocity = 0 }
        stopMotion(at: t)
        let step = max(min(delta, 1e7), -1e7)
        let wanted = base + step
        var target = clampedToRange(wanted)
        let excess = wanted - target
        if physics.pagingEnabled {
            // Never between pages: the page nearest `wanted`, but at least the next boundary
            // past `base` the way the step points (a 40 pt notch turns a page).
            let from = pageIndex(of: base), nearest = pageIndex(of: wanted).rounded()
            let page = step > 0 ? max(nearest, (from + 1e-6).rounded(.down) + 1)
                                : min(nearest, (from - 1e-6).rounded(.up) - 1)
            target = offset(ofPage: page)
        }
        velocity = CriticallyDampedSpring.velocityWithoutOvershoot(velocity, displacement: offset - target, response: response)
        if bounceAtEdges, physics.bounces, excess != 0 {
            // A small bounce past the edge, the same wherever the step starts: the spring peaks
            // `overshoot` beyond the edge, whether it starts on the edge (a kick of ω·e·overshoot)
            // or still short of it. Already beyond the edge, the kick adds to the motion there.
            let overshoot = min(abs(excess) * 0.5, 0.1 * viewportLength)
            let short = (excess > 0 ? 1 : -1) * (target - offset)
            if short > 0 {
                velocity = CriticallyDampedSpring.velocityOvershooting(by: overshoot, displacement: offset - target,
                                                                        response: response)
            } else {
                let omega = 2 * Double.pi / response
                velocity += (excess > 0 ? 1 : -1) * overshoot * omega * 2.718281828459045
            }
        }
        if abs(target - offset) < 1e-9, velocity == 0 {
            becomeIdle(at: t, sending: nil)
            return
        }
        startSpring(to: target, velocity: velocity, response: response, purpose: .scroll, at: t)
    }
}
