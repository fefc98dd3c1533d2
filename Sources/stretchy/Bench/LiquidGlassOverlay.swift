import HeaderKit
import ScrollCore

/// iOS 26's costliest drawing as `stretchy bench` times it over each frame: the soft top edge
/// effect under a 59 + 44 pt bar (plus its feather), and the glass of a typical screen — three
/// 44 pt bar buttons (back; share and more) and a floating tab bar capsule (62 pt, inset 21 pt).
enum LiquidGlassOverlay {
    static func edgeEffect(viewport: Size) -> [SceneItem] {
        let bar = 103.0
        return [.progressiveBlur(ProgressiveBlur(band: Rect(x: 0, y: 0, width: viewport.width, height: bar + ScrollEdgeEffect.feather),
                                                 edge: .top, solid: bar, blurRadius: ScrollEdgeEffect.softBlur,
                                                 fade: Color.white.withAlpha(ScrollEdgeEffect.softFade), clip: nil))]
    }

    static func glass(viewport: Size) -> [SceneItem] {
        let optics = GlassOptics()
        func shape(_ frame: Rect) -> SceneItem {
            let look = optics.look(style: .regular, appearance: .light, shortSide: min(frame.width, frame.height), tint: nil)
            return .glass(GlassItem(frame: frame, cornerRadius: min(frame.width, frame.height) / 2, look: look, alpha: 1, clip: nil))
        }
        let buttons = [16.0, viewport.width - 16 - 44 - 8 - 44, viewport.width - 16 - 44].map { x in
            shape(Rect(x: x, y: 59, width: 44, height: 44))
        }
        let tabBar = Rect(x: TabBarMetrics.floatingInset, y: viewport.height - TabBarMetrics.floatingInset - TabBarMetrics.floatingHeight,
                          width: viewport.width - 2 * TabBarMetrics.floatingInset, height: TabBarMetrics.floatingHeight)
        return buttons + [shape(tabBar)]
    }
}
