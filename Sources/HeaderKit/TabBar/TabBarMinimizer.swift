import ScrollPhysics

/// Whether a floating tab bar is minimised, and the spring between its two states: a change of
/// scroll direction *triggers* the spring (it is not scrubbed by the offset), which then runs on
/// its own in closed form (`CriticallyDampedSpring`, time as an argument). Lives in the screen's
/// state; `progress(at:)` is 0 full, 1 minimised.
public struct TabBarMinimizer: Sendable, Equatable {
    public var behavior: TabBarLayer.Minimize
    public private(set) var isMinimized = false
    private var spring: CriticallyDampedSpring?
    private var springStart = 0.0
    /// The offset furthest along the current direction: a move back past it by `directionThreshold`
    /// is a change of direction (the same at any frame rate, unlike a per-frame delta).
    private var anchor: Double?
    /// [EST] UIKit's default spring response for bar transitions reads ≈ 0.4 s on captures.
    public static let response = 0.4
    /// How far (points) the list must move against the current direction to reverse it [EST].
    public static let directionThreshold = 8.0

    public init(behavior: TabBarLayer.Minimize) { self.behavior = behavior }

    /// One frame: the list is at `offset` at `time` seconds. At or above the list's top
    /// (`restingTop`, pulling included) the bar is always full.
    public mutating func track(offset: Double, restingTop: Double, time: Double) {
        guard behavior != .never else { return }
        // "Scrolling down" (the offset growing) minimises with onScrollDown; up with onScrollUp.
        let minimizingIsDown = behavior == .onScrollDown
        let goingDown = isMinimized == minimizingIsDown
        let anchor = self.anchor.map { goingDown ? max($0, offset) : min($0, offset) } ?? offset
        self.anchor = anchor
        var minimized = isMinimized
        if offset <= restingTop {
            minimized = false
        } else if goingDown ? anchor - offset > Self.directionThreshold : offset - anchor > Self.directionThreshold {
            minimized = goingDown != minimizingIsDown
        }
        guard minimized != isMinimized else { return }
        self.anchor = offset
        let position = progress(at: time), velocity = self.velocity(at: time)
        isMinimized = minimized
        spring = CriticallyDampedSpring(target: minimized ? 1 : 0, position: position, velocity: velocity, response: Self.response,
                                        tolerance: .zoom)
        springStart = time
    }

    public func progress(at time: Double) -> Double {
        guard let spring else { return isMinimized ? 1 : 0 }
        let t = max(0, time - springStart)
        return t >= spring.doneTime ? spring.target : min(1, max(0, spring.position(at: t)))
    }

    private func velocity(at time: Double) -> Double {
        guard let spring else { return 0 }
        let t = max(0, time - springStart)
        return t >= spring.doneTime ? 0 : spring.velocity(at: t)
    }
}
