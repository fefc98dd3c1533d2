import HeaderKit
import ScrollCore

extension FrameAnnotation {
    static let trailColor = Color(60, 60, 60, 150)
    /// Pills in the caption band's style (its 13-pt bold white on translucent black); a takeover
    /// in the system blue and the slow-motion mark in the system orange, so they read as markers.
    static func fill(_ kind: Label.Kind) -> Color {
        switch kind {
        case .gesture: Color(0, 0, 0, 150)
        case .takeover: Color(0, 122, 255, 210)
        case .slow: Color(255, 149, 0, 210)
        }
    }
    static let pillPadding = 8.0, pillGap = 6.0

    /// Draws the trail and the labels over one phone's scene. The labels sit in a row along the
    /// bottom of `bounds`, `bottomInset` above its edge (over the caption band, the home
    /// indicator): the lower part of the content, never over the header at the top.
    func draw(in bounds: Rect, bottomInset: Double, measurer: any TextMeasuring, to scene: inout Scene) {
        for (index, point) in trail.enumerated() {
            let age = Double(index + 1) / Double(trail.count)  // 1 for the newest
            let size = 6 + 12 * age
            let alpha = UInt8((Double(Self.trailColor.a) * age * trailOpacity).rounded())
            let rect = Rect(x: point.x - size / 2, y: point.y - size / 2, width: size, height: size)
            scene.append(.fill(rect, Color(Self.trailColor.r, Self.trailColor.g, Self.trailColor.b, alpha), cornerRadius: size / 2, clip: bounds))
        }
        let style = VideoCaption.style
        let bottom = bounds.maxY - bottomInset - Self.pillGap
        var left = bounds.minX + VideoCaption.margin, right = bounds.maxX - VideoCaption.margin
        for label in labels {
            let size = measurer.measure(label.text, style: style, width: nil)
            let width = size.width + 2 * Self.pillPadding, height = size.height + Self.pillPadding
            let x = label.kind == .slow ? right - width : left
            guard x >= left, x + width <= right else { continue }  // no room left in the row
            if label.kind == .slow { right = x - Self.pillGap } else { left = x + width + Self.pillGap }
            let pill = Rect(x: x, y: bottom - height, width: width, height: height)
            let fill = Self.fill(label.kind)
            scene.append(.fill(pill, Color(fill.r, fill.g, fill.b, UInt8((Double(fill.a) * label.opacity).rounded())),
                               cornerRadius: height / 2, clip: bounds))
            let frame = Rect(x: pill.minX + Self.pillPadding, y: pill.minY + Self.pillPadding / 2, width: size.width, height: size.height)
            scene.append(.text(label.text, style: style, frame: frame, alignment: .center, lineBreak: .none, alpha: label.opacity, clip: bounds))
        }
    }
}
