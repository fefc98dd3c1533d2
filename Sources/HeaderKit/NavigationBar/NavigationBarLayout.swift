import ScrollCore

/// Where a navigation bar's parts sit on a screen, for one iOS, how far the list has scrolled past
/// its resting top (`scrolled`: 0 at rest, negative pulling) and a minimise progress (0 full … 1
/// minimised; only iOS 27 minimises). Sizes: `NavigationBarMetrics`. Pure: the same inputs give
/// the same frames.
public struct NavigationBarLayout: Equatable, Sendable {
    public struct PlacedItem: Equatable, Sendable {
        public var item: NavigationBarLayer.Item
        public var frame: Rect
    }

    /// The bar below the status bar: from the safe area's top to its bottom edge.
    public var frame: Rect
    /// The row of items and the inline title.
    public var row: Rect
    public var items: [PlacedItem]
    /// The glass platters: one per item, one capsule per group.
    public var platters: [Rect]
    public var itemSide: Double
    public var inlineTitle: Rect
    public var inlineTitleSize: Double
    public var inlineTitleAlpha: Double
    /// The large title's block (nil without one), shrinking to 0 as the list scrolls.
    public var largeTitle: Rect?
    public var search: Rect?
    public var searchAlpha: Double
    /// The integrated top tab bar's strip and each tab's frame.
    public var tabs: Rect?
    public var tabFrames: [Rect]
    public var tabsTitleSize: Double
    /// iOS 17: the bar material's opacity (it shows once content passes under the bar).
    public var backgroundAlpha: Double
    /// The bar's full height at rest (no scroll, not minimised): what the list's inset leaves for it.
    public var restingHeight: Double

    public init(bar: NavigationBarLayer, viewport: Size, safeArea: EdgeInsets, system: SystemVersion, scrolled: Double,
                minimized: Double, textWidth: (String, Double) -> Double) {
        typealias M = NavigationBarMetrics
        let p = system.minimizesNavigationBar ? min(1, max(0, minimized)) : 0
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        let glass = system.hasLiquidGlass
        let fullRow = glass ? M.glassRowHeight : M.classicRowHeight
        let rowHeight = mix(fullRow, M.minimizedRowHeight)
        let top = safeArea.top
        row = Rect(x: 0, y: top, width: viewport.width, height: rowHeight)
        itemSide = glass ? mix(M.itemSide, M.minimizedItemSide) : M.itemSide
        inlineTitleSize = mix(M.inlineTitleSize, M.minimizedTitleSize)

        // Items: leading from the left edge, trailing from the right; a group shares one platter.
        var placed: [PlacedItem] = [], platters: [Rect] = []
        let side = itemSide, y = row.midY - side / 2
        func width(_ item: NavigationBarLayer.Item) -> Double {
            item.symbol != nil || item.title == nil ? side : max(side, textWidth(item.title ?? "", M.inlineTitleSize) + 24)
        }
        func lay(_ items: [NavigationBarLayer.Item], fromLeft: Bool) -> Double {
            var x = fromLeft ? M.edgeInset : viewport.width - M.edgeInset
            var index = 0
            let ordered = fromLeft ? items : items.reversed()
            while index < ordered.count {
                // A run of items of one group: one platter around them.
                let group = ordered[index].group
                var run = [ordered[index]]
                while group != nil, index + run.count < ordered.count, ordered[index + run.count].group == group { run.append(ordered[index + run.count]) }
                let runWidth = run.map(width).reduce(0, +)
                let start = fromLeft ? x : x - runWidth
                var itemX = start
                for item in (fromLeft ? run : run.reversed()) {
                    let w = width(item)
                    placed.append(PlacedItem(item: item, frame: Rect(x: itemX, y: y, width: w, height: side)))
                    itemX += w
                }
                platters.append(Rect(x: start, y: y, width: runWidth, height: side))
                x = fromLeft ? start + runWidth + M.itemGap : start - M.itemGap
                index += run.count
            }
            return x
        }
        let leadingEnd = lay(bar.leading, fromLeft: true)
        let trailingStart = lay(bar.trailing, fromLeft: false)
        items = placed
        self.platters = platters
        // The inline title is centred on the screen, within the room the items leave.
        let room = max(0, min(viewport.width / 2 - leadingEnd, trailingStart - viewport.width / 2)) * 2
        let lineHeight = inlineTitleSize * 1.2
        inlineTitle = Rect(x: viewport.width / 2 - room / 2, y: row.midY - lineHeight / 2, width: room, height: lineHeight)

        // The large title collapses point for point with the scroll; a pull lengthens it.
        var bottom = row.maxY
        if bar.largeTitle {
            let block = max(0, M.largeTitleBlock - max(0, scrolled) - min(0, scrolled)) * (1 - p)
            largeTitle = Rect(x: M.edgeInset, y: bottom, width: max(0, viewport.width - 2 * M.edgeInset), height: block)
            bottom += block
            inlineTitleAlpha = min(1, max(0, 1 - block / M.inlineTitleFade))
        } else {
            largeTitle = nil
            inlineTitleAlpha = 1
        }
        if bar.search {
            let height = (M.searchHeight + M.searchGap) * (1 - p)
            search = Rect(x: M.edgeInset, y: bottom, width: max(0, viewport.width - 2 * M.edgeInset), height: M.searchHeight * (1 - p))
            searchAlpha = 1 - p
            bottom += height
        } else {
            search = nil
            searchAlpha = 0
        }
        if bar.tabs.isEmpty {
            tabs = nil
            tabFrames = []
            tabsTitleSize = 0
        } else {
            let strip = Rect(x: 0, y: bottom, width: viewport.width, height: mix(M.tabsHeight, M.minimizedTabsHeight))
            tabs = strip
            tabsTitleSize = mix(M.tabsTitleSize, M.minimizedTabsTitleSize)
            // Equal cells across the strip: frames never overlap, whatever the progress.
            let inner = Rect(x: M.edgeInset, y: strip.minY, width: max(0, strip.width - 2 * M.edgeInset), height: strip.height)
            let cell = inner.width / Double(bar.tabs.count)
            tabFrames = bar.tabs.indices.map { Rect(x: inner.minX + Double($0) * cell, y: inner.minY, width: cell, height: inner.height) }
            bottom += strip.height
        }
        frame = Rect(x: 0, y: top, width: viewport.width, height: bottom - top)
        let restLarge = bar.largeTitle ? M.largeTitleBlock : 0
        restingHeight = fullRow + restLarge + (bar.search ? M.searchHeight + M.searchGap : 0) + (bar.tabs.isEmpty ? 0 : M.tabsHeight)
        // iOS 17 (scrollEdgeAppearance transparent): the material shows once rows pass under the
        // bar, i.e. once the large title has collapsed, over 8 points [EST].
        backgroundAlpha = glass ? 0 : min(1, max(0, (scrolled - restLarge) / 8))
    }
}
