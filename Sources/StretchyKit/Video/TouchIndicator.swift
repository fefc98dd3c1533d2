import HeaderKit
import ScrollCore

/// The iOS Simulator's "Show touches": a translucent grey disc under the finger while it is down,
/// fading out after release. Appended after the session composes, so it draws over everything.
public enum TouchIndicator {
    /// A fingertip, about Apple's 44-pt minimum touch target.
    public static let diameter = 44.0
    public static let fadeOutMs = 250.0

    /// Opacity at `timeMs`: 1 while down, then a linear fade; 0 when nothing shows.
    public static func opacity(_ touch: TouchState, atMs timeMs: Double) -> Double {
        if touch.isDown { return 1 }
        guard let released = touch.releasedAtMs else { return 0 }
        return max(0, min(1, 1 - (timeMs - released) / fadeOutMs))
    }

    public static func append(_ touch: TouchState, atMs timeMs: Double, to scene: inout Scene) {
        let opacity = opacity(touch, atMs: timeMs)
        guard opacity > 0 else { return }
        // A darker rim under a lighter core: visible on the white list and on the photo alike.
        for (inset, color) in [(0.0, Color(60, 60, 60, 150)), (2.5, Color(190, 190, 190, 170))] {
            let size = diameter - 2 * inset
            let rect = Rect(x: touch.point.x - size / 2, y: touch.point.y - size / 2, width: size, height: size)
            let faded = Color(color.r, color.g, color.b, UInt8((Double(color.a) * opacity).rounded()))
            scene.append(.fill(rect, faded, cornerRadius: size / 2, clip: nil))
        }
    }
}
