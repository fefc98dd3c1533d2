import HeaderKit
import ScrollCore

/// The HUD's parameter cursor: which tunable number `+`/`-` change, cycling with Tab over the
/// the current design's own numbers and the shared ones.
public struct Tuner: Sendable, Equatable {
    public private(set) var selectedName: String

    public init(catalog: ParameterCatalog) {
        selectedName = catalog.specs.first?.name ?? PhysicsParameter.decelerationRate.name
        names = catalog.specs.map(\.name)
    }

    /// The parameters Tab reaches: the design's own numbers first, then the shared ones.
    public private(set) var names: [String]

    public mutating func select(offset: Int) {
        guard !names.isEmpty else { return }
        let current = names.firstIndex(of: selectedName) ?? 0
        selectedName = names[((current + offset) % names.count + names.count) % names.count]
    }

    /// Puts the cursor on `name` (a click in the panel); unknown names are ignored.
    public mutating func select(name: String) {
        if names.contains(name) { selectedName = name }
    }

    /// Keeps the cursor on a parameter that exists for the new design.
    public mutating func catalogChanged(to catalog: ParameterCatalog) {
        let selected = selectedName
        self = Tuner(catalog: catalog)
        if names.contains(selected) { selectedName = selected }
    }

    /// The selected value moved by `steps` of its declared step (toggles flip), clamped to range.
    public func adjusted(_ parameters: Parameters, steps: Double) -> Double {
        guard let spec = parameters.catalog.spec(named: selectedName) else { return 0 }
        return spec.stepped(parameters[selectedName], by: steps)
    }
}
