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

    public static let pillHeight = 22.0
    static let style = TextStyle(size: 12, weight: .bold, color: .white)

    /// The pills' frames: a row along the bottom-right corner of the part of the picture left of
    /// `right` (the whole width when nil), `bottomInset` points above the bottom edge, moved up
    /// above any of `obstacles` (the HUD panels) it would cover.
    public static func frames(_ labels: [String], in size: Size, bottomInset: Double, right: Double? = nil,
                              avoiding obstacles: [Rect] = [], measurer: any TextMeasuring) -> [Rect] {
        let widths = labels.map { measurer.measure($0, style: style, width: nil).width + 16 }
        let rightEdge = (right ?? size.width) - 8
        func row(at y: Double) -> [Rect] {
            var frames: [Rect] = [], x = rightEdge
            for width in widths.reversed() {
                frames.insert(Rect(x: x - width, y: y, width: width, height: pillHeight), at: 0)
                x -= width + 6
            }
            return frames
        }
        var y = size.height - bottomInset - 8 - pillHeight
        var pills = row(at: y)
        for _ in 0...obstacles.count {
            let covered = obstacles.filter { obstacle in pills.contains { !$0.intersection(obstacle).isEmpty } }
            guard let top = covered.map(\.minY).min() else { break }
            y = top - 6 - pillHeight
            pills = row(at: y)
        }
        return pills
    }

    /// The pills (`frames`): REC red, the others dark.
    public static func append(_ labels: [String], to scene: inout Scene, bottomInset: Double, right: Double? = nil,
                              avoiding obstacles: [Rect] = [], measurer: any TextMeasuring) {
        let pills = frames(labels, in: scene.size, bottomInset: bottomInset, right: right, avoiding: obstacles, measurer: measurer)
        for (label, pill) in zip(labels, pills) {
            let color = label.hasPrefix("●") ? Color(215, 35, 35, 230) : Color(28, 28, 30, 200)
            scene.append(.fill(pill, color, cornerRadius: 11, clip: nil))
            scene.append(.text(label, style: style, frame: Rect(x: pill.minX + 8, y: pill.minY + 4, width: pill.width - 16, height: 14.4),
                               alignment: .leading, lineBreak: .none, alpha: 1, clip: nil))
        }
    }
}
