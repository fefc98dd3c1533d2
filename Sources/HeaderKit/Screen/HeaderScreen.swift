import ScrollCore

/// The facade the app uses: one preset's header over a virtualised list, from scroll state to Scene.
///
/// Each frame: `compose(into:state:frame:)` measures rows becoming visible, returns the contentOffset.y
/// correction the app must apply (so the row at the top stays put when estimates become real
/// heights), and fills the scene. `contentHeight` changes as rows are measured: give it to the
/// scroll view as contentSize.height. `baseContentInset` is what the preset wants; while refreshing
/// add `RefreshControl.extraTopInset` to its top.
public struct HeaderScreen {
    public private(set) var preset: HeaderPreset
    public private(set) var parameters: Parameters
    public private(set) var viewport: Size
    public private(set) var layout: HeaderLayout
    public private(set) var rowStyle: RowStyle
    public internal(set) var list: ListLayout
    public let content: ListContent
    public let photoSizes: [Size]
    let measurer: any TextMeasuring
    var rowCache = RowTextCache()
    /// Read once per parameter change, not per frame.
    var showsScrollIndicator: Bool
    var scrollIndicatorInsets: EdgeInsets
    /// appbar `floating`: how much of the toolbar an upward scroll has brought back, and the last offset.
    var floatingReveal = 0.0
    var lastOffsetY: Double?

    public init(preset: String, parameters: Parameters, viewport: Size, content: ListContent,
                photoSizes: [Size], measurer: any TextMeasuring) throws(HeaderError) {
        guard !photoSizes.isEmpty else { throw .noPhotos }
        self.preset = try HeaderPreset(named: preset)
        self.parameters = parameters
        self.viewport = viewport
        self.content = content
        self.photoSizes = photoSizes
        self.measurer = measurer
        self.rowStyle = RowStyle(parameters: parameters)
        self.showsScrollIndicator = parameters.flag("showsVerticalScrollIndicator")
        self.scrollIndicatorInsets = Self.indicatorInsets(parameters)
        self.layout = HeaderLayout(configuration: HeaderConfiguration(preset: self.preset, parameters: parameters, viewport: viewport))
        self.list = ListLayout(count: content.count, estimatedRowHeight: parameters["estimatedRowHeight"])
        self.layout.configuration.titleWidthPerPoint = Self.titleWidthPerPoint(content.title, measurer)
    }

    static func indicatorInsets(_ p: Parameters) -> EdgeInsets {
        EdgeInsets(top: p["scrollIndicatorInsetTop"], bottom: p["scrollIndicatorInsetBottom"])
    }

    private static func titleWidthPerPoint(_ title: String, _ measurer: any TextMeasuring) -> Double {
        measurer.measure(title, style: TextStyle(size: 100, weight: .bold, color: .white), width: nil).width / 100
    }

    // MARK: Geometry

    public var baseContentInset: EdgeInsets { layout.contentInset }
    /// Header/bar content above the rows plus the rows (estimates for rows not measured yet).
    public var contentHeight: Double { layout.rowsTop + list.totalHeight }

    public func metrics(offsetY: Double) -> HeaderMetrics {
        layout.metrics(offsetY: offsetY, floatingReveal: floatingReveal)
    }

    /// Viewport y where rows stop being covered by the header (seed000's photo lies under the list: 0).
    func rowsClipTop(_ m: HeaderMetrics) -> Double {
        preset == .seed000 ? 0 : min(viewport.height, layout.pinnedHeight(metrics: m))
    }

    /// Viewport y of row `index`'s top at `offsetY`.
    public func rowY(_ index: Int, offsetY: Double) -> Double {
        layout.rowsTop + list.origin(ofRow: index) - offsetY
    }

    // MARK: Hits, snapping, triggers

    public func hitTest(_ point: Point, state: ScrollState) -> HitTarget {
        guard point.x >= 0, point.y >= 0, point.x < viewport.width, point.y < viewport.height else { return .none }
        let offset = state.contentOffset.y
        let m = metrics(offsetY: offset)
        if let barY = m.barY, point.y >= barY, point.y < barY + layout.configuration.barHeight {
            let segments = max(1, layout.configuration.segmentCount)
            return .bar(segment: min(segments - 1, Int(point.x / (viewport.width / Double(segments)))))
        }
        if point.y < rowsClipTop(m) { return .header }
        let listY = offset + point.y - layout.rowsTop
        if list.count > 0, listY >= 0, listY < list.totalHeight { return .row(list.rowIndex(at: listY)) }
        return m.headerFrame.contains(point) ? .header : .none
    }

    /// appbar's snap as a `willEndDragging` target adjuster; nil when the preset does not snap.
    public func snapTarget(proposedOffset: Double, velocity: Double) -> Double? {
        layout.snapTarget(proposedOffset: proposedOffset, velocity: velocity)
    }

    /// appbar's onStretchTrigger: the pull has passed stretchTriggerOffset.
    public func hasPassedStretchTrigger(offsetY: Double) -> Bool { layout.hasPassedStretchTrigger(offsetY: offsetY) }

    /// Pull past the resting top (what RefreshControl.update wants).
    public func pull(offsetY: Double) -> Double { -(offsetY + baseContentInset.top) }

    /// A RefreshControl set up from the parameters.
    public func makeRefreshControl() -> RefreshControl {
        RefreshControl(isEnabled: parameters.flag("refreshEnabled"), threshold: parameters["refreshThreshold"],
                       duration: parameters["refreshDuration"], spinnerHeight: parameters["spinnerHeight"])
    }

    // MARK: Live tuning

    /// New parameter values; rows are measured again when their style or estimate changed.
    public mutating func update(parameters: Parameters) {
        self.parameters = parameters
        showsScrollIndicator = parameters.flag("showsVerticalScrollIndicator")
        scrollIndicatorInsets = Self.indicatorInsets(parameters)
        let style = RowStyle(parameters: parameters)
        let titleWidth = layout.configuration.titleWidthPerPoint
        layout.configuration = HeaderConfiguration(preset: preset, parameters: parameters, viewport: viewport)
        layout.configuration.titleWidthPerPoint = titleWidth
        if style != rowStyle || parameters["estimatedRowHeight"] != list.estimatedRowHeight {
            rowStyle = style
            list = ListLayout(count: content.count, estimatedRowHeight: parameters["estimatedRowHeight"])
            rowCache.removeAll()
        }
    }

    /// Window resize; the width-relative insets follow, and rows are measured again at a new width.
    public mutating func update(viewport: Size) {
        let widthChanged = viewport.width != self.viewport.width
        self.viewport = viewport
        layout.configuration.viewport = viewport
        if widthChanged {
            list = ListLayout(count: content.count, estimatedRowHeight: list.estimatedRowHeight)
        }
    }
}
