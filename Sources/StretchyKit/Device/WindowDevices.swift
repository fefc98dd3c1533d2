import Foundation
import HeaderKit
import ScrollCore

/// The window's size options: `--viewport WxH` and the named devices of `--device`.
public enum WindowDevices {
    /// The devices (`Device.all`: sizes, safe areas, chrome).
    public static var names: [String] { Device.all.map(\.name) }

    public static func device(named name: String) throws(StretchyError) -> Device {
        guard let device = Device.named(name) else {
            throw .badInput("--device: unknown device '\(name)' \(NearestNames.hint(name, among: names, listedBy: "`stretchy devices`"))")
        }
        return device
    }

    public static func size(named name: String) throws(StretchyError) -> Size { try device(named: name).size }

    /// `--appearance light|dark`.
    public static func appearance(_ text: String) throws(StretchyError) -> Appearance {
        guard let appearance = Appearance(rawValue: text.lowercased()) else {
            throw .badInput("--appearance must be light or dark, found '\(text)'")
        }
        return appearance
    }

    /// `--chrome on|off`.
    public static func chrome(_ text: String) throws(StretchyError) -> Bool {
        switch text.lowercased() {
        case "on", "true", "yes": return true
        case "off", "false", "no": return false
        default: throw .badInput("--chrome must be on or off, found '\(text)'")
        }
    }

    /// One line per device for `stretchy devices`.
    public static var listing: [String] {
        Device.all.map { d in
            let size = "\(Int(d.size.width))×\(Int(d.size.height))"
            guard d.hasChrome else { return "\(d.name)  \(size) pt  viewport only (no safe area, no iOS chrome)" }
            var parts = ["safe area top \(FrameRecord.number(d.safeArea.top)) bottom \(FrameRecord.number(d.safeArea.bottom))",
                         "corner radius \(FrameRecord.number(d.cornerRadius))"]
            if d.hasDynamicIsland { parts.append("Dynamic Island") }
            if d.hasHomeIndicator { parts.append("home indicator") }
            return "\(d.name)  \(size) pt  " + parts.joined(separator: ", ")
        }
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
