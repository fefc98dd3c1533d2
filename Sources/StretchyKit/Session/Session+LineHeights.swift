import HeaderKit

extension Session {
    /// The height of every layout row of the shown tab's list (section headers, rows, grid lines,
    /// horizontal rows), as measured with this session's text measurer; rows not measured yet
    /// (a content file of more than 5,000 rows) count at their estimate. `stretchy share` gives
    /// them to the web player, which measures no text.
    public var lineHeights: [Double] {
        (0..<screen.list.count).map { screen.list.height(ofRow: $0) }
    }

    /// The same for every tab of the content (empty without tabs): the player switches tabs too.
    public var tabLineHeights: [[Double]] {
        hasTabs ? (0..<screen.tabCount).map { screen.lineHeights(ofTab: $0) } : []
    }
}
