/// Which iOS draws the screen (`--ios`, a script's `"ios"`): the chrome, the system materials and
/// what the iOS 26 kinds become. iOS 27 (September 2026: the navigation bar that minimises, the
/// glass tint slider) is the default; iOS 26 ("Liquid Glass", September 2025) draws the same glass
/// without those; iOS 17 shows the same design with that release's equivalents (glass → a blur
/// material of the same shape, the soft scroll edge effect → the bar's own material, the floating
/// tab bar → the full-width bar), so a team can compare all three.
public enum SystemVersion: Int, Sendable, Equatable, CaseIterable {
    case ios17 = 17
    case ios26 = 26
    case ios27 = 27

    public static let current = SystemVersion.ios27

    /// Liquid Glass, the scroll edge effect and the floating tab bar exist (iOS 26 and later).
    public var hasLiquidGlass: Bool { self != .ios17 }

    /// The navigation bar minimises on scroll and the glass takes the Settings tint slider (iOS 27).
    public var minimizesNavigationBar: Bool { self == .ios27 }

    /// A layer marked `"ios": layer` is drawn on this iOS: `17` only on iOS 17, `26` on every
    /// Liquid Glass release (26 and 27: what a designer drew for 26 still holds on 27), `27` only on 27.
    public func draws(layerFor layer: SystemVersion) -> Bool {
        layer == .ios26 ? hasLiquidGlass : layer == self
    }

    /// The next release the window's `I` key shows: 27 → 26 → 17 → 27.
    public var cycled: SystemVersion {
        switch self {
        case .ios27: .ios26
        case .ios26: .ios17
        case .ios17: .ios27
        }
    }

    /// `"27"` / `"26"` / `"17"` as options and scripts spell it (also `ios27`, `27.0`).
    public init?(text: String) {
        var digits = text.lowercased()
        if digits.hasPrefix("ios") { digits.removeFirst(3) }
        if digits.hasSuffix(".0") { digits.removeLast(2) }
        guard let number = Int(digits), let version = SystemVersion(rawValue: number) else { return nil }
        self = version
    }
}
