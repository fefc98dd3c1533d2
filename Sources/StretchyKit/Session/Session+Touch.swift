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
        TouchState(point: pointer.lastPoint, isDown: pointer.route != .none, releasedAtMs: pointer.releasedAt.map { Instant(seconds: $0).milliseconds })
    }
}

extension Session {
    /// `compose(into:)`, then the touch indicator on top when asked for.
    public func compose(into scene: inout Scene, showingTouches: Bool) {
        compose(into: &scene)
        if showingTouches { TouchIndicator.append(touch, atMs: timeMs, to: &scene) }
    }
}

extension SessionGroup {
    /// The picture of every phone, each with its own touch indicator when asked for (a drag shows
    /// on every phone, at the same local point). One phone is composed straight into `picture`;
    /// compared phones each into their scene in `phones`, then laid out with their captions.
    /// `decorate` adds what goes over one phone (the HUD, a video's caption) before the layout.
    public func compose(into picture: inout Scene, phones: inout [Scene], layout: PhoneLayout, captions: [String],
                                 showingTouches: Bool, decorate: (Int, inout Scene) -> Void = { _, _ in }) {
        guard isComparison else {
            sessions[0].compose(into: &picture, showingTouches: showingTouches)
            decorate(0, &picture)
            return
        }
        while phones.count < count { phones.append(Scene(size: viewport)) }
        for index in sessions.indices {
            sessions[index].compose(into: &phones[index], showingTouches: showingTouches)
            decorate(index, &phones[index])
        }
        layout.compose(phones, captions: captions, into: &picture)
    }
}
