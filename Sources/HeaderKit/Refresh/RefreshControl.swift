/// UIRefreshControl as a pure state machine (the objc.io scroll-view article's model): pulling past
/// `threshold` while dragging arms it; releasing while armed begins refreshing, and the top inset
/// grows by `spinnerHeight` to hold the spinner in view; after `duration` seconds it ends and the
/// extra inset goes back to 0 (the app animates `setContentInset`). Time is an argument (seconds).
public struct RefreshControl: Equatable, Sendable {
    public enum State: Equatable, Sendable {
        case idle
        /// Pulled past the threshold while dragging: refreshes on release.
        case armed
        case refreshing(since: Double)
    }

    /// What changed in one `update`, for the app to react to.
    public enum Transition: Equatable, Sendable {
        case armed
        /// Apply `extraTopInset` (grows by the spinner height).
        case beganRefreshing
        /// Animate the inset back (`extraTopInset` is 0 again).
        case endedRefreshing
    }

    public var isEnabled: Bool
    public var threshold: Double
    public var duration: Double
    public var spinnerHeight: Double
    public private(set) var state: State = .idle
    /// Last pull (points past the resting top) and time seen, for drawing.
    public private(set) var pull: Double = 0
    public private(set) var time: Double = 0

    public init(isEnabled: Bool = true, threshold: Double = 80, duration: Double = 1.5, spinnerHeight: Double = 60) {
        self.isEnabled = isEnabled
        self.threshold = threshold
        self.duration = duration
        self.spinnerHeight = spinnerHeight
    }

    public var isRefreshing: Bool { if case .refreshing = state { true } else { false } }

    /// When the current refresh ends (seconds); nil when not refreshing.
    public var endTime: Double? { if case let .refreshing(since) = state { since + duration } else { nil } }

    /// Added to the preset's contentInset.top while refreshing.
    public var extraTopInset: Double { isRefreshing ? spinnerHeight : 0 }

    /// Feed each frame: `pull` = -(contentOffset.y + base inset top), `isDragging` from ScrollState.
    @discardableResult
    public mutating func update(pull: Double, isDragging: Bool, time: Double) -> Transition? {
        self.pull = pull
        self.time = time
        guard isEnabled else {
            let wasRefreshing = isRefreshing
            state = .idle
            return wasRefreshing ? .endedRefreshing : nil
        }
        switch state {
        case .idle:
            if isDragging, pull >= threshold { state = .armed; return .armed }
        case .armed:
            if !isDragging { state = .refreshing(since: time); return .beganRefreshing }
        case let .refreshing(since):
            // The tolerance absorbs the ms ↔ s round trip of a step ended exactly at `endTime`.
            if time - since >= duration - 1e-9 { state = .idle; return .endedRefreshing }
        }
        return nil
    }

    /// 0…1: how much of the spinner to show (1 while armed or refreshing).
    public var progress: Double {
        switch state {
        case .idle: isEnabled ? min(1, max(0, pull / threshold)) : 0
        case .armed, .refreshing: 1
        }
    }

    /// Spinner rotation in radians: follows the pull, then spins one turn per second while refreshing.
    public var rotation: Double {
        switch state {
        case .idle, .armed: progress * 1.5 * Double.pi
        case let .refreshing(since): 1.5 * Double.pi + (time - since) * 2 * Double.pi
        }
    }
}
