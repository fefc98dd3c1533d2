import Foundation

/// Colours as the design schema writes them: `#RRGGBB`, or `#RRGGBBAA` when not opaque.
public struct HexColor: Equatable, Sendable {
    public var red, green, blue, alpha: Double  // 0…1

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public var text: String {
        func byte(_ v: Double) -> String { String(format: "%02X", Int((min(1, max(0, v)) * 255).rounded())) }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 0.999 ? rgb : rgb + byte(alpha)
    }

    public func withAlpha(times factor: Double) -> HexColor {
        HexColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Back to Figma's form (a paint whose opacity was folded into its colours).
    var figma: [String: Any] { ["r": red, "g": green, "b": blue, "a": alpha] }

    /// Figma's `{"r", "g", "b", "a"}` (0…1).
    static func figma(_ value: Any?) -> HexColor? {
        guard let c = value as? [String: Any] else { return nil }
        func channel(_ key: String, _ fallback: Double) -> Double { (c[key] as? NSNumber)?.doubleValue ?? fallback }
        return HexColor(red: channel("r", 0), green: channel("g", 0), blue: channel("b", 0), alpha: channel("a", 1))
    }
}
