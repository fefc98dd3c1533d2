import ScrollPhysics

/// What moves the content when no finger does. Each case holds a closed-form simulation and the
/// session time it started; simulations run on "local" time, `(t - start) / animationSlowdown`.
enum Motion {
    /// What a finished spring or ease reports.
    enum Purpose: Equatable {
        /// Paging or an adjusted target after a release: `didEndDecelerating`.
        case settle
        /// `setContentOffset(animated:)`, `scroll(by:)`, the wheel: `didEndScrollingAnimation`.
        case scroll
        /// `scrollToTop`: `didScrollToTop`.
        case scrollToTop
        /// Keeping the offset valid after a range change: no callback.
        case silent
    }

    case none
    /// A release's coast and bounces (`BallisticSimulation`), in its `segment` now.
    case ballistic(BallisticSimulation, start: Double, segment: Int)
    case spring(CriticallyDampedSpring, start: Double, purpose: Purpose)
    /// Onto a page or an adjusted target after a release, from the release velocity.
    case landing(LandingCurve, start: Double, purpose: Purpose)
    case ease(EaseAnimation, start: Double, purpose: Purpose)
    /// Trackpad deltas applied directly; ends `preciseWheelIdle` s after the last one, then
    /// coasts (or pages, or bounces) like a released drag.
    case preciseWheel(PreciseWheelStream)

    var isNone: Bool { if case .none = self { return true } else { return false } }

    /// A coast (not a bounce) of a ballistic motion is running: what a catch may carry.
    var isCoasting: Bool {
        if case let .ballistic(sim, _, segment) = self { !sim.segments[segment].isBounce } else { false }
    }

    /// The running simulation and the session time it started, or nil. A ballistic motion runs
    /// its current segment: it hands over at the segment's end, not at the whole motion's.
    var running: (simulation: any Simulation, start: Double)? {
        switch self {
        case .none, .preciseWheel: nil
        case let .ballistic(sim, start, segment): (sim.segments[segment], start)
        case let .spring(sim, start, _): (sim, start)
        case let .landing(sim, start, _): (sim, start)
        case let .ease(sim, start, _): (sim, start)
        }
    }

    /// The same motion started at `start` instead (slow motion changed mid-flight).
    func restarted(at start: Double) -> Motion {
        switch self {
        case .none, .preciseWheel: self
        case let .ballistic(sim, _, segment): .ballistic(sim, start: start, segment: segment)
        case let .spring(sim, _, purpose): .spring(sim, start: start, purpose: purpose)
        case let .landing(sim, _, purpose): .landing(sim, start: start, purpose: purpose)
        case let .ease(sim, _, purpose): .ease(sim, start: start, purpose: purpose)
        }
    }
}

/// A trackpad ("precise" wheel) stream: its deltas move the content directly, as a finger does.
struct PreciseWheelStream: Equatable {
    /// The unbanded offset the deltas have reached.
    var raw: Double
    /// Session time of the latest delta (s).
    var lastEvent: Double
    /// Page index (for paging) where the stream began.
    var startPage: Double
    /// Sum of the deltas so far (points): the velocity tracker's coordinate, unaffected by
    /// offset corrections that shift `raw`.
    var travelled: Double
}

/// A trackpad stream counts as ended (the fingers lifted) this long (s) after its last delta. SDL
/// reports no scroll phases (no "fingers lifted", no momentum events), so a gap is the only sign:
/// trackpads report at 60 Hz or faster while the fingers move, so 50 ms is three missed reports.
/// Fingers resting still on the pad for as long look the same; their last deltas were slow, so
/// the launch is slow too.
let preciseWheelIdle = 0.05

extension ScrollView {
    func localTime(_ t: Double, since start: Double) -> Double { (t - start) / physics.animationSlowdown }
    func sessionTime(_ local: Double, since start: Double) -> Double { start + local * physics.animationSlowdown }

    /// When the running motion hands over or ends, or nil.
    func motionEndTime() -> Double? {
        if case let .preciseWheel(stream) = motion { return stream.lastEvent + preciseWheelIdle }
        return motion.running.map { sessionTime($0.simulation.doneTime, since: $0.start) }
    }

    /// Position and velocity (local units) of the running motion at session time `t`.
    func motionSample(at t: Double) -> (position: Double, velocity: Double)? {
        guard let (sim, start) = motion.running else { return nil }
        let local = localTime(t, since: start)
        return (sim.position(at: local), sim.velocity(at: local))
    }

    /// The running motion's velocity in local units (what a following simulation starts with).
    var currentLocalVelocity: Double { motionSample(at: currentTime)?.velocity ?? 0 }

    mutating func applyMotion(at t: Double) {
        guard let sample = motionSample(at: t) else { return }
        moveTo(sample.position, at: t)
        let v = sample.velocity / physics.animationSlowdown
        axisVelocity = v.isFinite ? v : 0
    }

    /// Ends (or hands over) the running motion at exactly `t`, its end time.
    mutating func finishMotion(at t: Double) {
        switch motion {
        case .none:
            return
        case let .ballistic(sim, start, segment):
            moveTo(sim.segments[segment].endPosition, at: t)
            if segment + 1 < sim.segments.count {
                enter(segment + 1, of: sim, start: start, at: t)
            } else {
                moveTo(sim.restPosition, at: t)
                becomeIdle(at: t, sending: .didEndDecelerating)
            }
        case let .spring(sim, _, purpose):
            moveTo(sim.target, at: t)
            becomeIdle(at: t, sending: purpose.endCallback)
        case let .landing(sim, _, purpose):
            moveTo(sim.target, at: t)
            becomeIdle(at: t, sending: purpose.endCallback)
        case let .ease(sim, _, purpose):
            moveTo(sim.to, at: t)
            becomeIdle(at: t, sending: purpose.endCallback)
        case let .preciseWheel(stream):
            // The fingers lifted with the last delta: release with the velocity of the last
            // deltas then (the tracker's estimate, as for a finger), like a drag.
            motion = .none
            let velocity = cappedVelocity(-tracker.velocity(at: stream.lastEvent))
            tracker.reset()
            release(velocity: velocity, startPage: stream.startPage, at: t)
        }
    }

    // MARK: Starting motions

    mutating func moveTo(_ x: Double, at t: Double) {
        guard x.isFinite, x != offset else { return }
        offset = x
        send(.didScroll, at: t)
    }

    mutating func becomeIdle(at t: Double, sending callback: ScrollCallback?) {
        motion = .none
        axisVelocity = 0
        state.phase = press != nil ? .tracking : .idle
        restTime = t
        if let callback { send(callback, at: t) }
    }

    /// Coasts and bounces from the current offset with `velocity` (local points/s): a coast from
    /// within the range, a bounce from past an edge (`BallisticSimulation`). `flick`: a finger's
    /// release; `landing`: a first coast at its own rate resting exactly on a chosen target.
    mutating func startBallistic(velocity: Double, flick: Bool = false, landing: (rate: Double, rest: Double)? = nil,
                                 at t: Double) {
        enter(0, of: makeBallistic(velocity: velocity, flick: flick, landing: landing), start: t, at: t)
    }

    func makeBallistic(velocity: Double, flick: Bool = false,
                       landing: (rate: Double, rest: Double)? = nil) -> BallisticSimulation {
        BallisticSimulation(position: offset, velocity: velocity, law: ballisticLaw, flick: flick, landing: landing)
    }

    /// The law of a release now: the range, the rate, the bounce and the band.
    var ballisticLaw: BallisticSimulation.Law {
        BallisticSimulation.Law(range: minimumOffset...maximumOffset, decelerationRate: physics.decelerationRatePerMillisecond,
                                bounces: physics.bounces, dimension: viewportLength, constant: physics.rubberBandConstant,
                                response: physics.bounceResponse, screenScale: screenScale)
    }

    /// Runs `segment` of `sim` (started at session time `start`) from `t`: a bounce takes the content over.
    mutating func enter(_ segment: Int, of sim: BallisticSimulation, start: Double, at t: Double) {
        motion = .ballistic(sim, start: start, segment: segment)
        if sim.segments[segment].isBounce {
            state.phase = .bouncing
            takeover = ScrollTakeover(kind: .bounce, time: t)
        } else {
            state.phase = .decelerating
        }
    }

    mutating func startSpring(to target: Double, velocity: Double, response: Double, purpose: Motion.Purpose, at t: Double) {
        let sim = CriticallyDampedSpring(target: target, position: offset, velocity: velocity, response: response)
        motion = .spring(sim, start: t, purpose: purpose)
        state.phase = purpose == .settle ? .decelerating : .animating
    }

    mutating func startEase(to target: Double, purpose: Motion.Purpose, at t: Double) {
        let sim = EaseAnimation(from: offset, to: target, duration: physics.scrollAnimationDuration)
        motion = .ease(sim, start: t, purpose: purpose)
        state.phase = .animating
    }

    /// Stops whatever moves the content, where it is (a press "catches" it). Returns whether anything moved.
    @discardableResult
    mutating func stopMotion(at t: Double) -> Bool {
        if case .preciseWheel = motion {
            // Caught mid-stream (a press): UIKit's order, willEndDragging then didEndDragging.
            motion = .none
            axisVelocity = 0
            tracker.reset()
            send(.willEndDragging(velocity: 0, targetContentOffset: offset), at: t)
            send(.didEndDragging(willDecelerate: false), at: t)
            return true
        }
        guard !motion.isNone else { return false }
        motion = .none
        axisVelocity = 0
        return true
    }

    /// After a release, a catch or a range change: bounce back if out of range, snap to a page
    /// when paging, coast with `velocity` (local points/s), or rest.
    mutating func settle(velocity: Double, at t: Double, purpose: Motion.Purpose = .settle) {
        if isOutOfRange {
            if physics.bounces {
                startBallistic(velocity: velocity, at: t)
            } else {
                moveTo(clampedToRange(offset), at: t)
                becomeIdle(at: t, sending: nil)
            }
            return
        }
        if physics.pagingEnabled, canScroll {
            let target = offset(ofPage: pageIndex(of: offset).rounded())
            if abs(target - offset) > 0.01 {
                startLanding(on: target, velocity: velocity, purpose: purpose, at: t)
                return
            }
        }
        let coast = DecelerationSimulation(position: offset, velocity: velocity,
                                           decelerationRatePerMillisecond: physics.decelerationRatePerMillisecond)
        if coast.doneTime > 0 {
            startBallistic(velocity: velocity, at: t)
        } else {
            becomeIdle(at: t, sending: nil)
        }
    }

    /// Keeps a running motion's progress when slow motion changes mid-flight.
    mutating func rebaseMotion(fromSlowdown old: Double, to new: Double) {
        guard let start = motion.running?.start else { return }
        motion = motion.restarted(at: currentTime - (currentTime - start) / old * new)
    }
}

extension Motion.Purpose {
    var endCallback: ScrollCallback? {
        switch self {
        case .settle: .didEndDecelerating
        case .scroll: .didEndScrollingAnimation
        case .scrollToTop: .didScrollToTop
        case .silent: nil
        }
    }
}
