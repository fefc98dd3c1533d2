/// A colour with a light and a dark value (UIColor's dynamic provider; iOS system colours), picked
/// per appearance when drawn. `#RRGGBB` colours have the same value in both.
public struct DynamicColor: Sendable, Equatable, Hashable {
    public var light: Color
    public var dark: Color

    public init(light: Color, dark: Color) { self.light = light; self.dark = dark }
    public init(_ color: Color) { light = color; dark = color }

    public func resolved(_ appearance: Appearance) -> Color { appearance == .dark ? dark : light }
}

/// iOS system colours (Apple's HIG "Color": the default light and dark values, iOS 17).
public enum SystemColor {
    public static let label = DynamicColor(light: Color(0, 0, 0), dark: Color(255, 255, 255))
    public static let secondaryLabel = DynamicColor(light: Color(60, 60, 67, 153), dark: Color(235, 235, 245, 153))
    public static let tertiaryLabel = DynamicColor(light: Color(60, 60, 67, 76), dark: Color(235, 235, 245, 76))
    public static let separator = DynamicColor(light: Color(60, 60, 67, 73), dark: Color(84, 84, 88, 153))
    /// Opaque separator (UITableView's hairline drawn without blending).
    public static let opaqueSeparator = DynamicColor(light: Color(198, 198, 200), dark: Color(56, 56, 58))
    public static let systemBackground = DynamicColor(light: Color(255, 255, 255), dark: Color(0, 0, 0))
    public static let secondarySystemBackground = DynamicColor(light: Color(242, 242, 247), dark: Color(28, 28, 30))
    public static let systemGroupedBackground = DynamicColor(light: Color(242, 242, 247), dark: Color(0, 0, 0))
    public static let systemBlue = DynamicColor(light: Color(0, 122, 255), dark: Color(10, 132, 255))
    public static let systemRed = DynamicColor(light: Color(255, 59, 48), dark: Color(255, 69, 58))
    public static let systemGreen = DynamicColor(light: Color(52, 199, 89), dark: Color(48, 209, 88))
    public static let systemOrange = DynamicColor(light: Color(255, 149, 0), dark: Color(255, 159, 10))
    public static let systemPink = DynamicColor(light: Color(255, 45, 85), dark: Color(255, 55, 95))
    public static let systemGray = DynamicColor(light: Color(142, 142, 147), dark: Color(142, 142, 147))
    public static let systemYellow = DynamicColor(light: Color(255, 204, 0), dark: Color(255, 214, 10))
    public static let systemMint = DynamicColor(light: Color(0, 199, 190), dark: Color(99, 230, 226))
    public static let systemTeal = DynamicColor(light: Color(48, 176, 199), dark: Color(64, 200, 224))
    public static let systemCyan = DynamicColor(light: Color(50, 173, 230), dark: Color(100, 210, 255))
    public static let systemIndigo = DynamicColor(light: Color(88, 86, 214), dark: Color(94, 92, 230))
    public static let systemPurple = DynamicColor(light: Color(175, 82, 222), dark: Color(191, 90, 242))
    public static let systemBrown = DynamicColor(light: Color(162, 132, 94), dark: Color(172, 142, 104))
    public static let systemGray2 = DynamicColor(light: Color(174, 174, 178), dark: Color(99, 99, 102))
    public static let systemGray3 = DynamicColor(light: Color(199, 199, 204), dark: Color(72, 72, 74))
    public static let quaternaryLabel = DynamicColor(light: Color(60, 60, 67, 46), dark: Color(235, 235, 245, 41))
    public static let placeholderText = DynamicColor(light: Color(60, 60, 67, 76), dark: Color(235, 235, 245, 76))
    public static let link = DynamicColor(light: Color(0, 122, 255), dark: Color(9, 132, 255))
    public static let tertiarySystemBackground = DynamicColor(light: Color(255, 255, 255), dark: Color(44, 44, 46))
    public static let secondarySystemGroupedBackground = DynamicColor(light: Color(255, 255, 255), dark: Color(28, 28, 30))
    public static let tertiarySystemGroupedBackground = DynamicColor(light: Color(242, 242, 247), dark: Color(44, 44, 46))
    /// The fills: grey at 20 / 16 / 12 / 8 % in light, 36 / 32 / 24 / 18 % in dark.
    public static let systemFill = DynamicColor(light: Color(120, 120, 128, 51), dark: Color(120, 120, 128, 92))
    public static let secondarySystemFill = DynamicColor(light: Color(120, 120, 128, 41), dark: Color(120, 120, 128, 82))
    public static let tertiarySystemFill = DynamicColor(light: Color(118, 118, 128, 31), dark: Color(118, 118, 128, 61))
    public static let quaternarySystemFill = DynamicColor(light: Color(116, 116, 128, 20), dark: Color(118, 118, 128, 46))
    /// UITableViewCell's selection grey.
    public static let systemGray4 = DynamicColor(light: Color(209, 209, 214), dark: Color(58, 58, 60))
    public static let systemGray5 = DynamicColor(light: Color(229, 229, 234), dark: Color(44, 44, 46))
    public static let systemGray6 = DynamicColor(light: Color(242, 242, 247), dark: Color(28, 28, 30))
    /// UISegmentedControl's selected pill: white in light, systemGray in dark (at 0.6 on the track).
    public static let segmentSelected = DynamicColor(light: Color(255, 255, 255), dark: Color(99, 99, 102))
    public static let segmentTrack = DynamicColor(light: Color(242, 242, 247), dark: Color(28, 28, 30))

    /// By the names design files use.
    public static let named: [String: DynamicColor] = [
        "white": DynamicColor(.white), "black": DynamicColor(.black), "clear": DynamicColor(.clear),
        "label": label, "secondaryLabel": secondaryLabel, "tertiaryLabel": tertiaryLabel, "separator": separator,
        "opaqueSeparator": opaqueSeparator, "systemBackground": systemBackground,
        "secondarySystemBackground": secondarySystemBackground, "systemGroupedBackground": systemGroupedBackground,
        "systemBlue": systemBlue, "tintColor": systemBlue, "systemRed": systemRed, "systemGreen": systemGreen,
        "systemOrange": systemOrange, "systemPink": systemPink, "systemGray": systemGray, "systemGray4": systemGray4,
        "systemGray5": systemGray5, "systemGray6": systemGray6,
        "systemYellow": systemYellow, "systemMint": systemMint, "systemTeal": systemTeal, "systemCyan": systemCyan,
        "systemIndigo": systemIndigo, "systemPurple": systemPurple, "systemBrown": systemBrown,
        "systemGray2": systemGray2, "systemGray3": systemGray3, "quaternaryLabel": quaternaryLabel,
        "placeholderText": placeholderText, "link": link, "tertiarySystemBackground": tertiarySystemBackground,
        "secondarySystemGroupedBackground": secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": tertiarySystemGroupedBackground, "systemFill": systemFill,
        "secondarySystemFill": secondarySystemFill, "tertiarySystemFill": tertiarySystemFill,
        "quaternarySystemFill": quaternarySystemFill,
    ]
}
