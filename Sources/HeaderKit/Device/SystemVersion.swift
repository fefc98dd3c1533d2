/// Which iOS draws the screen (`--ios`, a script's `"ios"`): the chrome, the system materials and
/// what the iOS 26 kinds become. iOS 26 ("Liquid Glass", September 2025) is the default; iOS 17
/// shows the same design with that release's equivalents (glass → a blur material of the same
/// shape, the soft scroll edge effect → the bar's own material, the floating tab bar → the
/// full-width bar), so a team can compare both.
public enum SystemVersion: Int, Sendable, Equatable, CaseIterable {
    case ios17 = 17
    case ios26 = 26

    public static let current = SystemVersion.ios26

    /// Liquid Glass, the scroll edge effect and the floating tab bar exist.
    public var hasLiquidGlass: Bool { self == .ios26 }

    /// `"26"` / `"17"` as options and scripts spell it (also `ios26`, `26.0`).
    public init?(text: String) {
        var digits = text.lowercased()
        if digits.hasPrefix("ios") { digits.removeFirst(3) }
        if digits.hasSuffix(".0") { digits.removeLast(2) }
        guard let number = Int(digits), let version = SystemVersion(rawValue: number) else { return nil }
        self = version
    }
}
