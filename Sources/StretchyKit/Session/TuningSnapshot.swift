import HeaderKit
import ScrollCore

/// What undo puts back: the design, every parameter and the view toggles (device chrome,
/// appearance, the simulated keyboard, the iOS drawn). The scroll position is not part of it, as in a design
/// tool's undo.
public struct TuningSnapshot: Equatable, Sendable {
    public var design: Design
    public var parameters: Parameters
    public var showsChrome: Bool
    public var appearance: Appearance
    public var keyboardShown: Bool
    /// Which iOS draws (`I`).
    public var system: SystemVersion = .current

    /// A few words naming the change from `self` to `after` ("zoomDistance 60 → 200",
    /// "design parallax", "design mine edited", "3 parameters"), for the undo toast; nil when
    /// nothing changed. Designs compare by value: another version of the same file is a change.
    public func change(to after: TuningSnapshot) -> String? {
        if design.name != after.design.name || design.file != after.design.file { return "design \(design.name) → \(after.design.name)" }
        var parts: [String] = []
        // The same file saved with other content (a reload): a change too, told apart by value.
        if design != after.design { parts.append("design \(after.design.name) edited") }
        let changed = after.parameters.catalog.specs.filter { parameters.value($0.name) != after.parameters.value($0.name) }
        if changed.count == 1, let spec = changed.first {
            parts.append("\(spec.name) \(Self.describe(parameters.value(spec.name), spec)) → \(Self.describe(after.parameters.value(spec.name), spec))")
        } else if changed.count > 1 {
            parts.append("\(changed.count) parameters")
        }
        if showsChrome != after.showsChrome { parts.append("device chrome \(ParameterSpec.onOff(after.showsChrome))") }
        if appearance != after.appearance { parts.append("appearance \(after.appearance.rawValue)") }
        if system != after.system { parts.append("iOS \(after.system.rawValue)") }
        if keyboardShown != after.keyboardShown { parts.append(after.keyboardShown ? "keyboard shown" : "keyboard hidden") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    static func describe(_ value: Double?, _ spec: ParameterSpec) -> String {
        guard let value else { return "–" }
        return spec.display(value)
    }
}
