import DisplayList
import HeaderKit
import ScrollCore
import Stage
import StretchyKit

/// The one line a new window shows at the bottom of the phones: the three keys a newcomer needs
/// (issue 48: the first window is where a design team starts). It goes at the first key press or
/// once the first drag ends, and is not in `S` screenshots (they are the phones alone).
struct KeyHint {
    /// `?` lists every other key; `Tab` opens the tuning panel; `]` shows the next design.
    static let text = "?  every key   ·   Tab  tune   ·   ]  next design"

    /// How far above the safe area's bottom it sits: over a floating tab bar (62 pt, iOS 26's
    /// capsule) and its gap, so it hides no tab.
    static let clearance = 72.0

    private(set) var isVisible = true
    /// The pointer is down, and whether it has moved since (a drag, not a tap).
    private var pressed = false, moved = false

    /// Hides the hint at a key press, or when a drag ends.
    mutating func observe(_ event: WindowEvent) {
        guard isVisible else { return }
        switch event {
        case .key: isVisible = false
        case .input(.pointerDown): pressed = true; moved = false
        case .input(.pointerMove): moved = pressed
        case .input(.pointerUp), .input(.pointerCancel):
            if pressed, moved { isVisible = false }
            pressed = false
        default: break
        }
    }

    /// A dark pill centred on the first `width` points, `clearance` above `bottomInset` (the home
    /// indicator's safe area and any error banner).
    func append(to scene: inout Scene, width: Double, bottomInset: Double, measurer: any TextMeasuring) {
        guard isVisible else { return }
        let style = HUDScene.toastStyle
        let maximumWidth = max(1, min(scene.size.width, width) - 2 * HUDScene.margin - 24)
        let measured = measurer.measure(Self.text, style: style, width: maximumWidth)
        let pillWidth = min(maximumWidth, measured.width) + 24, height = measured.height + 14
        let frame = Rect(x: (min(scene.size.width, width) - pillWidth) / 2,
                         y: max(0, scene.size.height - bottomInset - Self.clearance - height),
                         width: pillWidth, height: height)
        scene.append(.fill(frame, Color(28, 28, 30, 220), cornerRadius: min(16, height / 2), clip: nil))
        scene.append(.text(Self.text, style: style, frame: Rect(x: frame.minX + 12, y: frame.minY + 7, width: pillWidth - 24, height: measured.height),
                           alignment: .center, lineBreak: .wrap, alpha: 1, clip: nil))
    }
}
