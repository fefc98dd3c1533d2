extension HeaderScreen {
    /// The layout work of a frame without drawing: measures rows entering the viewport and
    /// follows appbar's floating toolbar. The session runs it every frame, so the trace is the same
    /// whether or not a frame is drawn; returns the contentOffset.y correction (see `compose`).
    /// `time` (seconds) drives the tab bar's minimise spring.
    public mutating func layoutPass(offsetY: Double, time: Double? = nil) -> Double {
        let correction = measureVisibleRows(offsetY: offsetY)
        if let time {
            trackTabBar(offsetY: offsetY + correction, time: time)
            trackNavigationBar(offsetY: offsetY + correction, time: time)
        }
        trackFloating(offsetY: offsetY + correction)
        forgetPinnedOffsets(offsetY: offsetY + correction)
        if drawsPlainRows { rowCache.keep(visibleRows(offsetY: offsetY + correction), of: content) }
        return correction
    }

    /// Whether the list is drawn as plain rows (`drawRows`), not as sections or tabs.
    var drawsPlainRows: Bool { plan.isPlainList && design.list == ListLook() && !content.hasTabs }

    /// The layout rows on screen at `offsetY`.
    func visibleRows(offsetY: Double) -> Range<Int> {
        list.visibleRows(in: offsetY - rowsTop, offsetY + viewport.height - rowsTop)
    }

    /// Measures rows coming within a viewport of the visible ones (a fling at UIKit's 8000 pt/s
    /// limit moves 267 pt between frames at 30 fps, less than any viewport); returns the anchor's shift.
    mutating func measureVisibleRows(offsetY: Double) -> Double {
        let lines = lineMeasurer
        let top = offsetY - rowsTop
        return list.measureVisibleRows(in: top, top + viewport.height, lookahead: viewport.height, height: lines.height)
    }

    /// A floating bar (Flutter's `floating`): an upward scroll (offset falling) reveals it by as
    /// much, a downward one hides it again. Direction is what closed-form expressions cannot know.
    mutating func trackFloating(offsetY: Double) {
        defer { lastOffsetY = offsetY }
        let limit = design.scroll.floating.map { Design.bounded($0.evaluate(values(at: offsetY))) } ?? 0
        guard limit > 0, let last = lastOffsetY else { floatingReveal = 0; return }
        floatingReveal = min(limit, max(0, floatingReveal + (last - offsetY)))
    }

    /// Measures every row up front when there are at most `limit`, or when the content's rows
    /// repeat their heights (generated rows: measure one period, know them all, at any length), so
    /// contentSize is exact from the first frame and does not depend on which frames were laid out.
    public mutating func measureRowsUpFront(ifAtMost limit: Int) {
        measureTabsUpFront(ifAtMost: limit)
        let measurer = self.measurer, style = rowStyle, width = viewport.width
        let sections = design.scroll.sectionHeaders, plan = self.plan, lines = lineMeasurer
        func measured(_ index: Int) -> Double { style.height(of: ListContent.row(index, of: plan.sections[0].items), rowWidth: width, measurer: measurer) }
        guard list.measuredCount < list.count else { return }  // still measured since the last reset
        if let period = plan.rowHeightPeriod, period > 0 {
            // A section header adds its band by index alone, so the rows' own period still holds.
            let heights = (0..<min(period, list.count)).map(measured)
            list.setRepeatingHeights(heights, band: sections?.height ?? 0, every: sections?.rowsPerSection ?? 1)
            return
        }
        guard list.count <= limit else { return }
        for index in 0..<list.count where !list.isMeasured(index) {
            _ = list.setHeight(lines.height(index), ofRow: index)
        }
    }
}
