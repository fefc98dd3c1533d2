extension HeaderScreen {
    /// The layout work of a frame without drawing: measures rows entering the viewport and
    /// follows appbar's floating toolbar. The session runs it every frame, so the trace is the same
    /// whether or not a frame is drawn; returns the contentOffset.y correction (see `compose`).
    public mutating func layoutPass(offsetY: Double) -> Double {
        let correction = measureVisibleRows(offsetY: offsetY)
        trackFloating(offsetY: offsetY + correction)
        return correction
    }

    /// Measures every row up front when there are at most `limit` (a content file), so contentSize
    /// is exact from the first frame and does not depend on which frames were laid out.
    public mutating func measureAllRows(ifAtMost limit: Int) {
        guard list.count <= limit else { return }
        let measurer = self.measurer, style = rowStyle, content = self.content, width = viewport.width
        for index in 0..<list.count where !list.isMeasured(index) {
            _ = list.setHeight(style.height(of: content.row(at: index), rowWidth: width, measurer: measurer), ofRow: index)
        }
    }
}
