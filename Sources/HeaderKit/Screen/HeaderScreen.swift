import ScrollCore

/// The facade the app uses: one design's layers over a virtualised list, from scroll state to Scene.
///
/// Each frame: `layoutPass(offsetY:time:)` measures rows becoming visible and returns the
/// contentOffset.y correction the app must apply (so the row at the top stays put when estimates
/// become real heights); `compose(into:state:frame:)` then fills the scene, changing nothing. `contentHeight` changes as rows are measured: give it to the
/// scroll view as contentSize.height. `baseContentInset` is what the design wants; while refreshing
/// add `RefreshControl.extraTopInset` to its top.
public struct HeaderScreen {
    public private(set) var design: Design
    public private(set) var parameters: Parameters
    public private(set) var viewport: Size
    public private(set) var safeArea: EdgeInsets
    /// Which value of the system colours is drawn (light or dark mode).
    public private(set) var appearance: Appearance
    /// The system's appearance (`--appearance`, L); `appearance` is the design's override of it, if any.
    private var systemAppearance: Appearance
    /// Which iOS draws the layers (glass, the scroll edge effect, the tab bar follow it).
    public private(set) var system: SystemVersion = .current
    /// iOS 27's Settings glass tint, 0 ultra clear … 1 fully tinted (`GlassTint`).
    public var glassTint = GlassTint.systemDefault
    public private(set) var rowStyle: RowStyle
    public internal(set) var list: ListLayout
    public let content: ListContent
    /// Every image the session loaded, with every index into it (the design's, the rows'), made as one value.
    let imageSet: ScreenImages
    public var images: ImageTable { imageSet.table }
    let measurer: any TextMeasuring
    /// What the design's `auto` text is measured with (nil: the design measures none and reads no frame).
    let textMeasure: LayoutTextMeasure?
    var rowCache = RowTextCache()
    /// The design's variables for the current parameters and viewport (offset set per frame).
    var values: ExpressionValues
    /// contentInset.top and the content points above the first row, evaluated at each change.
    public private(set) var insetTop: Double
    public private(set) var rowsTop: Double
    /// contentInset.bottom: the design's `scroll.contentInsetBottom`, else the safe area's bottom.
    public private(set) var insetBottom: Double = 0
    /// Read once per parameter change, not per frame.
    var showsScrollIndicator: Bool
    var scrollIndicatorInsets: EdgeInsets
    /// A floating bar: how much an upward scroll has brought back (`reveal`), and the last offset.
    var floatingReveal = 0.0
    var lastOffsetY: Double?
    /// Each tab's sections as layout rows, the shown tab's plan, and every tab's measured list
    /// (`list` is the shown tab's; the others wait here with their rows measured).
    public let plans: [TabPlan]
    public internal(set) var plan: TabPlan
    public internal(set) var currentTab = 0
    var tabLists: [ListLayout]
    /// The content's shared sections (above the tab strip) as layout rows, measured whole.
    public let sharedPlan: TabPlan
    var sharedList: ListLayout
    /// Offsets of tabs left while the header was pinned (rule 3), cleared once it shows again.
    var savedOffsets: [Int: Double] = [:]
    /// The motion expressions read besides the offset (`tab`, `velocity`, `direction`, `dragging`).
    public var motion = ScrollMotion()
    /// Whether the design has a pager layer, kept with the design: the session asks every frame
    /// (`swipesTabs`), and finding it copied each layer's kind from its cold storage (42 copies and
    /// ≈ 100 L1 misses a frame on `grid-profile`).
    public private(set) var hasPager: Bool
    /// The design's tab bar (kept: several reads a frame would each search the layers), its
    /// minimised state and spring, and the time of the last composed frame.
    var tabBar: TabBarLayer?
    var tabBarMinimizer: TabBarMinimizer?
    /// The design's navigation bar and its minimise state (iOS 27), kept as the tab bar's are.
    var navigationBar: NavigationBarLayer?
    var navigationBarMinimizer: TabBarMinimizer?
    var lastFrameTime = 0.0

    public init(design: Design, parameters: Parameters, viewport: Size, safeArea: EdgeInsets = .zero, appearance: Appearance = .light,
                content: ListContent, images: ImageTable, measurer: any TextMeasuring) throws(HeaderError) {
        guard !images.paths.isEmpty || design.images.isEmpty else { throw .noPhotos }
        if let unknown = design.unknownTemplate(in: content) {
            throw .unknownTemplate(path: unknown.path, name: unknown.name, design: design.name, nearest: unknown.nearest)
        }
        self.design = design
        self.parameters = parameters
        self.viewport = viewport
        self.safeArea = safeArea
        self.systemAppearance = appearance
        self.appearance = design.appearance ?? appearance
        self.content = content
        self.measurer = measurer
        self.textMeasure = design.layout == nil ? nil : LayoutTextMeasure(measurer: measurer, title: content.title)
        self.rowStyle = RowStyle(parameters: parameters, appearance: design.appearance ?? appearance, look: design.list)
        self.plans = content.tabs.map { TabPlan(sections: $0.sections) }
        self.plan = plans[0]
        self.imageSet = ScreenImages(table: images, design: design, tabs: plans.map(\.sections), shared: content.shared)
        self.showsScrollIndicator = parameters[PhysicsParameter.showsVerticalScrollIndicator]
        self.scrollIndicatorInsets = Self.indicatorInsets(parameters)
        self.tabLists = plans.map { ListLayout(count: $0.count, estimatedRowHeight: parameters[ListParameter.estimatedRowHeight]) }
        self.list = tabLists[0]
        self.sharedPlan = TabPlan(sections: content.shared)
        self.sharedList = ListLayout(count: 0, estimatedRowHeight: parameters[ListParameter.estimatedRowHeight])
        self.values = design.values(parameters: parameters, viewport: viewport, safeArea: safeArea)
        self.insetTop = 0
        self.rowsTop = 0
        let tabBar = design.tabBar
        self.tabBar = tabBar
        self.hasPager = design.hasPager
        self.tabBarMinimizer = tabBar.map { TabBarMinimizer(behavior: $0.minimize) }
        self.navigationBar = design.navigationBar
        self.navigationBarMinimizer = navigationBar.map { TabBarMinimizer(behavior: $0.minimizingDirection) }
        evaluateScrollSettings()
        measureSharedSections()
    }

    static func indicatorInsets(_ p: Parameters) -> EdgeInsets {
        EdgeInsets(top: p[PhysicsParameter.scrollIndicatorInsetTop], bottom: p[PhysicsParameter.scrollIndicatorInsetBottom])
    }

    /// Variables, inset and rowsTop after a parameter or viewport change.
    private mutating func evaluateScrollSettings() {
        values = design.values(parameters: parameters, viewport: viewport, safeArea: safeArea)
        values.measure = textMeasure
        insetTop = max(0, values.slots[ExpressionScope.insetTopSlot]) + navigationBarInset
        values.slots[ExpressionScope.insetTopSlot] = insetTop
        values.offset = 0
        design.derive(&values)
        rowsTop = max(0, Design.bounded(design.scroll.rowsTop.evaluate(values)))
        insetBottom = design.scroll.contentInsetBottom.map { max(0, Design.bounded($0.evaluate(values))) } ?? safeArea.bottom
    }

    // MARK: Geometry

    /// The design's top inset; at the bottom the home indicator's safe area, as UIKit's
    /// `contentInsetAdjustmentBehavior = .automatic` adds it (0 with no device).
    /// The design's bottom inset (or the safe area's); a tab bar (and its accessory) adds its own reach.
    public var baseContentInset: EdgeInsets {
        EdgeInsets(top: insetTop, bottom: max(insetBottom, tabBarLayout(minimized: 0)?.bottomInset ?? 0))
    }
    /// Header/bar content above the rows plus the rows (estimates for rows not measured yet). A tab
    /// shorter than the screen is padded so it can still collapse the header (rule 4).
    public var contentHeight: Double {
        let rows = rowsTop + list.totalHeight
        return content.hasTabs ? max(rows, pinOffset + viewport.height - baseContentInset.bottom) : rows
    }

    /// The design's variables at `offsetY`.
    func values(at offsetY: Double) -> ExpressionValues {
        design.values(values, atOffset: offsetY, reveal: floatingReveal, motion: motion)
    }

    /// Every layer at `offsetY`, and the figures the trace reads from the layers' roles.
    public func metrics(offsetY: Double) -> HeaderMetrics {
        let v = values(at: offsetY)
        var layers = design.layers.indices.map { design.resolve(layer: $0, v, viewport: viewport) }
        placeTabBars(&layers)
        placeNavigationBars(&layers, offsetY: offsetY)
        func layer(_ role: DesignLayer.Role) -> ResolvedLayer? { design.layer(withRole: role).map { layers[$0] } }
        let header = layer(.header) ?? layers.first
        let bar = layer(.bar).flatMap { $0.isVisible ? $0 : nil }
        let stretch = design.stretchFactor.map { Design.bounded($0.evaluate(v)) } ?? defaultStretchFactor(header, v)
        return HeaderMetrics(layers: layers, headerFrame: header?.frame ?? Rect(x: 0, y: 0, width: viewport.width, height: 0),
                             headerScale: header?.scale ?? 1, barY: bar?.frame.minY,
                             titleAlpha: layer(.title).map { $0.isVisible ? $0.alpha : 0 } ?? 0,
                             scrimAlpha: layer(.scrim).map { $0.isVisible ? $0.alpha : 0 } ?? 0, stretchFactor: stretch)
    }

    /// The header's visible height over its visible height at rest.
    private func defaultStretchFactor(_ header: ResolvedLayer?, _ v: ExpressionValues) -> Double {
        guard let header, let index = design.layer(withRole: .header) ?? (design.layers.isEmpty ? nil : 0) else { return 1 }
        let rest = design.values(v, atOffset: -insetTop)
        let resting = design.resolve(layer: index, rest, viewport: viewport).frame
        func visible(_ r: Rect) -> Double { max(0, r.maxY - max(0, r.minY)) }
        return visible(resting) > 0 ? visible(header.frame) / visible(resting) : 0
    }

    /// Viewport y of row `index`'s top at `offsetY`.
    public func rowY(_ index: Int, offsetY: Double) -> Double {
        rowsTop + list.origin(ofRow: index) - offsetY
    }

    /// Where the header is fully collapsed (galleries): the design's `collapsedOffset`, else rowsTop.
    public var collapsedOffset: Double {
        design.scroll.collapsedOffset.map { Design.bounded($0.evaluate(values(at: 0))) } ?? rowsTop
    }

    // MARK: Hits, snapping, triggers

    /// The topmost drawn layer above the list under `point`, else a row.
    public func hitTest(_ point: Point, state: ScrollState) -> HitTarget {
        guard point.x >= 0, point.y >= 0, point.x < viewport.width, point.y < viewport.height else { return .none }
        let offset = state.contentOffset.y
        let m = metrics(offsetY: offset)
        for index in design.layers.indices.reversed() where design.layers[index].z == .aboveList {
            let r = m.layers[index]
            guard r.isDrawn, r.clip.contains(point) else { continue }
            let frame = r.scaledFrame(anchor: design.layers[index].anchor)
            guard frame.contains(point) else { continue }
            switch design.layers[index].kind {
            case .spinner: continue
            case .segmented:
                let count = max(1, segmentTitles(design.layers[index], [], count: r.count).count)
                return .bar(segment: min(count - 1, max(0, Int((point.x - frame.minX) / (frame.width / Double(count))))))
            case .pager: return .pager
            default: return .header
            }
        }
        let listY = offset + point.y - rowsTop
        if !plan.isPlainList, list.count > 0, listY >= 0, listY < list.totalHeight {
            return hitTestSections(listY: listY, x: point.x)
        }
        if list.count > 0, listY >= 0, listY < list.totalHeight { return .row(list.rowIndex(at: listY)) }
        let underList = design.layers.indices.contains { index in
            let r = m.layers[index]
            return design.layers[index].z == .belowList && r.isDrawn && r.clip.contains(point)
                && r.scaledFrame(anchor: design.layers[index].anchor).contains(point)
        }
        return underList ? .header : .none
    }

    /// Whether a drawn layer above the list (the spinner aside) covers `point`: a press there is the layer's.
    func isCoveredByLayer(_ point: Point, offsetY: Double) -> Bool {
        let m = metrics(offsetY: offsetY)
        return design.layers.indices.contains { index in
            if case .spinner = design.layers[index].kind { return false }
            let r = m.layers[index]
            return design.layers[index].z == .aboveList && r.isDrawn && r.clip.contains(point)
                && r.scaledFrame(anchor: design.layers[index].anchor).contains(point)
        }
    }

    /// The design's snap points for the current parameters (empty while snapping is off).
    public var snapPolicy: SnapPolicy {
        let v = values(at: 0)
        guard design.scroll.snapEnabled.map({ $0.evaluate(v) > 0 }) ?? true else { return SnapPolicy(points: []) }
        return SnapPolicy(points: design.scroll.snap.map { Design.bounded($0.evaluate(v)) })
    }

    /// Flutter's onStretchTrigger: the pull past the resting top has reached the design's trigger.
    public func hasPassedStretchTrigger(offsetY: Double) -> Bool {
        guard let trigger = design.scroll.stretchTrigger?.evaluate(values(at: offsetY)), trigger > 0 else { return false }
        return pull(offsetY: offsetY) >= trigger
    }

    /// Pull past the resting top (what RefreshControl.update wants).
    public func pull(offsetY: Double) -> Double { -(offsetY + baseContentInset.top) }

    /// The horizontal pager's page count (0 when the design has no pager).
    public var pagerPages: Int {
        guard let index = design.layers.firstIndex(where: { if case .pager = $0.kind { true } else { false } }) else { return 0 }
        return design.resolve(layer: index, values(at: 0), viewport: viewport).count
    }

    /// A RefreshControl set up from the parameters.
    public func makeRefreshControl() -> RefreshControl {
        RefreshControl(isEnabled: parameters[RefreshParameter.refreshEnabled], threshold: parameters[RefreshParameter.refreshThreshold],
                       duration: parameters[RefreshParameter.refreshDuration],
                       spinnerHeight: parameters[RefreshParameter.spinnerHeight])
    }

    // MARK: Live tuning

    /// New parameter values; rows are measured again when their style or estimate changed.
    public mutating func update(parameters: Parameters) {
        self.parameters = parameters
        showsScrollIndicator = parameters[PhysicsParameter.showsVerticalScrollIndicator]
        scrollIndicatorInsets = Self.indicatorInsets(parameters)
        let before = values
        evaluateScrollSettings()
        let style = RowStyle(parameters: parameters, appearance: appearance, look: design.list)
        // A design's row templates read its parameters and variables: their rows are measured again when those change.
        let templatesChanged = !design.rowTemplates.isEmpty && values != before
        if style != rowStyle || parameters[ListParameter.estimatedRowHeight] != list.estimatedRowHeight || templatesChanged {
            rowStyle = style
            resetLists(estimate: parameters[ListParameter.estimatedRowHeight])
            rowCache.removeAll()
        }
    }

    /// A new version of the design (a design file saved while the window runs, undo across one),
    /// over `content` and `images`: a screen made afresh, as a start on that file makes it — its
    /// images, sections, tabs, templates and caches built together from the new values, so
    /// nothing indexes into what the old version held — keeping what the viewer was doing (the
    /// shown tab, the iOS drawn, the system appearance, the tab bar's minimised state).
    public func reloaded(design: Design, parameters: Parameters, content: ListContent,
                         images: ImageTable) throws(HeaderError) -> HeaderScreen {
        var fresh = try HeaderScreen(design: design, parameters: parameters, viewport: viewport, safeArea: safeArea,
                                     appearance: systemAppearance, content: content, images: images, measurer: measurer)
        fresh.update(system: system)
        fresh.glassTint = glassTint
        fresh.motion = motion
        fresh.floatingReveal = floatingReveal
        fresh.lastOffsetY = lastOffsetY
        fresh.lastFrameTime = lastFrameTime
        if fresh.tabBarMinimizer?.behavior == tabBarMinimizer?.behavior { fresh.tabBarMinimizer = tabBarMinimizer }
        if fresh.navigationBarMinimizer?.behavior == navigationBarMinimizer?.behavior { fresh.navigationBarMinimizer = navigationBarMinimizer }
        if fresh.plans.indices.contains(currentTab) {
            fresh.currentTab = currentTab
            fresh.list = fresh.tabLists[currentTab]
            fresh.plan = fresh.plans[currentTab]
        }
        return fresh
    }

    /// Which iOS draws: what glass, the edge effect, the tab and navigation bars become (no row is re-measured).
    /// A navigation bar's height differs between releases: the inset is evaluated again.
    public mutating func update(system: SystemVersion) {
        self.system = system
        if navigationBar != nil { evaluateScrollSettings() }
    }

    /// Light or dark mode: colours only (row heights do not depend on them).
    public mutating func update(appearance: Appearance) {
        systemAppearance = appearance
        self.appearance = design.appearance ?? appearance
        rowStyle = RowStyle(parameters: parameters, appearance: self.appearance, look: design.list)
    }

    /// Window resize; the width-relative insets follow, and rows are measured again at a new width.
    public mutating func update(viewport: Size) {
        let widthChanged = viewport.width != self.viewport.width
        self.viewport = viewport
        evaluateScrollSettings()
        if widthChanged { resetLists(estimate: list.estimatedRowHeight) }
    }
}
