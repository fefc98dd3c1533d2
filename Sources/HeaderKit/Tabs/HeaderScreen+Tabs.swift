import ScrollCore

/// Tabs on one scroll view (the overlay-scroll design of OfTheWolf's TwitterProfile and
/// JXPagingSmoothView): the header and the shown tab's rows are one content, so one drag or fling
/// carries from collapsing the header into the list (rule 1) and a pull pulls the header (rule 4).
/// Switching swaps the rows under the same header and picks the new offset by `offsetShowing`.
extension HeaderScreen {
    /// The offset at which the header is pinned: the design's `collapsedOffset` (else rowsTop); a
    /// tab's first row then sits right under the pinned strip.
    public var pinOffset: Double { collapsedOffset }

    /// Where tab `tab` would show if switched to now, from the shown tab at `offsetY`:
    /// - the header partly visible: the same offset, so the header does not move (rule 2);
    /// - pinned: the tab's own offset when it was left pinned, else its first row under the strip (rule 3).
    public func offsetShowing(tab: Int, from offsetY: Double) -> Double {
        let pin = pinOffset
        guard offsetY >= pin, tab != currentTab else { return offsetY }
        if let saved = savedOffsets[tab], saved >= pin { return saved }
        return pin
    }

    /// Shows tab `tab`; returns the contentOffset.y the scroll view must take.
    public mutating func switchTab(to tab: Int, from offsetY: Double) -> Double {
        guard plans.indices.contains(tab), tab != currentTab else { return offsetY }
        let target = offsetShowing(tab: tab, from: offsetY)
        if offsetY >= pinOffset { savedOffsets[currentTab] = offsetY }
        tabLists[currentTab] = list
        currentTab = tab
        list = tabLists[tab]
        plan = plans[tab]
        rowCache.removeAll()
        return target
    }

    /// Once the header shows again, every tab follows it: the offsets left pinned no longer hold.
    mutating func forgetPinnedOffsets(offsetY: Double) {
        if !savedOffsets.isEmpty, offsetY < pinOffset { savedOffsets.removeAll() }
    }

    public var tabTitles: [String] { content.tabs.map(\.title) }
    public var tabCount: Int { plans.count }

    /// Every tab's lists, empty again (a new row style, estimate or width).
    mutating func resetLists(estimate: Double) {
        tabLists = plans.map { ListLayout(count: $0.count, estimatedRowHeight: estimate) }
        list = tabLists[currentTab]
        measureSharedSections()
    }

    /// Measures every tab's rows up front when it has at most `limit` (the shown one as before).
    mutating func measureTabsUpFront(ifAtMost limit: Int) {
        guard plans.count > 1 else { return }
        for tab in plans.indices where tab != currentTab && tabLists[tab].count <= limit {
            let measure = lineMeasurer(plans[tab])
            for row in 0..<tabLists[tab].count where !tabLists[tab].isMeasured(row) {
                tabLists[tab].setHeight(measure.height(row), ofRow: row)
            }
        }
    }

    /// A hit on the rows of a sectioned list: the layout row (a grid line, a horizontal row).
    func hitTestSections(listY: Double, x: Double) -> HitTarget {
        .row(list.rowIndex(at: listY))
    }

    /// Draws the shown tab's rows, and during a swipe (`position` between tabs) the neighbour's
    /// beside them at the offset it would show at.
    func drawTabs(position: Double, offsetY: Double, frame: FrameDecorations, into scene: inout Scene, clip: Rect) {
        let width = viewport.width
        let shift = (Double(currentTab) - position) * width
        drawSharedSections(offsetY: offsetY, frame: frame, into: &scene, clip: clip)
        drawSections(list: list, plan: plan, tab: currentTab, top: rowsTop, offsetY: offsetY, dx: shift, frame: frame, into: &scene, clip: clip)
        guard abs(shift) > 0.01 else { return }
        let neighbour = position < Double(currentTab) ? Int(position.rounded(.down)) : Int(position.rounded(.up))
        guard plans.indices.contains(neighbour), neighbour != currentTab else { return }
        let neighbourOffset = offsetShowing(tab: neighbour, from: offsetY)
        drawSections(list: tabLists[neighbour], plan: plans[neighbour], tab: neighbour, top: rowsTop, offsetY: neighbourOffset,
                     dx: (Double(neighbour) - position) * width, frame: frame, into: &scene, clip: clip)
    }
}

extension HeaderScreen {
    /// Whether `point` is on a layer whose taps switch the content's tabs (a `tabs` strip, or a
    /// segmented control with `switchesTabs`).
    public func switchesTabs(at point: Point, state: ScrollState) -> Bool {
        guard content.hasTabs else { return false }
        let m = metrics(offsetY: state.contentOffset.y)
        for index in design.layers.indices.reversed() where design.layers[index].z == .aboveList {
            let r = m.layers[index]
            guard r.isDrawn, r.clip.contains(point), r.scaledFrame(anchor: design.layers[index].anchor).contains(point) else { continue }
            return design.layers[index].switchesTabs
        }
        return false
    }

    /// The titles and segment count a segmented layer shows: the content's tabs when it switches them.
    func segmentTitles(_ layer: DesignLayer, _ titles: [String], count: Int) -> (titles: [String], count: Int) {
        layer.switchesTabs && content.hasTabs ? (tabTitles, tabCount) : (titles, count)
    }

    /// X's tab strip: titles over a hairline, the selected one in label colour with a 4 pt rounded
    /// indicator under it that follows `position` (fractional during a swipe) from title to title.
    func drawUnderlineTabs(_ titles: [String], position: Double, box: Rect, alpha: Double, clip: Rect, look: TabStripLook = TabStripLook(),
                           into scene: inout Scene) {
        guard box.intersects(clip), !titles.isEmpty else { return }
        scene.append(.fill(box, SystemColor.systemBackground.resolved(appearance).withAlpha(alpha), cornerRadius: 0, clip: clip))
        let cellWidth = box.width / Double(titles.count)
        let font = TextStyle(size: 15, weight: .semibold, color: look.selectedColor.resolved(appearance))
        let lineHeight = font.size * 1.2
        let selected = Int(position.rounded())
        // The indicator follows the position (a swipe between two titles): its width blends theirs.
        let pill = look.style == .pill
        func indicatorWidth(_ i: Int) -> Double {
            guard look.width == .text else { return pill ? cellWidth - 8 : cellWidth }
            let text = measurer.measure(titles[max(0, min(titles.count - 1, i))], style: font, width: nil).width
            return pill ? min(cellWidth - 4, text + 24) : min(cellWidth - 8, text)
        }
        let lower = Int(position.rounded(.down)), t = position - Double(lower)
        let width = indicatorWidth(lower) * (1 - t) + indicatorWidth(lower + 1) * t
        let centre = box.minX + (position + 0.5) * cellWidth
        let colour = look.resolvedIndicatorColor.resolved(appearance).withAlpha(alpha)
        if pill {
            let height = min(box.height, look.indicatorHeight ?? lineHeight + 10)
            scene.append(.fill(Rect(x: centre - width / 2, y: box.midY - height / 2, width: width, height: height), colour,
                               cornerRadius: height / 2, clip: clip))
        }
        for (i, title) in titles.enumerated() {
            var style = font
            if i != selected { style.color = look.color.resolved(appearance) }
            scene.append(.text(title, style: style, frame: Rect(x: box.minX + Double(i) * cellWidth, y: box.midY - lineHeight / 2,
                                                               width: cellWidth, height: lineHeight),
                               alignment: .center, lineBreak: .truncateTail, alpha: alpha, clip: clip))
        }
        scene.append(.fill(Rect(x: box.minX, y: box.maxY - 0.5, width: box.width, height: 0.5),
                           Palette.separator.resolved(appearance).withAlpha(alpha), cornerRadius: 0, clip: clip))
        if !pill {
            let height = look.indicatorHeight ?? 4
            scene.append(.fill(Rect(x: centre - width / 2, y: box.maxY - height, width: width, height: height), colour,
                               cornerRadius: look.width == .full ? 0 : height / 2, clip: clip))
        }
    }
}
