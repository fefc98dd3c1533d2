import HeaderKit
import ScrollCore

/// A replay script (the `stretchy replay` format, also what `R` records): the set-up, then input
/// events at their own times in milliseconds from the start.
public struct Script: Equatable, Sendable {
    /// The design: a shipped design's name or a design file's path (the script's `design`, or
    /// `preset`, its older spelling).
    public var designName: String
    /// Which field named it (for messages); nil when the script names none.
    public var designField: String?
    public var viewport: Size
    /// The device (`"device"`: viewport, safe areas, chrome); nil: a bare viewport.
    public var device: String?
    /// `"appearance"`: light or dark mode.
    public var appearance: Appearance = .light
    /// `"ios"`: 27 (the default), 26 or 17.
    public var system: SystemVersion = .current
    /// `"glassTint"`: iOS 27's Settings glass tint, 0…1.
    public var glassTint = GlassTint.systemDefault
    /// `"chrome"`: draw the device's status bar, island, home indicator and corners.
    public var showsChrome = true
    /// Generated rows instead of the content file.
    public var rows: Int?
    /// Resolved against the script's folder.
    public var imagePath: String?
    public var contentPath: String?
    /// Overrides of parameter defaults, validated against the catalog.
    public var parameters: [String: Double]
    public var durationMs: Double?
    /// Expanded (drags become down/move/up), in time order.
    public var events: [ScriptEvent]

    public init(designName: String = Script.defaultDesign, viewport: Size = Script.defaultViewport, rows: Int? = nil,
                imagePath: String? = nil, contentPath: String? = nil, parameters: [String: Double] = [:],
                durationMs: Double? = nil, events: [ScriptEvent] = []) {
        self.designName = designName; self.viewport = viewport; self.rows = rows
        self.imagePath = imagePath; self.contentPath = contentPath; self.parameters = parameters
        self.durationMs = durationMs; self.events = events
    }

    public static let defaultDesign = "seed004"
    /// An iPhone-sized viewport in points (iPhone 12–14).
    public static let defaultViewport = Size(width: 390, height: 844)
    /// How long a replay runs past its last event when the script gives no `duration_ms`.
    public static let settleTimeMs = 2000.0

    /// The replay's end: `duration_ms`, or the last event plus time to settle.
    public var endTimeMs: Double {
        durationMs ?? ((events.last?.timeMs ?? 0) + Self.settleTimeMs)
    }
}

public struct ScriptEvent: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        case down(Point)
        case move(Point)
        /// Release; at the last pointer position when the script gives none.
        case up(Point?)
        case cancel
        /// In lines, positive `dy` towards the content's end, as `InputEvent.Kind.wheel` (a script
        /// file's `dy` has SDL's sign: ScriptEventParser and ScriptWriter turn it).
        case wheel(dx: Double, dy: Double, precise: Bool)
        case zoom(factor: Double, anchor: Point)
        case key(KeyPress)
        /// The window resized to this many points: layout follows, as in the window.
        case resize(Size)
        case screenshot(name: String)
        /// One parameter set to a value (the tuning panel's typed, scrubbed or reset values).
        case set(parameter: String, value: Double)
    }

    public var timeMs: Double
    public var action: Action

    public init(timeMs: Double, action: Action) {
        self.timeMs = timeMs
        self.action = action
    }
}
