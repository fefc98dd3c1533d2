import HeaderKit
import ScrollCore
import StretchyKit

/// Colours in design files: `#RRGGBB`, `#RRGGBBAA`, or an iOS system colour by name, which keeps
/// its light and dark values until drawn (`SystemColor`, Apple's HIG "Color").
enum DesignColor {
    static func parse(_ text: String) -> DynamicColor? {
        if let color = SystemColor.named[text] { return color }
        guard text.hasPrefix("#") else { return nil }
        let hex = text.dropFirst()
        guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else { return nil }
        let full = hex.count == 6 ? value << 8 | 0xFF : value
        return DynamicColor(Color(UInt8(full >> 24 & 0xFF), UInt8(full >> 16 & 0xFF), UInt8(full >> 8 & 0xFF), UInt8(full & 0xFF)))
    }

    /// The parenthesis after "unknown colour 'x'": the forms, and the nearest system colour names.
    static func hint(for text: String) -> String {
        let near = NearestNames.suggest(text, among: SystemColor.named.keys.sorted()).map { "'\($0)'" }.joined(separator: ", ")
        return (near.isEmpty ? "" : "did you mean \(near)? ")
            + "#RRGGBB, #RRGGBBAA or an iOS system colour such as label or systemBlue, listed in the README's Design files"
    }
}

/// UIKit's text styles (UIFont.TextStyle at the default Dynamic Type size): size and weight.
enum DesignTextStyle {
    static let styles: [String: (Double, TextWeight)] = [
        "largeTitle": (34, .bold), "title1": (28, .regular), "title2": (22, .regular), "title3": (20, .regular),
        "headline": (17, .semibold), "body": (17, .regular), "callout": (16, .regular), "subheadline": (15, .regular),
        "footnote": (13, .regular), "caption1": (12, .regular), "caption2": (11, .regular),
    ]
}
