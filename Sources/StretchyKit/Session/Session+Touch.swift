import HeaderKit
import ScrollCore

/// Where the finger is, for drawing touches (the iOS Simulator's "Show touches"): read from the
/// pointer state the session already keeps, so window, screenshots and videos agree.
public struct TouchState: Equatable, Sendable {
    public var point: Point
    public var isDown: Bool
    /// When the last press ended, in ms on the session's clock; nil before the first release.
    public var releasedAtMs: Double?

    public init(point: Point, isDown: Bool, releasedAtMs: Double?) {
        self.point = point; self.isDown = isDown; self.releasedAtMs = releasedAtMs
    }
}

extension Session {
    public var touch: TouchState {
        TouchState(point: pointer.lastPoint, isDown: pointer.route != .none, releasedAtMs: pointer.releasedAt.map { $0 * 1000 })
    }
}

extension Session {
    /// `compose(into:)`, then the touch indicator on top when asked for.
    public mutating func compose(into scene: inout Scene, showingTouches: Bool) {
        compose(into: &scene)
        if showingTouches { TouchIndicator.append(touch, atMs: timeMs, to: &scene) }
    }
}

extension SessionPair {
    /// Both sides composed, each with its own touch indicator when asked for (a drag shows on both
    /// phones, at the same local point).
    public mutating func compose(into sceneA: inout Scene, _ sceneB: inout Scene, showingTouches: Bool) {
        a.compose(into: &sceneA, showingTouches: showingTouches)
        b.compose(into: &sceneB, showingTouches: showingTouches)
    }
}
