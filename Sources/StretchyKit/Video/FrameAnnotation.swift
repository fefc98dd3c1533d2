import HeaderKit
import ScrollCore

/// What an annotated video frame says about the gesture at time t: the finger's short trail and
/// labels — "pulled 110 pt" while a finger holds the content past an edge, "flick 2,700 pt/s"
/// (or "released") after a release, "snap" / "page" / "bounce" when one takes the content over.
/// A function of the session's state and records at t (its clock, event log, the scroll view's
/// takeover) and the script's finger path, so it is the same at any frame rate.
public struct FrameAnnotation: Equatable, Sendable {
    public struct Label: Equatable, Sendable {
        public enum Kind: Equatable, Sendable { case gesture, takeover, slow }
        public var text: String
        public var kind: Kind
        public var opacity: Double
        public init(text: String, kind: Kind, opacity: Double) {
            self.text = text; self.kind = kind; self.opacity = opacity
        }
    }
    /// The finger's path just behind it, oldest first (empty when no finger shows).
    public var trail: [Point] = []
    public var trailOpacity = 0.0
    public var labels: [Label] = []

    /// How long the trail reaches back behind the finger.
    static let trailMs = 160.0
    /// How long a release or takeover label stays, the last `fadeMs` of it fading out: long
    /// enough to read two words at a video's speed.
    static let holdMs = 1200.0, fadeMs = 300.0
    /// Below this release speed (pt/s) a release is "released", not a flick.
    static let flickSpeed = 300.0
    /// An overscroll smaller than this (pt) is not called a pull.
    static let leastPull = 0.5

    public init() {}

    public init(session: Session, path: FingerPath, atMs timeMs: Double) {
        let touch = session.touch
        let fingerOpacity = TouchIndicator.opacity(touch, atMs: timeMs)
        if fingerOpacity > 0 {
            trail = path.trail(endingAtMs: min(timeMs, touch.releasedAtMs ?? timeMs), spanMs: Self.trailMs)
            trailOpacity = fingerOpacity
        }
        let state = session.scrollState
        let pull = max(state.minimumOffsetY - state.contentOffset.y, state.contentOffset.y - state.maximumOffsetY)
        if touch.isDown, pull >= Self.leastPull {
            labels.append(Label(text: "pulled \(Self.grouped(pull)) pt", kind: .gesture, opacity: 1))
        } else if !touch.isDown, let released = touch.releasedAtMs, let opacity = Self.held(since: released, atMs: timeMs) {
            let release = session.eventLog.latestRelease(atOrBeforeMs: timeMs).flatMap { abs($0.timeMs - released) < 1 ? $0 : nil }
            let text = release.map { abs($0.velocity) >= Self.flickSpeed ? "flick \(Self.grouped(abs($0.velocity))) pt/s" : "released" } ?? "released"
            labels.append(Label(text: text, kind: .gesture, opacity: opacity))
        }
        if let takeover = session.takeover, let opacity = Self.held(since: Instant(seconds: takeover.time).milliseconds, atMs: timeMs) {
            labels.append(Label(text: takeover.kind.rawValue, kind: .takeover, opacity: opacity))
        }
    }

    /// A label's opacity `timeMs` after `startMs`: 1, fading over the hold's last `fadeMs`; nil once gone.
    static func held(since startMs: Double, atMs timeMs: Double) -> Double? {
        let age = timeMs - startMs
        guard age >= -1e-9, age < holdMs else { return nil }
        return min(1, (holdMs - age) / fadeMs)
    }

    /// A whole number with thousands separated by commas, as the labels read ("2,700").
    static func grouped(_ value: Double) -> String {
        var digits = String(Int(value.rounded())), result = ""
        while digits.count > 3 {
            result = "," + digits.suffix(3) + result
            digits.removeLast(3)
        }
        return digits + result
    }
}

extension Session {
    /// This phone's annotation at its current time (nil `path`: only the `extra` labels) drawn
    /// over `scene` (its own picture), labels `bottomInset` above the bottom (a caption band) or
    /// above the home indicator, or above the tab bar (the list's bottom inset: the bars' reach).
    public func appendAnnotation(path: FingerPath?, extra: [FrameAnnotation.Label] = [], bottomInset: Double = 0, to scene: inout Scene) {
        var annotation = path.map { FrameAnnotation(session: self, path: $0, atMs: timeMs) } ?? FrameAnnotation()
        annotation.labels += extra
        guard !annotation.labels.isEmpty || !annotation.trail.isEmpty else { return }
        // Above the home indicator and above a tab bar and its accessory (D7: pills covered its icons).
        let bars = screen.baseContentInset.bottom
        annotation.draw(in: Rect(origin: .zero, size: scene.size), bottomInset: max(bottomInset, device?.safeArea.bottom ?? 0, bars),
                        measurer: measurer, to: &scene)
    }

    /// The latest bounce, page or snap of the list or the design's photo pager.
    public var takeover: ScrollTakeover? {
        [scrollView.takeover, pager.takeover].compactMap { $0 }.max { $0.time < $1.time }
    }
}
