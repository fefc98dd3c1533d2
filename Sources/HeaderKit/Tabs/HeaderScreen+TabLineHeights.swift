/// Every tab's layout-row heights, for the web player (`stretchy share`), which measures no text.
extension HeaderScreen {
    /// The heights of tab `tab`'s layout rows as measured so far (rows not measured count at their estimate).
    public func lineHeights(ofTab tab: Int) -> [Double] {
        let layout = tab == currentTab ? list : tabLists[tab]
        return (0..<layout.count).map { layout.height(ofRow: $0) }
    }
}
