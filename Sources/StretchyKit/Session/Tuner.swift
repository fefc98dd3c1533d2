import HeaderKit
import ScrollCore

/// The HUD's parameter cursor: which tunable number `+`/`-` change, cycling with Tab over the
/// physics and the current preset's own numbers.
public struct Tuner: Sendable, Equatable {
    public private(set) var selectedName: String

    public init(preset: String) {
        selectedName = Self.names(for: preset).first ?? "decelerationRate"
    }

    /// The parameters reachable for `preset`: its own numbers first, then the physics.
    public static func names(for preset: String) -> [String] {
        let specs = ParameterCatalog.all.specs
        let own = specs.filter { !$0.presets.isEmpty && $0.applies(to: preset) }
        let shared = specs.filter { $0.presets.isEmpty }
        return (own + shared).map(\.name)
    }

    public mutating func select(offset: Int, preset: String) {
        let names = Self.names(for: preset)
        guard !names.isEmpty else { return }
        let current = names.firstIndex(of: selectedName) ?? 0
        selectedName = names[((current + offset) % names.count + names.count) % names.count]
    }

    /// Keeps the cursor on a parameter that exists for the new preset.
    public mutating func presetChanged(to preset: String) {
        if !Self.names(for: preset).contains(selectedName) { self = Tuner(preset: preset) }
    }

    /// The selected value moved by `steps` of its declared step (toggles flip), clamped to range.
    public func adjusted(_ parameters: Parameters, steps: Double) -> Double {
        guard let spec = parameters.catalog.spec(named: selectedName) else { return 0 }
        let value = parameters[selectedName]
        if spec.kind == .toggle { return value >= 0.5 ? 0 : 1 }
        let moved = value + spec.step * steps
        // Snap to the step grid to keep values free of accumulated float noise.
        let snapped = (moved / (spec.step / 10)).rounded() * (spec.step / 10)
        return spec.clamped(snapped)
    }
}
