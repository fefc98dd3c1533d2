import ScrollPhysics

/// A value-type model of `UIScrollView` along one axis: gestures, deceleration, bounce, paging,
/// programmatic and wheel scrolling, zoom scale and the scroll indicator.
///
/// Time is always an argument (seconds on the session clock). `handle(_:)` first advances to the
/// event's time, then applies the event at that time; `advance(to:)` evaluates every running
/// motion in closed form, so the state at a time depends only on the events and their stamps, not
/// on how often it is sampled. A time earlier than the current one counts as the current one.
public struct ScrollView {
    public enum Axis: Sendable, Equatable {
        case vertical
        /// Reads `.x` of pointer points and `contentOffset.x` (a paging photo carousel).
        case horizontal
    }

    public let axis: Axis
    /// Offset, velocity, phase, insets, sizes, zoom and indicator opacity.
    public internal(set) var state: ScrollState
    /// Settable live (hotkeys); running motions keep their shape, slow motion rescales them.
    public var configuration: ScrollConfiguration {
        didSet { configurationDidChange(from: oldValue) }
    }
    /// UIKit's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: receives the release
    /// velocity in points per millisecond (UIKit's unit) and the proposed rest offset, returns the
    /// offset to come to rest at. With paging on, UIKit ignores a changed target, and so does this.
    public var targetContentOffsetAdjuster: (@Sendable (_ velocity: Double, _ proposedTarget: Double) -> Double)?
    /// The latest time the view has been advanced to (s).
    public internal(set) var currentTime: Double
    /// Pixels per point of the screen shown on (`UIScreen.scale`: 3 on an iPhone 15, 1 for a bare
    /// viewport): a bounce ends once it is within half a pixel of the edge. Applies from the next
    /// motion on.
    public var screenScale: Double = 1
    /// The latest bounce, page or snap that took the content over (nil before any).
    public internal(set) var takeover: ScrollTakeover?

    // Internal working state, shared by the extensions in this folder.
    var physics: ScrollConfiguration
    var callbacks: [TimedCallback] = []
    var motion: Motion = .none
    var press: Press?
    var drag: Drag?
    var tracker: VelocityTracker
    var zoom = ZoomGesture()
    /// When the content last stopped scrolling (for the indicator's fade).
    var restTime: Double = -.infinity

    public init(axis: Axis = .vertical, configuration: ScrollConfiguration, boundsSize: Size, contentSize: Size,
                contentInset: EdgeInsets, startTime: Double = 0) {
        self.axis = axis
        self.configuration = configuration
        self.physics = configuration.sanitized
        self.currentTime = startTime.isFinite ? startTime : 0
        self.tracker = VelocityTracker(window: configuration.sanitized.velocityWindow)
        var state = ScrollState()
        state.boundsSize = boundsSize
        state.contentSize = contentSize
        state.contentInset = contentInset
        state.contentOffset = Point(x: -contentInset.left, y: -contentInset.top)
        self.state = state
        updateZoomLimits()
    }

    // MARK: Input and time

    public mutating func handle(_ event: InputEvent) {
        advance(to: event.time)
        let t = currentTime
        switch event.kind {
        case .pointerDown(let point): pointerDown(at: point, time: t)
        case .pointerMove(let point): pointerMove(to: point, time: t)
        case .pointerUp(let point): pointerUp(at: point, time: t)
        case .pointerCancel: pointerCancel(time: t)
        case let .wheel(dx, dy, precise):
            wheel(delta: (axis == .vertical ? dy : dx) * configuration.wheelLineHeight, precise: precise, time: t)
        case let .zoom(factor, anchor): zoom(by: factor, anchor: anchor, time: t)
        }
        updateIndicator()
    }

    /// Moves every running motion to `time` exactly (hand-overs happen at their own times).
    public mutating func advance(to time: Double) {
        let t = time.isFinite ? max(time, currentTime) : currentTime
        var handOvers = 0
        while let end = motionEndTime(), end <= t, handOvers < 64 {
            handOvers += 1
            currentTime = max(end, currentTime)
            finishMotion(at: currentTime)
        }
        currentTime = t
        applyMotion(at: t)
        if let drag, let press {
            // A finger that stops stops the content: the velocity decays to 0 as the tracker's
            // window empties, as UIPanGestureRecognizer's velocity does.
            let raw = drag.rawAtAnchor - (coordinate(press.lastPoint) - drag.anchorPointer)
            axisVelocity = cappedVelocity(-tracker.velocity(at: t)) * displayedSlope(raw: raw)
        }
        updatePreciseWheelVelocity(at: t)
        advanceZoom(to: t)
        updateIndicator()
    }

    /// Appends the callbacks sent since the last call to `buffer`, in time order, and forgets them.
    /// With a buffer the caller reuses (cleared keeping its capacity) this allocates nothing, as a
    /// frame loop needs.
    public mutating func moveCallbacks(into buffer: inout [TimedCallback]) {
        guard !callbacks.isEmpty else { return }  // most frames (as in takeCallbacks)
        let inOrder = zip(callbacks, callbacks.dropFirst()).allSatisfy { $0.time <= $1.time }
        if inOrder {
            buffer.append(contentsOf: callbacks)
            callbacks.removeAll(keepingCapacity: true)
        } else {
            buffer.append(contentsOf: takeCallbacks())
        }
    }

    /// The callbacks sent since the last call, in time order.
    public mutating func takeCallbacks() -> [TimedCallback] {
        // Most frames have none: the sort's machinery costs even for an empty list (unoptimised).
        guard !callbacks.isEmpty else { return [] }
        let taken = callbacks.enumerated().sorted {
            $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
        }.map(\.element)
        callbacks.removeAll(keepingCapacity: true)
        return taken
    }

    // MARK: Touch highlight

    /// Where the finger is pressed while the press can still become a tap (not dragging, not a
    /// catch of moving content, not moved past the slop); nil otherwise.
    public var pressLocation: Point? {
        guard let press, press.tapPossible, !press.caught, drag == nil else { return nil }
        return press.downPoint
    }

    /// `pressLocation` once the `delaysContentTouches` delay (150 ms) has passed at `currentTime`:
    /// the app highlights the row under it. A quick tap arrives as a `.tap` callback instead.
    public var highlightedLocation: Point? {
        guard let location = pressLocation, let press else { return nil }
        let delay = physics.delaysContentTouches ? physics.touchDelay : 0
        return currentTime - press.downTime >= delay ? location : nil
    }

    mutating func send(_ callback: ScrollCallback, at time: Double) {
        callbacks.append(TimedCallback(time: time, callback: callback))
        if callbacks.count > 100_000 { callbacks.removeFirst(callbacks.count - 100_000) }
    }

    private mutating func configurationDidChange(from old: ScrollConfiguration) {
        let oldSlowdown = physics.animationSlowdown
        physics = configuration.sanitized
        tracker.window = physics.velocityWindow
        if physics.animationSlowdown != oldSlowdown {
            rebaseMotion(fromSlowdown: oldSlowdown, to: physics.animationSlowdown)
        }
        updateZoomLimits()
    }
}

/// A finger that is down.
struct Press {
    var downPoint: Point
    var downTime: Double
    var lastPoint: Point
    /// The press stopped moving content (UIKit does not report such a press as a tap).
    var caught: Bool
    /// Still within the slop of where it went down.
    var tapPossible: Bool
    /// Speed (points/s) the release may add: `CarriedMomentum` of the coasting it caught, 0 once lost.
    var carriedVelocity: Double = 0
    /// When the pointer last moved (s).
    var lastMovementTime: Double
}

/// A press that moved past the slop and now carries the content.
struct Drag {
    /// Pointer coordinate at which the content's unbanded offset was `rawAtAnchor`.
    var anchorPointer: Double
    var rawAtAnchor: Double
    /// Page index (for paging) where the drag began.
    var startPage: Double
}
