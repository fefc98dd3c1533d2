import ScrollCore

/// One parameter as the panel lists it: its declaration, the current value, and the texts of
/// its two lines (`name … value unit`, then `[range] · default · description`).
public struct PanelRow: Equatable, Sendable {
    public var spec: ParameterSpec
    public var value: Double

    public var name: String { spec.name }
    /// Differs from the design's default (the changed mark, and what Ctrl+S writes).
    public var isChanged: Bool { value != spec.defaultValue }

    public var valueText: String {
        spec.display(value) + (spec.kind == .toggle ? "" : spec.unit.map { " \($0)" } ?? "")
    }

    public var detailText: String {
        let range = spec.kind == .toggle ? "on/off" : spec.rangeDescription
        return "\(range) · default \(spec.display(spec.defaultValue)) · \(spec.summary)"
    }

}

/// What the panel lists, top to bottom: a heading per group, then its parameters in catalog order.
public enum PanelLine: Equatable, Sendable {
    case heading(ParameterGroup)
    case row(PanelRow)

    public static func lines(for parameters: Parameters) -> [PanelLine] {
        var lines: [PanelLine] = []
        for group in ParameterGroup.allCases {
            let specs = parameters.catalog.specs.filter { $0.group == group }
            guard !specs.isEmpty else { continue }
            lines.append(.heading(group))
            lines += specs.map { .row(PanelRow(spec: $0, value: parameters[$0.name])) }
        }
        return lines
    }

    public var row: PanelRow? { if case let .row(row) = self { row } else { nil } }
}
