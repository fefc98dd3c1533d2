import Foundation
import ScrollCore

/// The window's size options: `--viewport WxH` and the named devices of `--device`.
public enum WindowDevices {
    /// Portrait sizes in points.
    public static let all: [(name: String, size: Size)] = [
        ("iphone-15", Size(width: 393, height: 852)),
        ("iphone-se", Size(width: 375, height: 667)),
        ("pixel-7", Size(width: 412, height: 915)),
        ("ipad-mini", Size(width: 744, height: 1133)),
        ("iphone-15-pro-max", Size(width: 430, height: 932)),
    ]

    public static var names: [String] { all.map(\.name) }

    public static func size(named name: String) throws(StretchyError) -> Size {
        guard let device = all.first(where: { $0.name == name.lowercased() }) else {
            throw .badInput("--device: unknown device '\(name)' \(NearestNames.hint(name, among: names, listedBy: "`stretchy run --help`"))")
        }
        return device.size
    }

    public static let maximumSide = 10_000.0

    /// Parses `390x844` (also `390×844`, `390X844`).
    public static func parseViewport(_ text: String) throws(StretchyError) -> Size {
        let parts = text.replacingOccurrences(of: "×", with: "x").lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite else {
            throw .badInput("--viewport: expected WIDTHxHEIGHT in points (e.g. 390x844), found '\(text)'")
        }
        guard width >= 1, height >= 1, width <= maximumSide, height <= maximumSide else {
            throw .badInput("--viewport: each side must be from 1 to \(Int(maximumSide)) points, found '\(text)'")
        }
        return Size(width: width, height: height)
    }
}
