/// A declared parameter with the type code reads it as. Its `spec` is the one declaration (name,
/// default, range, step, summary); `parameters[key]` reads the current value typed, so no code
/// outside the catalog spells a name or repeats a default.
public struct Parameter<Value: Sendable>: Sendable {
    public let spec: ParameterSpec
    private let decode: @Sendable (Double) -> Value

    public var name: String { spec.name }
    /// The declared default, typed.
    public var defaultValue: Value { decode(spec.defaultValue) }

    /// The typed value of a stored number (a non-finite one reads as the default).
    public func value(from stored: Double) -> Value { decode(stored.isFinite ? stored : spec.defaultValue) }
}

extension Parameter where Value == Double {
    /// A number: `ParameterSpec(name, default:, range:, step:, …)`.
    public init(_ spec: ParameterSpec) {
        self.spec = spec
        self.decode = { $0 }
    }

    /// `value` unchanged when the spec accepts it, else moved into its range (a non-finite value
    /// becomes the default): for typed values set in code rather than through `Parameters.set`.
    public func sanitized(_ value: Double) -> Double {
        guard value.isFinite else { return spec.defaultValue }
        return spec.accepts(value) ? value : spec.clamped(value)
    }
}

extension Parameter where Value == Bool {
    /// An on/off flag: `ParameterSpec.toggle(name, default:, …)`, on from 0.5.
    public init(toggle spec: ParameterSpec) {
        self.spec = spec
        self.decode = ParameterSpec.isOn
    }
}

extension Parameters {
    /// The current value of a declared parameter, typed; its default when this catalog lacks it.
    public subscript<Value>(_ parameter: Parameter<Value>) -> Value {
        parameter.value(from: values[parameter.name] ?? parameter.spec.defaultValue)
    }
}

extension Parameters {
    /// Sets a declared number (range-checked as by name).
    public mutating func set(_ parameter: Parameter<Double>, to value: Double) throws(ParameterError) {
        try set(parameter.name, to: value)
    }

    /// Sets a declared flag.
    public mutating func set(_ parameter: Parameter<Bool>, to on: Bool) throws(ParameterError) {
        try set(parameter.name, to: on)
    }
}
