/// The one declaration of a tunable number: its name (as scripts, configs, sidecars and the HUD
/// spell it), default, valid range and hotkey step.
public struct ParameterSpec: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A real number, changed by `step` from the keyboard.
        case number
        /// An on/off flag, stored as 0 or 1, written to JSON as `true`/`false`.
        case toggle
    }

    public var name: String
    public var kind: Kind
    public var defaultValue: Double
    public var range: ClosedRange<Double>
    /// Whether the range's lower/upper ends are themselves allowed (`decelerationRate` is in (0, 1)).
    public var includesLowerBound: Bool
    public var includesUpperBound: Bool
    public var step: Double
    /// Presets this number applies to; empty means every preset (the physics).
    public var designs: [String]
    /// One line for the HUD and `--help`.
    public var summary: String
    /// What the number counts ("pt", "s"), for listings; nil when it has none.
    public var unit: String? = nil
    /// The panel section it is listed under (a design file's own numbers are `.design`).
    public var group: ParameterGroup = .design

    public init(
        _ name: String, default defaultValue: Double, range: ClosedRange<Double>, step: Double,
        open: Bool = false, designs: [String] = [], unit: String? = nil, group: ParameterGroup = .design, summary: String
    ) {
        self.name = name
        self.kind = .number
        self.defaultValue = defaultValue
        self.range = range
        self.includesLowerBound = !open
        self.includesUpperBound = !open
        self.step = step
        self.designs = designs
        self.summary = summary
        self.unit = unit
        self.group = group
    }

    public static func toggle(_ name: String, default on: Bool, designs: [String] = [], group: ParameterGroup = .design,
                              summary: String) -> ParameterSpec
    {
        var spec = ParameterSpec(name, default: on ? 1 : 0, range: 0...1, step: 1, designs: designs, group: group, summary: summary)
        spec.kind = .toggle
        return spec
    }

    public func accepts(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        let aboveLower = includesLowerBound ? value >= range.lowerBound : value > range.lowerBound
        let belowUpper = includesUpperBound ? value <= range.upperBound : value < range.upperBound
        return aboveLower && belowUpper
    }

    /// `value` moved into the allowed range (for hotkey steps that would leave it).
    public func clamped(_ value: Double) -> Double {
        if kind == .toggle { return Self.isOn(value) ? 1 : 0 }
        let lower = includesLowerBound ? range.lowerBound : range.lowerBound + step / 1000
        let upper = includesUpperBound ? range.upperBound : range.upperBound - step / 1000
        return min(max(value, lower), upper)
    }

    /// `value` moved by `steps` of the declared step (a flag flips), kept on the step grid and in range.
    public func stepped(_ value: Double, by steps: Double) -> Double {
        if kind == .toggle { return Self.isOn(value) ? 0 : 1 }
        let moved = value + step * steps
        // Snap to a tenth of the step to keep values free of accumulated float noise.
        let snapped = (moved / (step / 10)).rounded() * (step / 10)
        return clamped(snapped)
    }

    public func applies(to designName: String) -> Bool { designs.isEmpty || designs.contains(designName) }

    /// The range as a message shows it: `[0, 1]`, `(0, 1)`.
    public var rangeDescription: String {
        let lo = includesLowerBound ? "[" : "("
        let hi = includesUpperBound ? "]" : ")"
        return "\(lo)\(Self.format(range.lowerBound)), \(Self.format(range.upperBound))\(hi)"
    }

    /// The one threshold for a toggle held as a number: stored as 0 or 1, anything typed or loaded
    /// in between reads as its nearer end.
    public static func isOn(_ value: Double) -> Bool { value >= 0.5 }

    /// How a flag is written wherever a person reads it (toasts, the panel, captions, listings).
    public static func onOff(_ on: Bool) -> String { on ? "on" : "off" }

    /// A value as toasts, the panel and undo captions show it: on/off for a toggle, else at most
    /// 4 decimals without trailing zeros (0.998, 1.5, 300).
    public func display(_ value: Double) -> String {
        kind == .toggle ? Self.onOff(Self.isOn(value)) : Self.format((value * 10000).rounded() / 10000)
    }

    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
