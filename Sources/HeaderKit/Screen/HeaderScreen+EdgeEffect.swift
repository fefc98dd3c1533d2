import ScrollCore

extension HeaderScreen {
    /// How far the bars reach: the bottom of the pinned `bar` layers in the top half of the screen,
    /// and the top of those in the bottom half or of the tab bar and its accessory (nil: no bar
    /// there). A bar layer that still moves with the content (a tab strip before it pins) is content
    /// itself: nothing has passed under it yet, so it does not extend the effect (iOS 26 shows the
    /// effect only where content scrolls under a bar).
    func barExtents(_ m: HeaderMetrics, offsetY: Double) -> (top: Double?, bottom: Double?) {
        var top: Double?, bottom: Double?
        var next: ExpressionValues?
        for (index, layer) in design.layers.enumerated() where layer.isBar {
            let r = m.layers[index]
            guard r.isDrawn else { continue }
            let box = r.scaledFrame(anchor: layer.anchor)
            guard !box.isEmpty else { continue }
            // Pinned: one more point of scrolling moves it by less than half a point.
            let later = next ?? values(at: offsetY + 1)
            next = later
            let moved = design.resolve(layer: index, later, viewport: viewport).scaledFrame(anchor: layer.anchor)
            guard abs(moved.minY - box.minY) < 0.5 else { continue }
            if box.midY < viewport.height / 2 {
                top = max(top ?? 0, min(viewport.height, box.maxY))
            } else {
                bottom = min(bottom ?? viewport.height, max(0, box.minY))
            }
        }
        if let layout = navigationBarLayout(offsetY: offsetY, minimized: navigationBarProgress) {
            top = max(top ?? 0, layout.frame.maxY)
        }
        if let layout = tabBarLayout(minimized: 0) {
            bottom = min(bottom ?? viewport.height, layout.accessory?.minY ?? layout.bar.minY)
        }
        return (top, bottom)
    }

    /// What each edge draws (`.none` where there is no bar).
    func edgeEffects(_ m: HeaderMetrics, offsetY: Double) -> [(edge: ProgressiveBlur.Edge, extent: Double, effect: ScrollEdgeEffect.Resolved)] {
        let extents = barExtents(m, offsetY: offsetY)
        return ProgressiveBlur.Edge.allCases.compactMap { edge in
            let extent = edge == .top ? extents.top : extents.bottom.map { viewport.height - $0 }
            guard let extent, extent > 0 else { return nil }
            let style = edge == .top ? design.scroll.edgeEffect.top : design.scroll.edgeEffect.bottom
            let effect = ScrollEdgeEffect.resolved(style, system: system, hasBar: true)
            return effect == .none ? nil : (edge, extent, effect)
        }
    }

    /// The scroll edge effect over the rows (and the layers below them), under the bars.
    /// `passedUnder`: how far the list has scrolled past its resting top. The top effect's feather
    /// below the bar grows with it, so at rest nothing outside the bar is blurred (D1: a resting
    /// row 50 pt below a bar of glass buttons stays sharp).
    func drawEdgeEffects(_ effects: [(edge: ProgressiveBlur.Edge, extent: Double, effect: ScrollEdgeEffect.Resolved)],
                         passedUnder: Double, into scene: inout Scene) {
        // The fade ends in what the list stands on (a dark list fades to its own black, not white).
        let background = design.list.screenBackground(appearance) ?? SystemColor.systemBackground.resolved(appearance)
        let screen = Rect(origin: .zero, size: viewport)
        for (edge, extent, effect) in effects {
            let bar = edge == .top ? Rect(x: 0, y: 0, width: viewport.width, height: extent)
                : Rect(x: 0, y: viewport.height - extent, width: viewport.width, height: extent)
            let line = Rect(x: 0, y: edge == .top ? bar.maxY - 0.5 : bar.minY, width: viewport.width, height: 0.5)
            switch effect {
            case .none: continue
            case .soft:
                let feather = edge == .top ? min(ScrollEdgeEffect.feather, max(0, passedUnder)) : ScrollEdgeEffect.feather
                let band = Rect(x: 0, y: edge == .top ? 0 : max(0, bar.minY - feather), width: viewport.width,
                                height: min(viewport.height, extent + feather))
                scene.append(.progressiveBlur(ProgressiveBlur(band: band, edge: edge, solid: extent, blurRadius: ScrollEdgeEffect.softBlur,
                                                              fade: background.withAlpha(ScrollEdgeEffect.softFade), clip: screen)))
            case .hard:
                scene.append(.fill(bar, background.withAlpha(ScrollEdgeEffect.hardAlpha), cornerRadius: 0, clip: screen))
                scene.append(.fill(line, Palette.separator.resolved(appearance), cornerRadius: 0, clip: screen))
            case .toolbar:
                // Fades in over the first points content passes under the top bar; at the bottom it is always there.
                let presence = edge == .top ? min(1, max(0, passedUnder / ScrollEdgeEffect.toolbarFeather)) : 1
                guard presence > 0 else { continue }
                let feather = ScrollEdgeEffect.toolbarFeather
                let band = Rect(x: 0, y: edge == .top ? 0 : max(0, bar.minY - feather), width: viewport.width,
                                height: min(viewport.height, extent + feather))
                scene.append(.progressiveBlur(ProgressiveBlur(band: band, edge: edge, solid: extent, blurRadius: ScrollEdgeEffect.softBlur,
                                                              fade: background.withAlpha(ScrollEdgeEffect.toolbarAlpha * presence), clip: screen)))
            case .material:
                // iOS 17's bar background: the chrome material and its hairline.
                let material = MaterialStyle.chrome
                scene.append(.backdropBlur(bar, blurRadius: material.blurRadius, alpha: 1, cornerRadius: 0, clip: screen))
                scene.append(.fill(bar, material.tint.resolved(appearance), cornerRadius: 0, clip: screen))
                scene.append(.fill(line, Palette.separator.resolved(appearance), cornerRadius: 0, clip: screen))
            }
        }
    }
}
