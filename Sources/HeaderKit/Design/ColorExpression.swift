import ScrollCore

/// A colour that moves with the scroll: `mix(A, B, t)` (A at t = 0, B at t = 1) or `alpha(A, t)`
/// (A with its alpha replaced by t, UIColor's withAlphaComponent). `t` is any design expression,
/// held within 0…1. A dynamic colour mixes per appearance: light with light, dark with dark.
public struct ColorExpression: Sendable, Equatable {
    public enum Operation: String, Sendable, Equatable { case mix, alpha }
    public var operation: Operation
    public var from: DynamicColor
    /// `mix`'s B; `alpha`'s A again.
    public var to: DynamicColor
    public var t: DesignProperty
    /// As the design file wrote it (A, B and t), for export.
    public var fromText: String, toText: String, tText: String

    public init(operation: Operation, from: DynamicColor, to: DynamicColor, t: DesignProperty,
                fromText: String, toText: String, tText: String) {
        self.operation = operation; self.from = from; self.to = to; self.t = t
        self.fromText = fromText; self.toText = toText; self.tText = tText
    }

    /// The colour at `values.offset`; a non-finite t (a division by zero) is 0.
    public func evaluate(_ values: ExpressionValues) -> DynamicColor {
        let raw = t.evaluate(values)
        return at(raw.isFinite ? raw : 0)
    }

    /// The colour at `t` (held within 0…1).
    public func at(_ t: Double) -> DynamicColor {
        let t = min(1, max(0, t))
        switch operation {
        case .mix: return DynamicColor(light: Self.mix(from.light, to.light, t), dark: Self.mix(from.dark, to.dark, t))
        case .alpha: return DynamicColor(light: Self.alpha(from.light, t), dark: Self.alpha(from.dark, t))
        }
    }

    /// Each 8-bit channel (alpha too) interpolated straight, rounded to the nearest level.
    static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
        return Color(channel(a.r, b.r), channel(a.g, b.g), channel(a.b, b.b), channel(a.a, b.a))
    }

    static func alpha(_ a: Color, _ t: Double) -> Color { Color(a.r, a.g, a.b, UInt8((t * 255).rounded())) }
}
