/// Every tunable value of a session, by name; the HUD, hotkeys, config files, scripts and sidecars
/// all read and write this one value. Typed views (`ScrollConfiguration`, header configurations)
/// are built from it when it changes, so nothing looks names up per frame.
public struct Parameters: Sendable, Equatable {
    public let catalog: ParameterCatalog
    public private(set) var values: [String: Double]

    /// All defaults.
    public init(catalog: ParameterCatalog) {
        self.catalog = catalog
        var values: [String: Double] = [:]
        for spec in catalog.specs { values[spec.name] = spec.defaultValue }
        self.values = values
    }

    public subscript(name: String) -> Double {
        guard let value = values[name] else {
            preconditionFailure("parameter '\(name)' is not declared in the catalog")
        }
        return value
    }

    public func flag(_ name: String) -> Bool { ParameterSpec.isOn(self[name]) }

    /// The value of `name`, nil when the catalog does not declare it.
    public func value(_ name: String) -> Double? { values[name] }

    /// Sets one value after checking the name and range; the error names the field.
    public mutating func set(_ name: String, to value: Double) throws(ParameterError) {
        guard let spec = catalog.spec(named: name) else {
            throw .unknown(name: name, known: catalog.specs.map(\.name))
        }
        guard spec.accepts(value) else {
            throw .outOfRange(name: name, value: value, range: spec.rangeDescription)
        }
        values[name] = spec.kind == .toggle ? (ParameterSpec.isOn(value) ? 1 : 0) : value
    }

    public mutating func set(_ name: String, to flag: Bool) throws(ParameterError) {
        try set(name, to: flag ? 1.0 : 0.0)
    }

    public mutating func reset(_ name: String) {
        if let spec = catalog.spec(named: name) { values[name] = spec.defaultValue }
    }

    public mutating func resetAll() { self = Parameters(catalog: catalog) }

    /// Values that differ from their defaults, by name.
    public var changedValues: [String: Double] {
        values.filter { name, value in catalog.spec(named: name)?.defaultValue != value }
    }
}

public enum ParameterError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknown(name: String, known: [String])
    case outOfRange(name: String, value: Double, range: String)
    case wrongType(name: String, expected: String)

    public var description: String {
        switch self {
        case let .unknown(name, known):
            "unknown parameter '\(name)' \(NearestNames.hint(name, among: known, listedBy: "`stretchy designs --verbose`"))"
        case let .outOfRange(name, value, range):
            "parameter '\(name)' = \(ParameterSpec.format(value)) is outside \(range)"
        case let .wrongType(name, expected):
            "parameter '\(name)' must be \(expected)"
        }
    }
}

/// The ordered list of every declared parameter (the HUD's Tab order).
public struct ParameterCatalog: Sendable, Equatable {
    public let specs: [ParameterSpec]
    private let indexByName: [String: Int]

    public init(specs: [ParameterSpec]) {
        self.specs = specs
        var index: [String: Int] = [:]
        for (i, spec) in specs.enumerated() {
            precondition(index[spec.name] == nil, "parameter '\(spec.name)' declared twice")
            index[spec.name] = i
        }
        self.indexByName = index
    }

    public func spec(named name: String) -> ParameterSpec? {
        indexByName[name].map { specs[$0] }
    }

    public static func + (lhs: ParameterCatalog, rhs: ParameterCatalog) -> ParameterCatalog {
        ParameterCatalog(specs: lhs.specs + rhs.specs)
    }
}
