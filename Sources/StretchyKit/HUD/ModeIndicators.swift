import HeaderKit
import ScrollCore

/// The modes that change what the window records or shows, kept on screen with the HUD off: a
/// red REC with the take's length, slow motion, the simulated keyboard, compare mode.
public enum ModeIndicators {
    public static func labels(recordingElapsedMs: Double?, slowdown: Double, keyboardShown: Bool, compare: Bool) -> [String] {
        var labels: [String] = []
        if let elapsed = recordingElapsedMs {
            let seconds = Int(max(0, elapsed) / 1000)
            labels.append("● REC \(seconds / 60):\(String(format: "%02d", seconds % 60))")
        }
        if slowdown > 1 { labels.append("slow motion ×\(ParameterSpec.format(slowdown))") }
        if keyboardShown { labels.append("keyboard") }
        if compare { labels.append("compare") }
        return labels
    }

    /// Pills along the bottom-right corner, `bottomInset` points above the bottom edge.
    public static func append(_ labels: [String], to scene: inout Scene, bottomInset: Double, measurer: any TextMeasuring) {
        let style = TextStyle(size: 12, weight: .bold, color: .white)
        var right = scene.size.width - 8
        let y = scene.size.height - bottomInset - 8 - 22
        for label in labels.reversed() {
            let width = measurer.measure(label, style: style, width: nil).width + 16
            let pill = Rect(x: right - width, y: y, width: width, height: 22)
            let color = label.hasPrefix("●") ? Color(215, 35, 35, 230) : Color(28, 28, 30, 200)
            scene.append(.fill(pill, color, cornerRadius: 11, clip: nil))
            scene.append(.text(label, style: style, frame: Rect(x: pill.minX + 8, y: pill.minY + 4, width: width - 16, height: 14.4),
                               alignment: .leading, lineBreak: .none, alpha: 1, clip: nil))
            right = pill.minX - 6
        }
    }
}
