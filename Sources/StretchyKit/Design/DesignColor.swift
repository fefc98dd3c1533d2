import HeaderKit

/// Colours in design files: `#RRGGBB`, `#RRGGBBAA`, or an iOS system colour by name (light
/// appearance values from Apple's Human Interface Guidelines, "Color").
enum DesignColor {
    static let named: [String: Color] = [
        "white": .white, "black": .black, "clear": .clear,
        "label": Color(0, 0, 0), "secondaryLabel": Color(60, 60, 67, 153), "tertiaryLabel": Color(60, 60, 67, 76),
        "separator": Color(60, 60, 67, 73), "systemBackground": .white,
        "secondarySystemBackground": Color(242, 242, 247), "systemGroupedBackground": Color(242, 242, 247),
        "systemBlue": Color(0, 122, 255), "tintColor": Color(0, 122, 255), "systemRed": Color(255, 59, 48),
        "systemGreen": Color(52, 199, 89), "systemOrange": Color(255, 149, 0), "systemPink": Color(255, 45, 85),
        "systemGray": Color(142, 142, 147), "systemGray5": Color(229, 229, 234), "systemGray6": Color(242, 242, 247),
    ]

    static func parse(_ text: String) -> Color? {
        if let color = named[text] { return color }
        guard text.hasPrefix("#") else { return nil }
        let hex = text.dropFirst()
        guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else { return nil }
        let full = hex.count == 6 ? value << 8 | 0xFF : value
        return Color(UInt8(full >> 24 & 0xFF), UInt8(full >> 16 & 0xFF), UInt8(full >> 8 & 0xFF), UInt8(full & 0xFF))
    }

    static var knownDescription: String { "#RRGGBB, #RRGGBBAA or " + named.keys.sorted().joined(separator: ", ") }
}

/// UIKit's text styles (UIFont.TextStyle at the default Dynamic Type size): size and weight.
enum DesignTextStyle {
    static let styles: [String: (Double, TextWeight)] = [
        "largeTitle": (34, .bold), "title1": (28, .regular), "title2": (22, .regular), "title3": (20, .regular),
        "headline": (17, .bold), "body": (17, .regular), "callout": (16, .regular), "subheadline": (15, .regular),
        "footnote": (13, .regular), "caption1": (12, .regular), "caption2": (11, .regular),
    ]
}

/// UIBlurEffect.Style materials as the tint drawn over what is behind (light appearance).
enum DesignMaterial {
    static let tints: [String: Color] = [
        "ultraThin": Color(255, 255, 255, 84), "thin": Color(255, 255, 255, 140),
        "regular": Color(249, 249, 249, 200), "thick": Color(249, 249, 249, 230), "chrome": Color(249, 249, 249, 240),
    ]
}
