import ScrollCore

extension HeaderScreen {
    /// The design's tab bar on this screen with `minimized` progress (nil: it has none).
    func tabBarLayout(minimized: Double) -> TabBarLayout? {
        guard let tabBar else { return nil }
        return TabBarLayout(viewport: viewport, safeArea: safeArea, system: system, hasAccessory: tabBar.accessory != nil,
                            minimized: system.hasLiquidGlass ? minimized : 0)
    }

    /// The minimise progress at the last composed frame.
    var tabBarProgress: Double { tabBarMinimizer?.progress(at: lastFrameTime) ?? 0 }

    /// One frame of the tab bar's minimise behaviour: the scroll direction since the last frame.
    mutating func trackTabBar(offsetY: Double, time: Double) {
        lastFrameTime = time
        guard system.hasLiquidGlass else { return }
        let restingTop = -insetTop
        // Clamped to the scrollable range: a bounce at the bottom is no scroll up (D4).
        let offset = min(offsetY, maximumTrackedOffset)
        tabBarMinimizer?.track(offset: offset, restingTop: restingTop, time: time)
    }

    /// Tab bars place themselves: their resolved frame is the bar's, with its minimise progress.
    func placeTabBars(_ layers: inout [ResolvedLayer]) {
        guard let layout = tabBarLayout(minimized: TabBarItemFrames.barProgress(tabBarProgress)) else { return }
        let items = tabBar.map { bar in tabBarItems(bar, progress: tabBarProgress).items.map { item in
            ResolvedLayer.ItemFrame(title: bar.items[item.index].title, frame: item.cell)
        } } ?? []
        for (index, layer) in design.layers.enumerated() {
            guard case .tabBar = layer.kind else { continue }
            layers[index].frame = layout.bar
            layers[index].minimized = tabBarProgress
            layers[index].items = items
        }
    }

    /// iOS 26: a glass capsule, the selected item on a grey platter; minimising, the other items
    /// fade, then the capsule shrinks to the selected item (`TabBarItemFrames`). iOS 17: the
    /// full-width chrome material with a hairline on top. The accessory is the same glass (or
    /// material) above it, or inline beside it once minimised. Items are clipped to the bar, so
    /// none draws over the accessory (D3).
    func drawTabBar(_ tabBar: TabBarLayer, _ r: ResolvedLayer, into scene: inout Scene) {
        let progress = system.hasLiquidGlass ? r.minimized ?? 0 : 0
        guard let layout = tabBarLayout(minimized: TabBarItemFrames.barProgress(progress)), !tabBar.items.isEmpty else { return }
        let bar = layout.bar, clip = r.clip
        drawBarSurface(bar, capsule: system.hasLiquidGlass, alpha: r.alpha, clip: clip, into: &scene)
        if let accessory = layout.accessory, let title = tabBar.accessory {
            drawBarSurface(accessory, capsule: true, alpha: r.alpha, clip: clip, into: &scene)
            let lineHeight = 15 * 1.2
            scene.append(.text(title, style: TextStyle(size: 15, weight: .semibold, color: SystemColor.label.resolved(appearance)),
                               frame: Rect(x: accessory.minX + 20, y: accessory.midY - lineHeight / 2, width: max(0, accessory.width - 40),
                                           height: lineHeight),
                               alignment: .leading, lineBreak: .truncateTail, alpha: r.alpha, clip: clip.intersection(accessory)))
        }
        let selected = min(max(0, tabBar.selected), tabBar.items.count - 1)
        let itemClip = clip.intersection(bar)
        for item in tabBarItems(tabBar, progress: progress).items {
            let isSelected = item.index == selected, alpha = r.alpha * item.alpha
            if isSelected, system.hasLiquidGlass {
                scene.append(.fill(item.cell, SystemColor.tertiarySystemFill.resolved(appearance).withAlpha(r.alpha),
                                   cornerRadius: item.cell.height / 2, clip: itemClip))
            }
            let color = (isSelected ? SystemColor.systemBlue : system.hasLiquidGlass ? SystemColor.label : SystemColor.systemGray).resolved(appearance)
            drawTabItem(tabBar.items[item.index], in: item.cell, color: color, alpha: alpha, titleAlpha: alpha * item.titleAlpha, clip: itemClip,
                        into: &scene)
        }
        if !system.hasLiquidGlass {
            scene.append(.fill(Rect(x: bar.minX, y: bar.minY, width: bar.width, height: 0.5), Palette.separator.resolved(appearance).withAlpha(r.alpha),
                               cornerRadius: 0, clip: clip))
        }
    }

    /// The items' frames at minimise `progress`: in the capsule's inside, or the 49 pt above the home indicator.
    func tabBarItems(_ tabBar: TabBarLayer, progress: Double) -> TabBarItemFrames {
        let p = system.hasLiquidGlass ? progress : 0
        func band(_ layout: TabBarLayout?) -> Rect {
            guard let bar = layout?.bar else { return Rect(x: 0, y: 0, width: 0, height: 0) }
            return system.hasLiquidGlass ? Rect(x: bar.minX + 4, y: bar.minY + 4, width: max(0, bar.width - 8), height: max(0, bar.height - 8))
                : Rect(x: bar.minX, y: bar.minY, width: bar.width, height: TabBarMetrics.classicHeight)
        }
        return TabBarItemFrames(count: tabBar.items.count, selected: min(max(0, tabBar.selected), tabBar.items.count - 1),
                                band: band(tabBarLayout(minimized: TabBarItemFrames.barProgress(p))), fullBand: band(tabBarLayout(minimized: 0)),
                                progress: p, hasSymbol: { tabBar.items[$0].symbol.flatMap { SymbolTable.glyphs[$0] } != nil })
    }

    /// A bar's background: glass (a capsule) on iOS 26; the chrome material on iOS 17 (rounded
    /// only for an accessory).
    private func drawBarSurface(_ rect: Rect, capsule: Bool, alpha: Double, clip: Rect, into scene: inout Scene) {
        let radius = capsule ? min(rect.width, rect.height) / 2 : 0
        let optics = GlassOptics()
        let look = system.hasLiquidGlass
            ? optics.look(style: .regular, appearance: appearance, shortSide: min(rect.width, rect.height), tint: nil, system: system, glassTint: glassTint)
            : MaterialStyle.chrome.look(appearance: appearance, tint: nil)
        if system.hasLiquidGlass { appendGlassShadow(optics, shape: rect, radius: radius, alpha: alpha, clip: clip, into: &scene) }
        scene.append(.glass(GlassItem(frame: rect, cornerRadius: radius, look: look, alpha: alpha, clip: clip)))
    }

    /// An item: its symbol (tinted like its title: the selected tint or the unselected one) above
    /// its 10 pt title; without a symbol the title is centred alone.
    private func drawTabItem(_ item: TabBarLayer.Item, in cell: Rect, color: Color, alpha: Double, titleAlpha: Double, clip: Rect,
                             into scene: inout Scene) {
        let size = TabBarMetrics.labelSize, lineHeight = size * 1.2
        let side = TabBarMetrics.symbolSize
        let glyph = item.symbol.flatMap { SymbolTable.glyphs[$0] }
        if let glyph {
            scene.append(.icon(glyph, weight: .regular, color: color,
                               frame: Rect(x: cell.midX - side / 2, y: cell.midY - side, width: side, height: side), alpha: alpha, clip: clip))
        }
        let titleY = glyph != nil ? cell.midY + 2 : cell.midY - lineHeight / 2
        scene.append(.text(item.title, style: TextStyle(size: size, weight: .semibold, color: color),
                           frame: Rect(x: cell.minX, y: titleY, width: cell.width, height: lineHeight),
                           alignment: .center, lineBreak: .truncateTail, alpha: titleAlpha, clip: clip))
    }
}
