import HeaderKit
import ScrollCore

/// `row` sections (Instagram's highlights): each is a horizontal scroll view of its own with the
/// session's physics (UIKit's deceleration, rubber band and bounce, not paging), made at its first
/// press. A press on one is shared with the list until the directional lock picks an axis, as a
/// horizontal UICollectionView inside a UITableView is.
extension Session {
    /// A row section's horizontal offset (0 before it was first dragged).
    public func rowOffset(_ key: RowSectionKey) -> Double { rowScrollers[key]?.state.contentOffset.x ?? 0 }

    /// The trace's columns of the row sections' offsets.
    public var rowSectionColumns: [String] { screen.rowSections.map(\.traceColumn) }

    /// The row section's scroll view, made at its first press.
    mutating func rowScroller(_ key: RowSectionKey) -> ScrollView {
        if let view = rowScrollers[key] { return view }
        let view = ScrollView(axis: .horizontal, configuration: Self.rowConfiguration(parameters), boundsSize: viewport,
                              contentSize: Size(width: screen.rowContentWidth(key), height: viewport.height), contentInset: .zero)
        rowScrollers[key] = view
        return view
    }

    /// The session's physics without paging (a row scrolls freely and bounces at its ends).
    static func rowConfiguration(_ parameters: Parameters) -> ScrollConfiguration {
        var rowParameters = parameters
        try? rowParameters.set(PhysicsParameter.pagingEnabled, to: false)
        try? rowParameters.set(PhysicsParameter.alwaysBounceHorizontal, to: true)
        return ScrollConfiguration(parameters: rowParameters)
    }

    /// Sends a horizontal input to the view the press chose: the pressed row section, else the pager.
    mutating func handleHorizontally(_ event: InputEvent) {
        guard let key = horizontalRow else { pager.handle(event); return }
        var view = rowScroller(key)
        view.handle(event)
        rowScrollers[key] = view
    }

    /// Moves every row section's physics to `seconds`; their callbacks are not logged (drained).
    mutating func advanceRowSections(to seconds: Double) {
        guard !rowScrollers.isEmpty else { return }
        var drained: [TimedCallback] = []
        // Walked by index, changed in place: a loop over `keys` holds the storage, so the first
        // change copied the whole dictionary (every row's scroll view) each frame.
        var index = rowScrollers.startIndex
        while index != rowScrollers.endIndex {
            rowScrollers.values[index].advance(to: seconds)
            rowScrollers.values[index].moveCallbacks(into: &drained)
            drained.removeAll(keepingCapacity: true)
            rowScrollers.formIndex(after: &index)
        }
    }

    /// Every row section's offset, for the frame's drawing and the trace (`row_x.T.S`).
    var rowOffsets: [RowSectionKey: Double] { rowScrollers.mapValues { $0.state.contentOffset.x } }

    /// New physics for every row section (a parameter change); their content widths follow the list's style.
    mutating func updateRowSections(at seconds: Double) {
        for key in rowScrollers.keys {
            rowScrollers[key]!.configuration = Self.rowConfiguration(parameters)
            rowScrollers[key]!.setContentSize(Size(width: screen.rowContentWidth(key), height: viewport.height), at: seconds)
            rowScrollers[key]!.setBoundsSize(viewport, at: seconds)
        }
    }
}
