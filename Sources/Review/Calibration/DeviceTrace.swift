import ScrollCore

/// A recording of a real scroll view (`stretchy-device-trace/1`, written by the recorder that
/// `export-code --target uikit --recorder` adds): every touch and every display frame's
/// `contentOffset.y`, times in ms from the first touch or frame, coordinates in points.
public struct DeviceTrace: Equatable, Sendable {
    public static let format = "stretchy-device-trace/1"

    public enum Phase: String, Sendable, CaseIterable {
        case began, moved, ended, cancelled
    }

    public struct Touch: Equatable, Sendable {
        public var t: Double
        public var phase: Phase
        public var x: Double
        public var y: Double
        public init(t: Double, phase: Phase, x: Double, y: Double) {
            self.t = t; self.phase = phase; self.x = x; self.y = y
        }
    }

    public struct Frame: Equatable, Sendable {
        public var t: Double
        /// `contentOffset.y`.
        public var offset: Double
        public init(t: Double, offset: Double) { self.t = t; self.offset = offset }
    }

    public var device: String
    public var ios: String
    public var viewport: Size
    /// `adjustedContentInset.top`.
    public var contentInsetTop: Double
    public var contentHeight: Double
    public var touches: [Touch]
    public var frames: [Frame]

    public init(device: String = "", ios: String = "", viewport: Size, contentInsetTop: Double, contentHeight: Double,
                touches: [Touch], frames: [Frame]) {
        self.device = device; self.ios = ios; self.viewport = viewport
        self.contentInsetTop = contentInsetTop; self.contentHeight = contentHeight
        self.touches = touches; self.frames = frames
    }

    /// Why the trace cannot be replayed (one line), or nil: no frames, times that go back, a
    /// touch stream that never ends, a move with no touch down, a size that is not positive.
    public var problem: String? {
        guard viewport.width > 0, viewport.height > 0 else { return "'viewport' must be positive, found \(viewport.width)×\(viewport.height)" }
        guard contentHeight >= 0 else { return "'contentHeight' must not be negative, found \(contentHeight)" }
        guard !frames.isEmpty else { return "no frames: the recorder logged no contentOffset (was it enabled?)" }
        for (index, frame) in frames.enumerated() where !frame.t.isFinite || !frame.offset.isFinite {
            return "'frames[\(index)]' is not a finite time and offset"
        }
        if let index = frames.indices.dropFirst().first(where: { frames[$0].t <= frames[$0 - 1].t }) {
            return "'frames[\(index)].t' is \(frames[index].t) ms, not after frames[\(index - 1)] at \(frames[index - 1].t) ms: times must increase"
        }
        if let index = touches.indices.dropFirst().first(where: { touches[$0].t < touches[$0 - 1].t }) {
            return "'touches[\(index)].t' is \(touches[index].t) ms, before touches[\(index - 1)] at \(touches[index - 1].t) ms: times must not go back"
        }
        var down: Int?
        for (index, touch) in touches.enumerated() {
            guard touch.t.isFinite, touch.x.isFinite, touch.y.isFinite else { return "'touches[\(index)]' is not a finite time and point" }
            switch (touch.phase, down) {
            case (.began, nil): down = index
            case (.began, let open?): return "'touches[\(index)]' begins a touch while the one from touches[\(open)] is still down (one finger only)"
            case (_, nil): return "'touches[\(index)]' is '\(touch.phase.rawValue)' with no touch down"
            case (.moved, _): break
            case (.ended, _), (.cancelled, _): down = nil
            }
        }
        if let open = down {
            return "the touch that began at touches[\(open)] (\(touches[open].t) ms) never ends: no 'ended' or 'cancelled'"
        }
        return nil
    }
}
