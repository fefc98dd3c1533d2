import HeaderKit
import ScrollCore

/// Short spellings for the items review pictures append, with their usual defaults.
extension Scene {
    mutating func addLine(_ from: Point, _ to: Point, _ color: Color, width: Double = 1, clip: Rect? = nil) {
        append(.line(from: from, to: to, color: color, width: width, clip: clip))
    }

    mutating func addFill(_ rect: Rect, _ color: Color, cornerRadius: Double = 0, clip: Rect? = nil) {
        append(.fill(rect, color, cornerRadius: cornerRadius, clip: clip))
    }

    /// One unwrapped line of text whose frame is `width` wide with its top at `top`.
    mutating func addText(_ text: String, x: Double, top: Double, width: Double, size: Double = 12,
                          weight: TextWeight = .regular, color: Color = PlotPalette.text,
                          alignment: TextAlignment = .leading) {
        let frame = Rect(x: x, y: top, width: width, height: TextMetrics.lineHeight(size))
        append(.text(text, style: TextStyle(size: size, weight: weight, color: color), frame: frame,
                     alignment: alignment, lineBreak: .none, alpha: 1, clip: nil))
    }
}

/// Rough text extents for laying out labels without a font (the renderer measures the real ones);
/// generous, so laid-out labels do not collide when drawn with SDL2_ttf's sans fonts.
enum TextMetrics {
    static func width(_ text: String, size: Double) -> Double { Double(text.count) * size * 0.6 }
    static func lineHeight(_ size: Double) -> Double { (size * 1.35).rounded(.up) }

    /// `text` with its middle replaced by "…" so its estimated width fits `width`; the middle,
    /// because paths and captions differ at both ends (`runs/fast/…/trace.csv`).
    static func fitted(_ text: String, width: Double, size: Double) -> String {
        let fits = max(1, Int(width / (size * 0.6)))
        guard text.count > fits else { return text }
        let kept = max(0, fits - 1), head = (kept + 1) / 2
        return String(text.prefix(head)) + "…" + String(text.suffix(kept - head))
    }
}
