import ScrollCore

extension HeaderScreen {
    /// The design's navigation bar laid out at `offsetY` with `minimized` progress (nil: it has none).
    func navigationBarLayout(offsetY: Double, minimized: Double) -> NavigationBarLayout? {
        guard let bar = navigationBar else { return nil }
        return NavigationBarLayout(bar: bar, viewport: viewport, safeArea: safeArea, system: system, scrolled: offsetY + insetTop,
                                   minimized: minimized, textWidth: { text, size in
                                       measurer.measure(text, style: TextStyle(size: size), width: nil).width
                                   })
    }

    /// The minimise progress at the last composed frame (always 0 before iOS 27).
    var navigationBarProgress: Double {
        system.minimizesNavigationBar ? navigationBarMinimizer?.progress(at: lastFrameTime) ?? 0 : 0
    }

    /// What the bar adds to the list's top inset, as UIKit's `adjustedContentInset` adds a bar's
    /// height to the safe area: its height at rest, with `contentInsetAdjustment: automatic`.
    var navigationBarInset: Double {
        guard let bar = navigationBar, design.scroll.insetAdjustment == .automatic else { return 0 }
        return NavigationBarLayout(bar: bar, viewport: viewport, safeArea: safeArea, system: system, scrolled: 0, minimized: 0,
                                   textWidth: { _, _ in 0 }).restingHeight
    }

    /// One frame of the bar's minimise behaviour (iOS 27): the user's scroll direction, as the tab
    /// bar's (`TabBarMinimizer`), fed the offset clamped to the scrollable range so a bounce at
    /// either end is not a change of direction (D4).
    mutating func trackNavigationBar(offsetY: Double, time: Double) {
        guard system.minimizesNavigationBar else { return }
        let offset = min(offsetY, maximumTrackedOffset), restingTop = -insetTop
        navigationBarMinimizer?.track(offset: offset, restingTop: restingTop, time: time)
    }

    /// The furthest the list scrolls down (its bottom at rest); past it is the bottom bounce.
    var maximumTrackedOffset: Double {
        max(-insetTop, contentHeight + baseContentInset.bottom - viewport.height)
    }

    /// Navigation bars place themselves: their resolved frame is the bar's, with its minimise progress.
    func placeNavigationBars(_ layers: inout [ResolvedLayer], offsetY: Double) {
        guard navigationBar != nil else { return }
        let progress = navigationBarProgress
        guard let layout = navigationBarLayout(offsetY: offsetY, minimized: progress) else { return }
        for (index, layer) in design.layers.enumerated() {
            guard case .navigationBar = layer.kind else { continue }
            layers[index].frame = layout.frame
            layers[index].minimized = progress
            layers[index].scrolled = offsetY + insetTop
            layers[index].items = layout.tabFrames.enumerated().map { i, frame in ResolvedLayer.ItemFrame(title: navigationBar?.tabs[i] ?? "", frame: frame) }
        }
    }

    /// iOS 26 and 27: floating glass platters for the items, the titles straight on the content
    /// (the scroll edge effect keeps them legible), the search field and tab strip on glass.
    /// iOS 17: the chrome material once rows pass under it, blue items, a hairline.
    func drawNavigationBar(_ bar: NavigationBarLayer, _ r: ResolvedLayer, into scene: inout Scene) {
        guard let layout = navigationBarLayout(offsetY: (r.scrolled ?? 0) - insetTop, minimized: r.minimized ?? 0) else { return }
        let glass = system.hasLiquidGlass, clip = r.clip, alpha = r.alpha
        let label = SystemColor.label.resolved(appearance)
        if !glass, layout.backgroundAlpha > 0 {
            let band = Rect(x: 0, y: 0, width: viewport.width, height: layout.frame.maxY)
            let material = MaterialStyle.chrome
            scene.append(.backdropBlur(band, blurRadius: material.blurRadius, alpha: alpha * layout.backgroundAlpha, cornerRadius: 0, clip: clip))
            scene.append(.fill(band, material.tint.resolved(appearance).withAlpha(alpha * layout.backgroundAlpha), cornerRadius: 0, clip: clip))
            scene.append(.fill(Rect(x: 0, y: band.maxY - 0.5, width: band.width, height: 0.5),
                               Palette.separator.resolved(appearance).withAlpha(alpha * layout.backgroundAlpha), cornerRadius: 0, clip: clip))
        }
        if glass { for platter in layout.platters { drawNavigationGlass(platter, alpha: alpha, clip: clip, into: &scene) } }
        for placed in layout.items {
            // Glass items take the vibrant label for what their platter shows (D6); iOS 17's are blue.
            let tint = glass ? vibrantLabel(at: Point(x: placed.frame.midX, y: placed.frame.midY), in: scene, fallback: label)
                : SystemColor.systemBlue.resolved(appearance)
            drawNavigationItem(placed, tint: tint, alpha: alpha, clip: clip, into: &scene)
        }
        let title = bar.title == "$title" ? content.title : bar.title
        if layout.inlineTitleAlpha > 0.01 {
            scene.append(.text(title, style: TextStyle(size: layout.inlineTitleSize, weight: .semibold, color: label), frame: layout.inlineTitle,
                               alignment: .center, lineBreak: .truncateTail, alpha: alpha * layout.inlineTitleAlpha, clip: clip))
        }
        if let block = layout.largeTitle, block.height > 0.5 {
            // The large title's baseline rides the block's bottom; it slides under the row as the block shrinks.
            let size = NavigationBarMetrics.largeTitleSize, line = size * 1.2
            scene.append(.text(title, style: TextStyle(size: size, weight: .bold, color: label),
                               frame: Rect(x: block.minX, y: block.maxY - line - 4, width: block.width, height: line),
                               alignment: .leading, lineBreak: .truncateTail, alpha: alpha,
                               clip: clip.intersection(Rect(x: 0, y: block.minY, width: viewport.width, height: block.height))))
        }
        if let field = layout.search, field.height > 1 { drawSearchField(field, alpha: alpha * layout.searchAlpha, clip: clip, into: &scene) }
        if let strip = layout.tabs { drawNavigationTabs(bar, strip: strip, frames: layout.tabFrames, size: layout.tabsTitleSize, alpha: alpha, clip: clip, into: &scene) }
    }

    /// One platter of regular glass (a capsule), with its shadow; iOS 17 draws none.
    private func drawNavigationGlass(_ rect: Rect, alpha: Double, clip: Rect, into scene: inout Scene) {
        let optics = GlassOptics(), radius = min(rect.width, rect.height) / 2
        let look = optics.look(style: .regular, appearance: appearance, shortSide: min(rect.width, rect.height), tint: nil, system: system, glassTint: glassTint)
        appendGlassShadow(optics, shape: rect, radius: radius, alpha: alpha, clip: clip, into: &scene)
        scene.append(.glass(GlassItem(frame: rect, cornerRadius: radius, look: look, alpha: alpha, clip: clip)))
    }

    /// A bar button: its symbol at 17 pt's glyph square [EST: 22 pt, as the tab bar's] or its title.
    private func drawNavigationItem(_ placed: NavigationBarLayout.PlacedItem, tint: Color, alpha: Double, clip: Rect, into scene: inout Scene) {
        let cell = placed.frame
        if let symbol = placed.item.symbol, let glyph = SymbolTable.glyphs[symbol] {
            let side = min(22, cell.height * 0.5)
            scene.append(.icon(glyph, weight: .regular, color: tint, frame: Rect(x: cell.midX - side / 2, y: cell.midY - side / 2, width: side, height: side),
                               alpha: alpha, clip: clip))
        } else if let title = placed.item.title {
            let size = NavigationBarMetrics.inlineTitleSize, line = size * 1.2
            scene.append(.text(title, style: TextStyle(size: size, weight: .regular, color: tint),
                               frame: Rect(x: cell.minX, y: cell.midY - line / 2, width: cell.width, height: line),
                               alignment: .center, lineBreak: .truncateTail, alpha: alpha, clip: clip))
        }
    }

    /// The search field: glass on iOS 26/27, a grey rounded field on iOS 17; a magnifier and "Search".
    private func drawSearchField(_ field: Rect, alpha: Double, clip: Rect, into scene: inout Scene) {
        guard alpha > 0.01 else { return }
        if system.hasLiquidGlass {
            drawNavigationGlass(field, alpha: alpha, clip: clip, into: &scene)
        } else {
            scene.append(.fill(field, SystemColor.tertiarySystemFill.resolved(appearance).withAlpha(alpha), cornerRadius: 10, clip: clip))
        }
        let grey = SystemColor.secondaryLabel.resolved(appearance)
        let side = min(17, field.height * 0.5)
        if let glyph = SymbolTable.glyphs["magnifyingglass"] {
            scene.append(.icon(glyph, weight: .regular, color: grey, frame: Rect(x: field.minX + 10, y: field.midY - side / 2, width: side, height: side),
                               alpha: alpha, clip: clip))
        }
        let line = 17 * 1.2
        scene.append(.text("Search", style: TextStyle(size: 17, color: grey),
                           frame: Rect(x: field.minX + 16 + side, y: field.midY - line / 2, width: max(0, field.width - 26 - side), height: line),
                           alignment: .leading, lineBreak: .truncateTail, alpha: alpha, clip: clip))
    }

    /// The integrated top tab bar: on glass, the selected tab on a grey platter inside a glass
    /// capsule; on iOS 17 titles with the selected one underlined. Each title stays inside its own
    /// cell (truncated, never overlapping: D3).
    private func drawNavigationTabs(_ bar: NavigationBarLayer, strip: Rect, frames: [Rect], size: Double, alpha: Double, clip: Rect,
                                    into scene: inout Scene) {
        let glass = system.hasLiquidGlass, selected = min(max(0, bar.selectedTab), max(0, frames.count - 1))
        if glass, let first = frames.first, let last = frames.last {
            let capsule = Rect(x: first.minX, y: strip.minY + 2, width: last.maxX - first.minX, height: max(0, strip.height - 4))
            drawNavigationGlass(capsule, alpha: alpha, clip: clip, into: &scene)
            let box = frames[selected], cell = Rect(x: box.minX + 3, y: box.minY + 5, width: max(0, box.width - 6), height: max(0, box.height - 10))
            scene.append(.fill(cell, SystemColor.tertiarySystemFill.resolved(appearance).withAlpha(alpha), cornerRadius: cell.height / 2, clip: clip))
        }
        let line = size * 1.2
        for (index, frame) in frames.enumerated() {
            let isSelected = index == selected
            let color = (isSelected ? (glass ? SystemColor.label : SystemColor.systemBlue) : SystemColor.secondaryLabel).resolved(appearance)
            scene.append(.text(bar.tabs[index], style: TextStyle(size: size, weight: isSelected ? .semibold : .regular, color: color),
                               frame: Rect(x: frame.minX + 4, y: frame.midY - line / 2, width: max(0, frame.width - 8), height: line),
                               alignment: .center, lineBreak: .truncateTail, alpha: alpha, clip: clip.intersection(frame)))
            if !glass, isSelected {
                scene.append(.fill(Rect(x: frame.minX + 8, y: frame.maxY - 2, width: max(0, frame.width - 16), height: 2),
                                   SystemColor.systemBlue.resolved(appearance).withAlpha(alpha), cornerRadius: 1, clip: clip))
            }
        }
    }
}
