import Foundation
import HeaderKit
import ScrollCore
import StretchyKit

/// The window's size options: `--viewport WxH` and the named devices of `--device`.
enum WindowDevices {
    /// One line per device for `stretchy devices`.
    static var listing: [String] {
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

    static let maximumSide = 10_000.0

    /// Parses `390x844` (also `390×844`, `390X844`).
    static func parseViewport(_ text: String) throws(StretchyError) -> Size {
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
