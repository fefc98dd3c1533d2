import FileSafety
import Foundation
import HeaderKit
import StretchyKit

/// File names of the window's screenshots and recordings: `stretchy-<preset>-YYYYMMDD-HHMMSS-mmm`
/// in local time, so they sort by time and never collide within a millisecond.
public enum ScreenshotNaming {
    public static func stamp(_ date: Date, timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        func pad(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        let milliseconds = min(999, (c.nanosecond ?? 0) / 1_000_000)
        return "\(pad(c.year, 4))\(pad(c.month, 2))\(pad(c.day, 2))-\(pad(c.hour, 2))\(pad(c.minute, 2))\(pad(c.second, 2))-\(pad(milliseconds, 3))"
    }

    public static func screenshotBaseName(designName: String, date: Date, timeZone: TimeZone = .current) -> String {
        "stretchy-\(PathSafety.component(designName))-\(stamp(date, timeZone: timeZone))"
    }

    public static func recordingFileName(date: Date, timeZone: TimeZone = .current) -> String {
        "stretchy-\(stamp(date, timeZone: timeZone)).json"
    }
}
