import ScrollPhysics

/// Press, drag, release: UIKit's pan gesture with `touchSlop`, rubber band and fling.
extension ScrollView {
    mutating func pointerDown(at point: Point, time t: Double) {
        guard point.x.isFinite, point.y.isFinite else { return }
        if press != nil { pointerCancel(time: t) }
        let carried = caughtMomentum()
        let caught = stopMotion(at: t)
        press = Press(downPoint: point, downTime: t, lastPoint: point, caught: caught, tapPossible: true,
                      carriedVelocity: carried, lastMovementTime: t)
        tracker.reset()
        tracker.addSample(time: t, position: coordinate(point))
        state.phase = .tracking
    }

    mutating func pointerMove(to point: Point, time t: Double) {
        guard var press, point.x.isFinite, point.y.isFinite else { return }
        // A still finger sends no moves: the time since it last moved is measured when the next
        // move (or the release, which passes through here) arrives. Still for longer than
        // `stationaryLimit`, it has lost the carried speed, whatever it does next.
        if t - press.lastMovementTime > CarriedMomentum.stationaryLimit {
            press.carriedVelocity = 0
        }
        if coordinate(point) != coordinate(press.lastPoint) {
            press.lastMovementTime = t
        }
        press.lastPoint = point
        tracker.addSample(time: t, position: coordinate(point))
        let dx = point.x - press.downPoint.x, dy = point.y - press.downPoint.y
        let slop = physics.touchSlop
        if dx * dx + dy * dy > slop * slop { press.tapPossible = false }
        self.press = press

        if drag == nil {
            let along = coordinate(point) - coordinate(press.downPoint)
            guard physics.scrollEnabled, canScroll, abs(along) > slop else { return }
            // Follow the finger from where it crossed the slop, so the content does not jump.
            let anchor = coordinate(press.downPoint) + (along > 0 ? slop : -slop)
            drag = Drag(anchorPointer: anchor, rawAtAnchor: rawOffset(displayed: offset),
                        startPage: pageIndex(of: offset).rounded())
            state.phase = .dragging
            send(.willBeginDragging, at: t)
        }
        guard let drag else { return }
        let raw = drag.rawAtAnchor - (coordinate(point) - drag.anchorPointer)
        moveTo(displayedOffset(raw: raw), at: t)
        axisVelocity = cappedVelocity(-tracker.velocity(at: t)) * displayedSlope(raw: raw)
    }

    mutating func pointerUp(at point: Point, time t: Double) {
        guard press != nil else { return }
        // The release point counts as the last move (the content follows it, the fit includes it).
        pointerMove(to: point, time: t)
        guard let press else { return }
        if drag != nil {
            endDrag(velocity: cappedVelocity(-tracker.velocity(at: t)), at: t)
            return
        }
        self.press = nil
        if press.tapPossible, !press.caught {
            send(.tap(point.x.isFinite && point.y.isFinite ? point : press.downPoint), at: t)
        }
        // A catch released without a drag: an overscroll still springs back, a page still snaps.
        if motion.isNone { settle(velocity: 0, at: t) }
    }

    /// Focus lost mid-press: ends like a release without a tap or a fling.
    mutating func pointerCancel(time t: Double) {
        guard press != nil else { return }
        if drag != nil {
            endDrag(velocity: 0, at: t)
        } else {
            press = nil
            if motion.isNone { settle(velocity: 0, at: t) }
        }
    }

    func cappedVelocity(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        return min(max(v, -physics.maximumFlingVelocity), physics.maximumFlingVelocity)
    }

    /// What a press now would carry of the running coast (points/s), or 0.
    func caughtMomentum() -> Double {
        guard physics.carriesMomentum, motion.isCoasting else { return 0 }
        return CarriedMomentum.carried(from: axisVelocity)
    }

    /// The release of a drag: willEndDragging (target adjustable) → didEndDragging → coast, snap or bounce.
    /// `fingerVelocity` is the pointer's (capped) estimate; a carried coast may add to it.
    mutating func endDrag(velocity fingerVelocity: Double, at t: Double) {
        let startPage = drag?.startPage ?? pageIndex(of: offset).rounded()
        let releaseVelocity = launchVelocity(finger: fingerVelocity, carried: press?.carriedVelocity ?? 0)
        drag = nil
        press = nil
        tracker.reset()
        release(velocity: releaseVelocity, startPage: startPage, at: t)
    }

    /// A release at `releaseVelocity` (points/s, the content's) of a drag or a trackpad stream
    /// that began on `startPage`: willEndDragging → didEndDragging → coast, page, snap or bounce.
    mutating func release(velocity releaseVelocity: Double, startPage: Double, at t: Double) {
        let raw = rawOffset(displayed: offset)
        if isOutOfRange {
            // Released while overscrolled: spring back to the edge, or, flicked towards the content,
            // through the edge into a coast (the finger's momentum, `BounceSimulation`'s flick).
            let ballistic = makeBallistic(velocity: releaseVelocity * displayedSlope(raw: raw), flick: true)
            send(.willEndDragging(velocity: releaseVelocity / 1000, targetContentOffset: ballistic.restPosition), at: t)
            send(.didEndDragging(willDecelerate: true), at: t)
            send(.willBeginDecelerating, at: t)
            enter(0, of: ballistic, start: t, at: t)
            return
        }

        let coast = DecelerationSimulation(position: offset, velocity: releaseVelocity,
                                           decelerationRatePerMillisecond: physics.decelerationRatePerMillisecond)
        let proposed = physics.pagingEnabled
            ? pagingTarget(from: offset, velocity: releaseVelocity, startPage: startPage)
            : clampedToRange(coast.finalPosition)
        var target = proposed
        if let adjuster = targetContentOffsetAdjuster {
            let adjusted = adjuster(releaseVelocity / 1000, proposed)
            // UIKit ignores a changed target when paging.
            if adjusted.isFinite, !physics.pagingEnabled { target = clampedToRange(adjusted) }
        }
        send(.willEndDragging(velocity: releaseVelocity / 1000, targetContentOffset: target), at: t)

        let targeted = physics.pagingEnabled || target != proposed
        if !targeted {
            let willDecelerate = coast.doneTime > 0
            send(.didEndDragging(willDecelerate: willDecelerate), at: t)
            if willDecelerate {
                send(.willBeginDecelerating, at: t)
                startBallistic(velocity: releaseVelocity, at: t)
            } else {
                becomeIdle(at: t, sending: nil)
            }
            return
        }
        guard abs(target - offset) > 0.01 else {
            send(.didEndDragging(willDecelerate: false), at: t)
            moveTo(target, at: t)
            becomeIdle(at: t, sending: nil)
            return
        }
        send(.didEndDragging(willDecelerate: true), at: t)
        send(.willBeginDecelerating, at: t)
        takeover = ScrollTakeover(kind: physics.pagingEnabled ? .page : .snap, time: t)
        // Land exactly on the target: a decay whose travel is the distance when that decay is
        // UIKit-like (between .normal and .fast), else a landing curve from the release velocity.
        if !physics.pagingEnabled,
           let rate = DecelerationSimulation.rate(travelling: target - offset, from: releaseVelocity),
           rate >= DecelerationRate.fast, rate <= DecelerationRate.normal {
            startBallistic(velocity: releaseVelocity, landing: (rate, target), at: t)
        } else {
            startLanding(on: target, velocity: releaseVelocity, at: t)
        }
    }

    /// The velocity a release coasts with: the finger's, plus what it carries of a caught coast
    /// (`CarriedMomentum`), at most `maximumMomentumVelocity`.
    func launchVelocity(finger: Double, carried: Double) -> Double {
        let launch = CarriedMomentum.launch(release: finger, carried: carried)
        let cap = max(Self.maximumMomentumVelocity, physics.maximumFlingVelocity)
        return launch.isFinite ? min(max(launch, -cap), cap) : 0
    }

    /// Cap (points/s) on a fling with carried momentum: a coast from it still rests within 5 s at
    /// `.normal` (it stops at 10 pt/s after ln(v/10)/2.002 s: 3.8 s at 20,000 pt/s), the promise
    /// the soak test holds every gesture to. UIKit documents no cap; Flutter's own bound is
    /// `kMaxFlingVelocity` 8000 + carried momentum's 40,000.
    static let maximumMomentumVelocity = 20_000.0
}
