import ScrollCore

extension HeaderScreen {
    /// How far the bars reach: the bottom of the `bar` layers in the top half of the screen, and
    /// the top of those in the bottom half or of the tab bar and its accessory (nil: no bar there).
    func barExtents(_ m: HeaderMetrics) -> (top: Double?, bottom: Double?) {
        var top: Double?, bottom: Double?
        for (index, layer) in design.layers.enumerated() where layer.isBar {
            let r = m.layers[index]
            guard r.isDrawn else { continue }
            let box = r.scaledFrame(anchor: layer.anchor)
            guard !box.isEmpty else { continue }
            if box.midY < viewport.height / 2 {
                top = max(top ?? 0, min(viewport.height, box.maxY))
            } else {
                bottom = min(bottom ?? viewport.height, max(0, box.minY))
            }
        }
        if let layout = tabBarLayout(minimized: 0) {
            bottom = min(bottom ?? viewport.height, layout.accessory?.minY ?? layout.bar.minY)
        }
        return (top, bottom)
    }

    /// What each edge draws (`.none` where there is no bar).
    func edgeEffects(_ m: HeaderMetrics) -> [(edge: ProgressiveBlur.Edge, extent: Double, effect: ScrollEdgeEffect.Resolved)] {
        let extents = barExtents(m)
        return ProgressiveBlur.Edge.allCases.compactMap { edge in
            let extent = edge == .top ? extents.top : extents.bottom.map { viewport.height - $0 }
            guard let extent, extent > 0 else { return nil }
            let style = edge == .top ? design.scroll.edgeEffect.top : design.scroll.edgeEffect.bottom
            let effect = ScrollEdgeEffect.resolved(style, system: system, hasBar: true)
            return effect == .none ? nil : (edge, extent, effect)
        }
    }

    func hasEdgeEffect(_ m: HeaderMetrics) -> Bool { !edgeEffects(m).isEmpty }

    /// The scroll edge effect over the rows (and the layers below them), under the bars.
    func drawEdgeEffects(_ m: HeaderMetrics, into scene: inout Scene) {
        let background = SystemColor.systemBackground.resolved(appearance)
        let screen = Rect(origin: .zero, size: viewport)
        for (edge, extent, effect) in edgeEffects(m) {
            let bar = edge == .top ? Rect(x: 0, y: 0, width: viewport.width, height: extent)
                : Rect(x: 0, y: viewport.height - extent, width: viewport.width, height: extent)
            let line = Rect(x: 0, y: edge == .top ? bar.maxY - 0.5 : bar.minY, width: viewport.width, height: 0.5)
            switch effect {
            case .none: continue
            case .soft:
                let band = Rect(x: 0, y: edge == .top ? 0 : max(0, bar.minY - ScrollEdgeEffect.feather), width: viewport.width,
                                height: min(viewport.height, extent + ScrollEdgeEffect.feather))
                scene.append(.progressiveBlur(ProgressiveBlur(band: band, edge: edge, solid: extent, blurRadius: ScrollEdgeEffect.softBlur,
                                                              fade: background.withAlpha(ScrollEdgeEffect.softFade), clip: screen)))
            case .hard:
                scene.append(.fill(bar, background.withAlpha(ScrollEdgeEffect.hardAlpha), cornerRadius: 0, clip: screen))
                scene.append(.fill(line, Palette.separator.resolved(appearance), cornerRadius: 0, clip: screen))
            case .material:
                // iOS 17's bar background: the chrome material and its hairline.
                let material = MaterialStyle.chrome
                scene.append(.backdropBlur(bar, blurRadius: material.blurRadius, alpha: 1, clip: screen))
                scene.append(.fill(bar, material.tint.resolved(appearance), cornerRadius: 0, clip: screen))
                scene.append(.fill(line, Palette.separator.resolved(appearance), cornerRadius: 0, clip: screen))
            }
        }
    }
}
