extension HeaderScreen {
    /// The layout work of a frame without drawing: measures rows entering the viewport and
    /// follows appbar's floating toolbar. The session runs it every frame, so the trace is the same
    /// whether or not a frame is drawn; returns the contentOffset.y correction (see `compose`).
    /// `time` (seconds) drives the tab bar's minimise spring.
    public mutating func layoutPass(offsetY: Double, time: Double? = nil) -> Double {
        let correction = measureVisibleRows(offsetY: offsetY)
        if let time { trackTabBar(offsetY: offsetY + correction, time: time) }
        trackFloating(offsetY: offsetY + correction)
        forgetPinnedOffsets(offsetY: offsetY + correction)
        return correction
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
            list.setAllHeights { heights[$0 % period] + (sections?.band(ofRow: $0) ?? 0) }
            return
        }
        guard list.count <= limit else { return }
        for index in 0..<list.count where !list.isMeasured(index) {
            _ = list.setHeight(lines.height(index), ofRow: index)
        }
    }
}
