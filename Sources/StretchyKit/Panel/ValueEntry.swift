import ScrollCore

/// A value being typed into the panel (a click on a value, or Enter): the text so far, and what
/// Enter makes of it. Accepts what a designer types: `200`, `0.5`, `.5`, `1,5`, `-3`, `200 pt`,
/// `1e-3`; a flag takes `on`/`off`, `true`/`false`, `yes`/`no`, `1`/`0`.
public struct ValueEntry: Equatable, Sendable {
    public let name: String
    public private(set) var text: String
    /// The whole text is selected (the current value, pre-filled): typing replaces it, Backspace
    /// clears it, ← → End Home put the cursor at its end — as a value field does in Figma.
    public private(set) var isSelected: Bool
    /// Why the last Enter was refused (shown under the field until the text changes).
    public private(set) var refusal: String?

    public init(name: String, text: String = "", selected: Bool = false) {
        self.name = name
        self.text = text
        self.isSelected = selected && !text.isEmpty
    }

    /// A field holding `row`'s current value, selected: `on` / `off` for a flag, else the number.
    public static func editing(_ row: PanelRow) -> ValueEntry {
        ValueEntry(name: row.name, text: row.spec.display(row.value), selected: true)
    }

    /// The cursor goes to the end of the text, which stays.
    public mutating func deselect() { isSelected = false }

    /// The longest text kept: enough for any number a range allows.
    static let maximumLength = 24

    public mutating func type(_ characters: String) {
        if isSelected { text = "" }
        isSelected = false
        text = String((text + characters).prefix(Self.maximumLength))
        refusal = nil
    }

    public mutating func deleteBackward() {
        if isSelected { text = "" }
        isSelected = false
        if !text.isEmpty { text.removeLast() }
        refusal = nil
    }

    /// The value to apply, or nil with `refusal` set (the range shown when it is outside it).
    public mutating func commit(_ spec: ParameterSpec) -> Double? {
        switch Self.parse(text, for: spec) {
        case let .success(value): refusal = nil; return value
        case let .failure(problem): refusal = problem.message; return nil
        }
    }

    public struct Refusal: Error, Equatable, Sendable { public var message: String }

    public static func parse(_ text: String, for spec: ParameterSpec) -> Result<Double, Refusal> {
        var cleaned = text.trimmingWhitespace.lowercased()
        if spec.kind == .toggle {
            guard let on = OnOff.parse(cleaned) else { return .failure(Refusal(message: "'\(text)' is not on or off")) }
            return .success(on ? 1 : 0)
        }
        if let unit = spec.unit?.lowercased(), cleaned.hasSuffix(unit) {
            cleaned = String(cleaned.dropLast(unit.count)).trimmingWhitespace
        }
        // A decimal comma, as typed on many European keyboards.
        if !cleaned.contains("."), cleaned.filter({ $0 == "," }).count == 1 { cleaned = String(cleaned.map { $0 == "," ? "." : $0 }) }
        guard !cleaned.isEmpty, let value = Double(cleaned), value.isFinite else {
            return .failure(Refusal(message: "'\(text)' is not a number"))
        }
        guard spec.accepts(value) else {
            return .failure(Refusal(message: "\(ParameterSpec.format(value)) is outside \(spec.rangeDescription)"))
        }
        return .success(value)
    }
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
